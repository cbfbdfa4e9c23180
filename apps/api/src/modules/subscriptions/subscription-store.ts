/**
 * A candidate's stored subscriptions (spec 1 §3). Writes apply the payload rules of spec 1
 * §5 first, whoever calls, and always name the tenant and the candidate.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  isKnownSubscription,
  isSubscribed,
  normaliseSubscriptionPayload,
  type CommunicationType,
  type SubscriptionChoice,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidateSubscriptions } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';

export type SubscriptionRow = typeof candidateSubscriptions.$inferSelect;

export async function findSubscriptions(
  db: Database,
  tenantId: number,
  candidateId: number,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(candidateSubscriptions)
    .where(
      and(
        eq(candidateSubscriptions.tenantId, tenantId),
        eq(candidateSubscriptions.candidateId, candidateId),
      ),
    );
}

/** Stores the choices after the payload rules; answers the candidate's subscriptions. */
export async function saveSubscriptions(
  db: Database,
  tenantId: number,
  candidateId: number,
  choices: readonly SubscriptionChoice[],
): Promise<SubscriptionRow[]> {
  await storeSubscriptions(db, tenantId, candidateId, choices);
  return findSubscriptions(db, tenantId, candidateId);
}

/** Stores the choices after the payload rules, for a caller that does not show them. */
export async function storeSubscriptions(
  db: Database,
  tenantId: number,
  candidateId: number,
  choices: readonly SubscriptionChoice[],
): Promise<void> {
  const index = choices.findIndex(
    (choice) => !isKnownSubscription(choice.communicationType, choice.channel),
  );
  if (index >= 0) {
    throw appError('VALIDATION_FAILED', {
      message: 'This subscription type is not offered on this channel.',
      field: `subscriptions.${index}.channel`,
    });
  }
  const normalised = normaliseSubscriptionPayload(choices);
  await upsertSubscriptions(
    db,
    tenantId,
    candidateId,
    normalised.map((choice) => ({
      communicationType: choice.communicationType,
      channel: choice.channel,
      subscribed: isSubscribed(choice.subscription),
    })),
  );
}

/** Ends the candidate's e-mail subscriptions of these types (unsubscribe links). */
export async function unsubscribeEmail(
  db: Database,
  tenantId: number,
  candidateId: number,
  types: readonly CommunicationType[],
): Promise<void> {
  await upsertSubscriptions(
    db,
    tenantId,
    candidateId,
    types.map((communicationType) => ({ communicationType, channel: 'email', subscribed: false })),
  );
}

interface SubscriptionState {
  communicationType: string;
  channel: string;
  subscribed: boolean;
}

/**
 * Sets each subscription's state, adding the ones not stored yet. The states go as arrays, so
 * the text is the same for any number of them: prepared once per connection, with no insert
 * builder to run (decision 0025).
 */
async function upsertSubscriptions(
  db: Database,
  tenantId: number,
  candidateId: number,
  states: readonly SubscriptionState[],
): Promise<void> {
  if (states.length === 0) return;
  await db.execute(sql`
    insert into ${candidateSubscriptions}
      (tenant_id, candidate_id, communication_type, channel, subscribed)
    select ${tenantId}::integer, ${candidateId}::integer, chosen.type, chosen.channel, chosen.subscribed
    from unnest(
      ${sql.param(states.map((state) => state.communicationType))}::text[],
      ${sql.param(states.map((state) => state.channel))}::text[],
      ${sql.param(states.map((state) => state.subscribed))}::boolean[]
    ) as chosen(type, channel, subscribed)
    on conflict (candidate_id, communication_type, channel)
      do update set subscribed = excluded.subscribed, updated_at = now()`);
}

/** Candidate ids of the tenant subscribed to this type by e-mail (job-alert sending). */
export async function subscribedCandidateIds(
  db: Database,
  tenantId: number,
  type: CommunicationType,
): Promise<number[]> {
  const rows = await db
    .select({ candidateId: candidateSubscriptions.candidateId })
    .from(candidateSubscriptions)
    .where(
      and(
        eq(candidateSubscriptions.tenantId, tenantId),
        eq(candidateSubscriptions.communicationType, type),
        eq(candidateSubscriptions.channel, 'email'),
        eq(candidateSubscriptions.subscribed, true),
      ),
    );
  return rows.map((row) => row.candidateId);
}
