/**
 * The double opt-in of job alerts (decision 0027): the sign-up e-mail of an address nobody
 * confirmed carries a link; using it confirms the alerts (not the account: signing in still
 * needs the activation link, decision 0026). The link is not used up, so opening it twice
 * (or a mail scanner before the person) does no harm; it expires after 30 days.
 */
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { confirmAlerts } from '../../stores/job-alert-store.js';
import { createLinkToken, peekLinkToken } from '../auth/link-tokens.js';
import { alertConfirmPage } from '../candidate-flow/flow-emails.js';
import { findCandidateById } from '../candidates/find-candidate.js';
import type { Tenant } from '../tenants/find-tenant.js';

/** A new double opt-in link for the candidate, to put in the sign-up e-mail. */
export async function alertConfirmLink(
  db: Database,
  owner: { tenantId: number; candidateId: number },
  place: { origin: string; language: string },
): Promise<string> {
  const secret = await createLinkToken(db, { ...owner, purpose: 'alert-confirm' });
  return alertConfirmPage(place.origin, place.language, secret);
}

/** Confirms the alerts of the link's candidate; 400 INVALID_TOKEN for any other secret. */
export async function confirmAlertsWithLink(
  db: Database,
  tenant: Tenant,
  secret: string,
  now = new Date(),
): Promise<{ email: string }> {
  const candidateId = await peekLinkToken(db, tenant.id, secret, 'alert-confirm', now);
  const candidate =
    candidateId === null ? null : await findCandidateById(db, tenant.id, candidateId);
  if (!candidate) throw appError('INVALID_TOKEN');
  await confirmAlerts(db, { tenantId: tenant.id, candidateId: candidate.id }, now);
  return { email: candidate.email };
}
