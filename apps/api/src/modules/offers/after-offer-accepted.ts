/**
 * What an accepted offer sets going, in the acceptance's transaction (decision 0049): the
 * application moves to Hired (its timeline, status and activity, as a staff move would), and
 * its onboarding starts (pending forms and the e-mailed link, decision 0047; nothing where the
 * tenant has no onboarding stream). This is the one place acceptance's follow-ups are called
 * from, so a feature that starts with a hire adds its call below.
 */
import { findStage, HIRED_STATUS } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { lockApplicationForMove } from '../../stores/offer-store.js';
import { startOnboarding } from '../onboarding/start-onboarding.js';
import { moveToStage } from '../staff-applications/change-status.js';
import type { Tenant } from '../tenants/find-tenant.js';

export async function followOfferAcceptance(
  tx: Database,
  tenant: Tenant,
  /** The career site's origin, for the onboarding e-mail's link. */
  origin: string,
  applicationId: number | null,
  now: Date,
): Promise<void> {
  if (applicationId === null) return;
  const found = await lockApplicationForMove(tx, tenant.id, applicationId);
  const hired = findStage(HIRED_STATUS);
  if (!found || !hired) return;
  if (found.application.status !== hired.status)
    await moveToStage(tx, tenant.id, found, hired, null, now);
  await startOnboarding(tx, { tenant, origin }, applicationId, now);
}
