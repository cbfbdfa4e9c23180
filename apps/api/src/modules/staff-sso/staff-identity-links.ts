/**
 * Which staff user an identity at the tenant's enterprise provider is (decision 0037): by its
 * link (issuer + subject), or once, by the address of a staff user an admin created, when the
 * provider verified that address. Never by an unverified address, never another tenant's user.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { staffIdentityLinks, staffUsers } from '../../db/schema.js';
import type { IdentityProvider } from '../identity-providers/find-providers.js';
import type { ProviderIdentity } from '../social-sign-in/provider-identity.js';
import { findStaffByEmail, type StaffUserRow } from '../staff-auth/staff-users.js';

export type StaffMatch =
  | { kind: 'linked'; user: StaffUserRow }
  | { kind: 'invited'; user: StaffUserRow }
  | { kind: 'none' };

async function linkedUser(db: Database, tenantId: number, identity: ProviderIdentity) {
  const [row] = await db
    .select({ user: staffUsers })
    .from(staffIdentityLinks)
    .innerJoin(staffUsers, eq(staffUsers.id, staffIdentityLinks.staffUserId))
    .where(
      and(
        eq(staffIdentityLinks.tenantId, tenantId),
        eq(staffIdentityLinks.issuer, identity.issuer),
        eq(staffIdentityLinks.subject, identity.subject),
        eq(staffUsers.tenantId, tenantId),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

async function hasLinkAt(db: Database, user: StaffUserRow, provider: IdentityProvider) {
  const [row] = await db
    .select({ id: staffIdentityLinks.id })
    .from(staffIdentityLinks)
    .where(
      and(
        eq(staffIdentityLinks.staffUserId, user.id),
        eq(staffIdentityLinks.providerId, provider.id),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function matchStaffUser(
  db: Database,
  tenantId: number,
  provider: IdentityProvider,
  identity: ProviderIdentity,
): Promise<StaffMatch> {
  const linked = await linkedUser(db, tenantId, identity);
  if (linked) return linked.active ? { kind: 'linked', user: linked } : { kind: 'none' };
  if (!identity.emailVerified || !identity.email) return { kind: 'none' };
  const invited = await findStaffByEmail(db, tenantId, identity.email);
  // A user already linked to another identity of this provider keeps that one: a second
  // identity with the same address is someone else (or a re-created account) until an
  // admin says otherwise.
  if (!invited || !invited.active || (await hasLinkAt(db, invited, provider)))
    return { kind: 'none' };
  return { kind: 'invited', user: invited };
}

export async function linkStaffIdentity(
  db: Database,
  user: StaffUserRow,
  provider: IdentityProvider,
  identity: ProviderIdentity,
  now = new Date(),
) {
  await db.insert(staffIdentityLinks).values({
    tenantId: user.tenantId,
    staffUserId: user.id,
    providerId: provider.id,
    issuer: identity.issuer,
    subject: identity.subject,
    createdAt: now,
  });
}
