/**
 * Reports for staff (issue 20; spec 2 §7 "Reporting: application counts by year, last 30
 * days, last 24 months"; time-to-hire and conversion are ours). Every figure counts only the
 * applications the caller sees (their scope). Days and months are UTC calendar days and months.
 */
import Type from 'typebox';
import { ClientKey, IdParam } from './common.js';

export const ReportQuery = Type.Object(
  {
    requisitionId: Type.Optional(IdParam),
    /** Only requisitions of this org hierarchy node and its descendants (decision 0051). */
    hierarchyNodeId: Type.Optional(IdParam),
  },
  { additionalProperties: false },
);
export type ReportQuery = Type.Static<typeof ReportQuery>;

export const CountsByYear = Type.Object({
  /** Years with at least one application, oldest first. */
  years: Type.Array(Type.Object({ year: Type.Integer(), count: Type.Integer() })),
});
export type CountsByYear = Type.Static<typeof CountsByYear>;

export const CountsByDay = Type.Object({
  /** The last 30 days, today last, each `YYYY-MM-DD`; days without applications count 0. */
  days: Type.Array(Type.Object({ date: Type.String(), count: Type.Integer() })),
});
export type CountsByDay = Type.Static<typeof CountsByDay>;

export const CountsByMonth = Type.Object({
  /** The last 24 months, this month last, each `YYYY-MM`; empty months count 0. */
  months: Type.Array(Type.Object({ month: Type.String(), count: Type.Integer() })),
});
export type CountsByMonth = Type.Static<typeof CountsByMonth>;

const Days = Type.Union([Type.Number(), Type.Null()], {
  description: 'days, to one decimal; null without hires',
});

export const TimeToHire = Type.Object({
  /** Applications that reached Hired. */
  hires: Type.Integer(),
  /** From the application to its first move to Hired. */
  averageDays: Days,
  medianDays: Days,
  byRequisition: Type.Array(
    Type.Object({
      requisitionId: Type.Integer(),
      jobTitle: Type.String(),
      hires: Type.Integer(),
      averageDays: Type.Number(),
    }),
  ),
});
export type TimeToHire = Type.Static<typeof TimeToHire>;

export const StageConversion = Type.Object({
  stage: Type.String(),
  /** Applications that reached this stage or a later one of the funnel. */
  reached: Type.Integer(),
  /** reached ÷ the previous stage's reached, to four decimals; null for the first or after 0. */
  conversion: Type.Union([Type.Number(), Type.Null()]),
});
export type StageConversion = Type.Static<typeof StageConversion>;

export const ConversionReport = Type.Object({
  /** Applied → Screening → Interview → Offer → Hired. */
  stages: Type.Array(StageConversion),
  /** Applications now Rejected or Withdrawn (whatever stage they had reached). */
  ended: Type.Record(Type.String(), Type.Integer()),
  /** The same funnel per source (the application's submission source, else its SFX source). */
  bySource: Type.Array(Type.Object({ source: Type.String(), stages: Type.Array(StageConversion) })),
});
export type ConversionReport = Type.Static<typeof ConversionReport>;

export const REPORT_NAMES = [
  'counts-by-year',
  'last-30-days',
  'last-24-months',
  'time-to-hire',
  'conversion-by-stage',
  'conversion-by-source',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const ReportCsvParams = Type.Object({
  client: ClientKey,
  report: Type.Enum([...REPORT_NAMES]),
});
export type ReportCsvParams = Type.Static<typeof ReportCsvParams>;

/** A source recorded on neither of an application's source fields. */
export const UNKNOWN_SOURCE = 'Unknown';
