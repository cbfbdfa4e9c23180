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
  type FlowEmailTemplate,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidates } from '../../db/schema.js';
import type { FlowCandidate } from '../auth/authenticate.js';
import type { CandidateRow } from '../candidates/find-candidate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { enqueueFlowEmail } from './flow-emails.js';
import { flowSettingsOf } from './flow-settings.js';
import { transaction } from '../../db/transaction.js';

export interface FinishOptions {
  origin: string;
  /** The site language the flow ran in; the tenant's default when not one of its languages. */
  language: string | undefined;
}

/** How a flow ends: the lock state and the e-mail, by whether the candidate is signed in. */
export function flowEnding(
  tenant: Tenant,
  signedIn: boolean,
): { locked: 't' | 'f'; email: FlowEmailTemplate | null } {
  const loginDeactivated = resolveFeatureFlags(tenant.featureFlags).profileLoginDeactivated;
  const locked = signedIn || loginDeactivated ? 'f' : 't';
  const email = !flowSettingsOf(tenant).flowEmails
    ? null
    : locked === 't'
      ? FLOW_EMAIL_TEMPLATES.activation
      : FLOW_EMAIL_TEMPLATES.welcome;
  return { locked, email };
}

/** The site language the flow ran in; the tenant's default when not one of its languages. */
export function flowLanguage(tenant: Tenant, language: string | undefined): string {
  return language && tenant.languages.includes(language) ? language : tenant.defaultLanguage;
}

export interface EndFlow {
  signedIn: boolean;
  /** Only a candidate whose flow is open (locked null); else nothing happens. */
  onlyIfOpen: boolean;
}

/**
 * Ends the flow in the caller's transaction: the lock state, then the e-mail through the
 * outbox. Answers null when `onlyIfOpen` and the flow had ended already.
 */
export async function endFlowIn(
  tx: Database,
  tenant: Tenant,
  candidate: CandidateRow,
  { signedIn, onlyIfOpen }: EndFlow,
  options: FinishOptions,
): Promise<FinishFlowResult | null> {
  const { locked, email } = flowEnding(tenant, signedIn);
  const language = flowLanguage(tenant, options.language);
  const [row] = await tx
    .update(candidates)
    .set({ locked, updatedAt: new Date() })
    .where(
      and(
        eq(candidates.tenantId, tenant.id),
        eq(candidates.id, candidate.id),
        onlyIfOpen ? isNull(candidates.locked) : undefined,
      ),
    )
    .returning();
  if (!row) return null;
  if (email) await enqueueFlowEmail(tx, tenant, row, email, { origin: options.origin, language });
  return { candidateId: row.id, locked, email };
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
  const signedIn = via === 'session';
  return transaction(db, async (tx) => {
    const ended = await endFlowIn(tx, tenant, candidate, { signedIn, onlyIfOpen: true }, options);
    // Ended by a concurrent call, which sent the e-mail.
    return (
      ended ?? {
        candidateId: candidate.id,
        locked: flowEnding(tenant, signedIn).locked,
        email: null,
      }
    );
  });
}
