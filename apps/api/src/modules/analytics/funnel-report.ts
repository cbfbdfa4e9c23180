/**
 * The apply funnel (decision 0045): job views → apply starts → applications made, from the
 * browser's events, over a period of UTC days, overall, by requisition and by source, within
 * the requisitions the staff user sees (optionally one of them: another is not found).
 */
import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_FUNNEL_DAYS,
  MAX_FUNNEL_DAYS,
  UNKNOWN_SOURCE,
  type FunnelCounts,
  type FunnelQuery,
  type FunnelReport,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { requisitions } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import { funnelCounts, type FunnelCountRow } from '../../stores/analytics-count-store.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { findStaffRequisition } from '../staff-requisitions/find-staff-requisition.js';
import { visibleRequisitions } from '../staff-requisitions/scope.js';
import { utcDay } from './record-event.js';

const DAY_MS = 86_400_000;

/** The period asked for, checked: `from` not after `to`, at most MAX_FUNNEL_DAYS days. */
export function funnelPeriod(query: FunnelQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? utcDay(now);
  const from = query.from ?? utcDay(new Date(Date.parse(to) - (DEFAULT_FUNNEL_DAYS - 1) * DAY_MS));
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) {
    throw appError('VALIDATION_FAILED', { field: 'from', message: '`from` is after `to`.' });
  }
  if (days > MAX_FUNNEL_DAYS) {
    throw appError('VALIDATION_FAILED', {
      field: 'from',
      message: `A funnel covers at most ${MAX_FUNNEL_DAYS} days.`,
    });
  }
  return { from, to };
}

const none = (): FunnelCounts => ({ jobview: 0, applystart: 0, conversion: 0 });

/** Rows summed by a key, most job views first (then by key, for a stable order). */
function sumBy<K extends string | number>(
  rows: readonly FunnelCountRow[],
  keyOf: (row: FunnelCountRow) => K,
): { key: K; first: FunnelCountRow; counts: FunnelCounts }[] {
  const groups = new Map<K, { key: K; first: FunnelCountRow; counts: FunnelCounts }>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { key, first: row, counts: none() };
    group.counts[row.event] += row.count;
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) => b.counts.jobview - a.counts.jobview || String(a.key).localeCompare(String(b.key)),
  );
}

export async function funnelReport(
  db: Database,
  actor: StaffAccess,
  query: FunnelQuery,
  now: Date = new Date(),
): Promise<FunnelReport> {
  const period = funnelPeriod(query, now);
  const visible = visibleRequisitions(db, actor);
  if (query.requisitionId !== undefined) {
    await findStaffRequisition(db, actor, query.requisitionId);
  }
  const scope =
    query.requisitionId === undefined
      ? visible
      : (and(visible, eq(requisitions.id, query.requisitionId)) ?? visible);
  const rows = await funnelCounts(db, actor.tenantId, period, scope);
  const totals = none();
  for (const row of rows) totals[row.event] += row.count;
  return {
    ...period,
    totals,
    byRequisition: sumBy(rows, (row) => row.requisitionId).map(({ first, counts }) => ({
      requisitionId: first.requisitionId,
      title: first.title,
      counts,
    })),
    bySource: sumBy(rows, (row) => row.source || UNKNOWN_SOURCE).map(({ key, counts }) => ({
      source: key,
      counts,
    })),
  };
}
