/**
 * The end of a flow (spec 2 §4 "Candidate creation"): a candidate the flow created is
 * locked ('t', to be activated by e-mail) when not signed in, unless the tenant has
 * deactivated profile login; 'f' when signed in. Then the activation or welcome e-mail
 * goes out unless the tenant disabled it, in the same transaction. A candidate who was not
 * new (locked already set) is left as they are.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  FLOW_EMAIL_TEMPLATES,
  resolveFeatureFlags,
  type FinishFlowResult,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidates } from '../../db/schema.js';
import type { FlowCandidate } from '../auth/authenticate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { enqueueFlowEmail } from './flow-emails.js';
import { flowSettingsOf } from './flow-settings.js';

export interface FinishOptions {
  origin: string;
  /** The site language the flow ran in; the tenant's default when not one of its languages. */
  language: string | undefined;
}

export async function finishFlow(
  db: Database,
  tenant: Tenant,
  { candidate, via }: FlowCandidate,
  options: FinishOptions,
): Promise<FinishFlowResult> {
  if (candidate.locked !== null) {
    return { candidateId: candidate.id, locked: candidate.locked === 't' ? 't' : 'f', email: null };
  }
  const loginDeactivated = resolveFeatureFlags(tenant.featureFlags).profileLoginDeactivated;
  const locked = via === 'session' || loginDeactivated ? 'f' : 't';
  const email = !flowSettingsOf(tenant).flowEmails
    ? null
    : locked === 't'
      ? FLOW_EMAIL_TEMPLATES.activation
      : FLOW_EMAIL_TEMPLATES.welcome;
  const language =
    options.language && tenant.languages.includes(options.language)
      ? options.language
      : tenant.defaultLanguage;

  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(candidates)
      .set({ locked, updatedAt: new Date() })
      .where(
        and(
          eq(candidates.tenantId, tenant.id),
          eq(candidates.id, candidate.id),
          isNull(candidates.locked),
        ),
      )
      .returning();
    // Ended by a concurrent call, which sent the e-mail.
    if (!row) return { candidateId: candidate.id, locked, email: null };
    if (email) await enqueueFlowEmail(tx, tenant, row, email, { origin: options.origin, language });
    return { candidateId: row.id, locked, email };
  });
}
