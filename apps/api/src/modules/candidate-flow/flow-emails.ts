/**
 * The e-mail at the end of a flow (spec 1 §7 "E-mail candidate", spec 2 §4): 'Candidate
 * Activation' with a single-use link that sets the first password and activates the
 * account, or 'Welcome'. Only the end-of-flow call sends it, for the candidate acting in
 * it: there is no call that e-mails an address on request.
 */
import { FLOW_EMAIL_TEMPLATES, localizePath, type FlowEmailTemplate } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { createLinkToken } from '../auth/link-tokens.js';
import { passwordLink } from '../auth/password-reset.js';
import type { CandidateRow } from '../candidates/find-candidate.js';
import { enqueueEmail } from '../mail/enqueue-email.js';
import type { Tenant } from '../tenants/find-tenant.js';

export interface EmailPlace {
  /** Origin of the tenant's site, from configuration (never from request headers). */
  origin: string;
  language: string;
  /**
   * A job-alert sign-up's double opt-in link: the e-mail is then 'Job Alert Confirmation',
   * which carries it besides the activation (or site) link (decision 0027).
   */
  alertConfirmLink?: string | null;
}

/** The page where a job-alert sign-up's double opt-in link confirms the address. */
export function alertConfirmPage(origin: string, language: string, secret: string): string {
  return `${origin}${localizePath('/profile/alert-confirmation/', language)}?token=${encodeURIComponent(secret)}`;
}

const ALERT_CONFIRMATION_TEMPLATE = 'Job Alert Confirmation';

/** The e-mail's link: the site, or a new activation link that sets the first password. */
async function linkFor(
  db: Database,
  candidate: CandidateRow,
  template: FlowEmailTemplate,
  place: EmailPlace,
): Promise<string> {
  if (template === FLOW_EMAIL_TEMPLATES.welcome) {
    return `${place.origin}${localizePath('/', place.language)}`;
  }
  const secret = await createLinkToken(db, {
    tenantId: candidate.tenantId,
    candidateId: candidate.id,
    purpose: 'activation',
  });
  return passwordLink(place.origin, place.language, secret);
}

/**
 * Writes the e-mail to the outbox; call it in the transaction that ends the flow, so the
 * link's token and the e-mail are kept together or not at all.
 */
export async function enqueueFlowEmail(
  db: Database,
  tenant: Tenant,
  candidate: CandidateRow,
  template: FlowEmailTemplate,
  place: EmailPlace,
): Promise<void> {
  const link = await linkFor(db, candidate, template, place);
  const confirmLink = place.alertConfirmLink ?? null;
  await enqueueEmail(db, {
    tenant,
    template: confirmLink === null ? template : ALERT_CONFIRMATION_TEMPLATE,
    language: place.language,
    recipient: candidate.email,
    values: {
      name: candidate.firstName ?? candidate.email,
      link,
      ...(confirmLink === null ? {} : { confirmLink }),
    },
  });
}
