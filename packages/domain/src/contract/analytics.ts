/**
 * The analytics collector and the staff funnel report (decision 0045). The collector takes
 * one event per request, as `navigator.sendBeacon` sends it (a `text/plain` JSON body).
 */
import Type from 'typebox';
import { ANALYTICS_EVENTS, ANALYTICS_LABEL_PATTERN, MAX_LCP_MS } from '../analytics.js';
import { IdParam } from './common.js';

const Label = Type.String({ pattern: ANALYTICS_LABEL_PATTERN });

/**
 * One event. `requisitionId` goes with (and only with) `jobview`, `applystart` and
 * `conversion`; `value` (milliseconds) with `lcp`; `name` is required for `microsite` (the
 * campaign) and optional for `lcp` (the page); `source` with the funnel events and `microsite`.
 */
export const AnalyticsEventBody = Type.Object(
  {
    type: Type.Enum(ANALYTICS_EVENTS),
    requisitionId: Type.Optional(IdParam),
    source: Type.Optional(Label),
    name: Type.Optional(Label),
    value: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_LCP_MS })),
  },
  { additionalProperties: false },
);
export type AnalyticsEventBody = Type.Static<typeof AnalyticsEventBody>;

const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD (UTC)' });

export const FunnelQuery = Type.Object(
  {
    /** First day counted; default 29 days before `to`. */
    from: Type.Optional(Day),
    /** Last day counted; default today (UTC). */
    to: Type.Optional(Day),
    requisitionId: Type.Optional(IdParam),
  },
  { additionalProperties: false },
);
export type FunnelQuery = Type.Static<typeof FunnelQuery>;

/** How many of each funnel step, and the share of the previous step that went on. */
const FunnelCounts = Type.Object({
  jobview: Type.Integer(),
  applystart: Type.Integer(),
  conversion: Type.Integer(),
});
export type FunnelCounts = Type.Static<typeof FunnelCounts>;

export const FunnelReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** Every requisition the caller sees together. */
  totals: FunnelCounts,
  /** Requisitions with at least one event in the period, most job views first. */
  byRequisition: Type.Array(
    Type.Object({ requisitionId: Type.Integer(), title: Type.String(), counts: FunnelCounts }),
  ),
  /** By the apply link's `source`; visits without one are `Unknown`. Most job views first. */
  bySource: Type.Array(Type.Object({ source: Type.String(), counts: FunnelCounts })),
});
export type FunnelReport = Type.Static<typeof FunnelReport>;
