/**
 * The collector's use case (decision 0045): one event of a tenant's site becomes one more in
 * that day's count. Which fields an event carries is checked here (the schema checks each
 * field alone); a requisition must be the tenant's. A tenant with analytics off stores nothing.
 */
import { analyticsModeOf, type AnalyticsEvent, type AnalyticsEventBody } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { addEventCount } from '../../stores/analytics-count-store.js';
import { findRequisitionRow } from '../../stores/requisition-store.js';
import type { Tenant } from '../tenants/find-tenant.js';

type Presence = 'required' | 'optional' | 'forbidden';
type EventField = 'requisitionId' | 'source' | 'name' | 'value';

const FUNNEL_STEP: Record<EventField, Presence> = {
  requisitionId: 'required',
  source: 'optional',
  name: 'forbidden',
  value: 'forbidden',
};

const FIELDS_OF: Record<AnalyticsEvent, Record<EventField, Presence>> = {
  jobview: FUNNEL_STEP,
  applystart: FUNNEL_STEP,
  conversion: FUNNEL_STEP,
  lcp: { requisitionId: 'forbidden', source: 'forbidden', name: 'optional', value: 'required' },
  login: { requisitionId: 'forbidden', source: 'forbidden', name: 'forbidden', value: 'forbidden' },
  microsite: {
    requisitionId: 'forbidden',
    source: 'optional',
    name: 'required',
    value: 'forbidden',
  },
};

function checkFields(body: AnalyticsEventBody): void {
  for (const [field, presence] of Object.entries(FIELDS_OF[body.type])) {
    const given = Reflect.get(body, field) !== undefined;
    if (presence === 'required' && !given) {
      throw appError('VALIDATION_FAILED', {
        field,
        message: `A ${body.type} event needs ${field}.`,
      });
    }
    if (presence === 'forbidden' && given) {
      throw appError('VALIDATION_FAILED', {
        field,
        message: `A ${body.type} event carries no ${field}.`,
      });
    }
  }
}

/** The UTC day of an instant, YYYY-MM-DD. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Counts the event; false when the tenant has analytics off (nothing is stored). */
export async function recordEvent(
  db: Database,
  tenant: Tenant,
  body: AnalyticsEventBody,
  now: Date = new Date(),
): Promise<boolean> {
  checkFields(body);
  if (analyticsModeOf(tenant.settings) === 'off') return false;
  const requisitionId = body.requisitionId ?? 0;
  if (requisitionId !== 0 && !(await findRequisitionRow(db, tenant.id, requisitionId))) {
    throw appError('REQUISITION_NOT_FOUND', { field: 'requisitionId' });
  }
  await addEventCount(db, {
    tenantId: tenant.id,
    day: utcDay(now),
    event: body.type,
    requisitionId,
    source: body.source ?? '',
    name: body.name ?? '',
    value: body.value ?? 0,
  });
  return true;
}
