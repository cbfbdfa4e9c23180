/**
 * Started sign-ins at a provider. The browser carries `state`; the table keeps its SHA-256
 * with the PKCE verifier, the nonce and the exact redirect URI. Taking one uses it up in the
 * same statement, so a replayed return (or a second tab) finds nothing.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SOCIAL_STATE_MINUTES, type SocialSource } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { socialSignInStates } from '../../db/schema.js';

export type SignInStateRow = typeof socialSignInStates.$inferSelect;

export const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export interface NewSignInState {
  tenantId: number;
  providerId: number;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  source: SocialSource;
  /** A signed-in candidate linking the provider. */
  candidateId: number | null;
}

export async function saveSignInState(db: Database, values: NewSignInState, now = new Date()) {
  const { state, ...rest } = values;
  await db.insert(socialSignInStates).values({
    ...rest,
    stateHash: digest(state),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SOCIAL_STATE_MINUTES * 60_000),
  });
}

/** The live, unused state of this tenant, now used; null otherwise. */
export async function takeSignInState(
  db: Database,
  tenantId: number,
  state: string,
  now = new Date(),
): Promise<SignInStateRow | null> {
  const [row] = await db
    .update(socialSignInStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(socialSignInStates.tenantId, tenantId),
        eq(socialSignInStates.stateHash, digest(state)),
        isNull(socialSignInStates.usedAt),
        gt(socialSignInStates.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Single sign-on: the ID token of an exchanged state goes to `POST /rest/login` once; its
 * nonce names the state. Null when unknown, not yet exchanged, or already used.
 */
export async function takeExchangedNonce(
  db: Database,
  tenantId: number,
  providerId: number,
  nonce: string,
  now = new Date(),
): Promise<SignInStateRow | null> {
  const [row] = await db
    .update(socialSignInStates)
    .set({ loginAt: now })
    .where(
      and(
        eq(socialSignInStates.tenantId, tenantId),
        eq(socialSignInStates.providerId, providerId),
        eq(socialSignInStates.nonce, nonce),
        isNull(socialSignInStates.loginAt),
      ),
    )
    .returning();
  return row?.usedAt ? row : null;
}
