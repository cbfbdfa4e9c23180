/**
 * "Resend the activation e-mail" from the sign-in form's not-activated message (issue 21).
 * Like a reset request it answers the same whether or not the address has an account and
 * writes to the outbox only: a not-activated account of this tenant gets a new activation
 * link ('Candidate Activation', three days); an address without an account is told there is
 * none (the reset's e-mail, so the work and timing match); an activated or deactivated
 * account gets nothing. Each is capped per hour, on top of the per-address write limit.
 */
import { FLOW_EMAIL_TEMPLATES, localizePath, normalizeUname } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { findCandidateByUname } from '../candidates/find-candidate.js';
import { enqueueFlowEmail } from '../candidate-flow/flow-emails.js';
import { enqueueEmail, recentEmailCount } from '../mail/enqueue-email.js';
import { NO_ACCOUNT_TEMPLATE } from '../mail/templates.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { recentLinkCount } from './link-tokens.js';
import { isActivated } from './sign-in.js';

/** At most this many activation (or no-account) e-mails per address per hour. */
const ACTIVATION_EMAILS_PER_HOUR = 3;

export interface ActivationRequest {
  uname: string;
  /** Origin of the tenant's site, from configuration (never from request headers). */
  origin: string;
}

export async function resendActivation(
  db: Database,
  tenant: Tenant,
  request: ActivationRequest,
): Promise<void> {
  const uname = normalizeUname(request.uname);
  const language = tenant.defaultLanguage;
  const hourAgo = new Date(Date.now() - 3_600_000);
  const candidate = await findCandidateByUname(db, tenant.id, uname);
  if (!candidate) {
    const sent = await recentEmailCount(db, tenant.id, uname, NO_ACCOUNT_TEMPLATE, hourAgo);
    if (sent >= ACTIVATION_EMAILS_PER_HOUR) return;
    await transaction(db, async (tx) => {
      await enqueueEmail(tx, {
        tenant,
        template: NO_ACCOUNT_TEMPLATE,
        language,
        recipient: uname,
        values: { link: `${request.origin}${localizePath('/', language)}` },
      });
    });
    return;
  }
  // Nothing to activate, or an account staff closed: no link that would open it.
  if (isActivated(candidate) || candidate.deactivatedAt !== null) return;
  if (
    (await recentLinkCount(db, candidate.id, 'activation', hourAgo)) >= ACTIVATION_EMAILS_PER_HOUR
  )
    return;
  await transaction(db, async (tx) => {
    await enqueueFlowEmail(tx, tenant, candidate, FLOW_EMAIL_TEMPLATES.activation, {
      origin: request.origin,
      language,
    });
  });
}
