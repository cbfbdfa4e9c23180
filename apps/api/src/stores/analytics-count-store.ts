/**
 * The analytics counts (decision 0045): one upsert per event, and the funnel's sums read by
 * requisition and source over a period, within the requisitions a staff user sees.
 */
import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { FUNNEL_EVENTS, type AnalyticsEvent, type FunnelEvent } from '@talentgate/domain';
import type { Database } from '../db/client.js';
import { analyticsDailyCounts, requisitions } from '../db/schema.js';

export interface CountedEvent {
  tenantId: number;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  event: AnalyticsEvent;
  /** 0: none. */
  requisitionId: number;
  /** '': none. */
  source: string;
  /** '': none. */
  name: string;
  value: number;
}

/** Adds one to the event's count of the day (and its value to the sum). */
export async function addEventCount(db: Database, event: CountedEvent): Promise<void> {
  const { value, ...key } = event;
  await db
    .insert(analyticsDailyCounts)
    .values({ ...key, count: 1, valueSum: value })
    .onConflictDoUpdate({
      target: [
        analyticsDailyCounts.tenantId,
        analyticsDailyCounts.day,
        analyticsDailyCounts.event,
        analyticsDailyCounts.requisitionId,
        analyticsDailyCounts.source,
        analyticsDailyCounts.name,
      ],
      set: {
        count: sql`${analyticsDailyCounts.count} + 1`,
        valueSum: sql`${analyticsDailyCounts.valueSum} + excluded.value_sum`,
      },
    });
}

export interface FunnelCountRow {
  requisitionId: number;
  title: string;
  source: string;
  event: FunnelEvent;
  count: number;
}

function isFunnelEvent(event: string): event is FunnelEvent {
  return FUNNEL_EVENTS.some((known) => known === event);
}

/**
 * The funnel events' counts from `from` to `to` (days, inclusive) by requisition and source,
 * for the requisitions `visible` selects (a condition on the requisitions table, which
 * carries the tenant).
 */
export async function funnelCounts(
  db: Database,
  tenantId: number,
  period: { from: string; to: string },
  visible: SQL,
): Promise<FunnelCountRow[]> {
  const rows = await db
    .select({
      requisitionId: analyticsDailyCounts.requisitionId,
      title: requisitions.title,
      source: analyticsDailyCounts.source,
      event: analyticsDailyCounts.event,
      count: sql<number>`sum(${analyticsDailyCounts.count})::int`,
    })
    .from(analyticsDailyCounts)
    .innerJoin(requisitions, eq(requisitions.id, analyticsDailyCounts.requisitionId))
    .where(
      and(
        eq(analyticsDailyCounts.tenantId, tenantId),
        between(analyticsDailyCounts.day, period.from, period.to),
        inArray(analyticsDailyCounts.event, [...FUNNEL_EVENTS]),
        visible,
      ),
    )
    .groupBy(
      analyticsDailyCounts.requisitionId,
      requisitions.title,
      analyticsDailyCounts.source,
      analyticsDailyCounts.event,
    );
  const counted: FunnelCountRow[] = [];
  for (const { event, ...row } of rows) {
    if (isFunnelEvent(event)) counted.push({ ...row, event, count: Number(row.count) });
  }
  return counted;
}
