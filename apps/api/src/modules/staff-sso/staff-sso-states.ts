/**
 * Staff sign-ins started at the enterprise provider (decision 0037). The browser carries
 * `state`; the table keeps its SHA-256 with the PKCE verifier, the nonce and the redirect
 * URI. Taking one uses it up in the same statement: a replayed return, a second tab, another
 * tenant's state or a candidate's state finds nothing.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SOCIAL_STATE_MINUTES } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { staffSsoStates } from '../../db/schema.js';
import { digest } from '../social-sign-in/sign-in-states.js';

export type StaffSsoStateRow = typeof staffSsoStates.$inferSelect;

export interface NewStaffSsoState {
  tenantId: number;
  providerId: number;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export async function saveStaffSsoState(db: Database, values: NewStaffSsoState, now = new Date()) {
  const { state, ...rest } = values;
  await db.insert(staffSsoStates).values({
    ...rest,
    stateHash: digest(state),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SOCIAL_STATE_MINUTES * 60_000),
  });
}

/** The live, unused state of this tenant, now used; null otherwise. */
export async function takeStaffSsoState(
  db: Database,
  tenantId: number,
  state: string,
  now = new Date(),
): Promise<StaffSsoStateRow | null> {
  const [row] = await db
    .update(staffSsoStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffSsoStates.tenantId, tenantId),
        eq(staffSsoStates.stateHash, digest(state)),
        isNull(staffSsoStates.usedAt),
        gt(staffSsoStates.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
