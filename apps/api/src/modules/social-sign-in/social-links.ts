/** Social channel links (spec 1 §3): a candidate's identity at a provider, by issuer + subject. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { socialLinks } from '../../db/schema.js';
import type { ProviderIdentity } from './provider-identity.js';

export type SocialLinkRow = typeof socialLinks.$inferSelect;

export async function findLinkByIdentity(
  db: Database,
  tenantId: number,
  identity: Pick<ProviderIdentity, 'issuer' | 'subject'>,
): Promise<SocialLinkRow | null> {
  const [row] = await db
    .select()
    .from(socialLinks)
    .where(
      and(
        eq(socialLinks.tenantId, tenantId),
        eq(socialLinks.issuer, identity.issuer),
        eq(socialLinks.subject, identity.subject),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findCandidateProviderLink(
  db: Database,
  tenantId: number,
  candidateId: number,
  providerId: number,
): Promise<SocialLinkRow | null> {
  const [row] = await db
    .select()
    .from(socialLinks)
    .where(
      and(
        eq(socialLinks.tenantId, tenantId),
        eq(socialLinks.candidateId, candidateId),
        eq(socialLinks.providerId, providerId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function listCandidateLinks(
  db: Database,
  tenantId: number,
  candidateId: number,
): Promise<SocialLinkRow[]> {
  return db
    .select()
    .from(socialLinks)
    .where(and(eq(socialLinks.tenantId, tenantId), eq(socialLinks.candidateId, candidateId)))
    .orderBy(asc(socialLinks.id));
}

export async function addLink(
  db: Database,
  link: { tenantId: number; candidateId: number; providerId: number } & Pick<
    ProviderIdentity,
    'issuer' | 'subject' | 'email'
  >,
): Promise<void> {
  const { tenantId, candidateId, providerId, issuer, subject, email } = link;
  await db
    .insert(socialLinks)
    .values({ tenantId, candidateId, providerId, issuer, subject, email });
}

/** The link was used again: its e-mail is the provider's current one. */
export async function touchLink(db: Database, link: SocialLinkRow, email: string | null) {
  await db
    .update(socialLinks)
    .set({ email, updatedAt: new Date() })
    .where(eq(socialLinks.id, link.id));
}

export async function deleteLink(
  db: Database,
  tenantId: number,
  candidateId: number,
  linkId: number,
): Promise<boolean> {
  const rows = await db
    .delete(socialLinks)
    .where(
      and(
        eq(socialLinks.tenantId, tenantId),
        eq(socialLinks.candidateId, candidateId),
        eq(socialLinks.id, linkId),
      ),
    )
    .returning({ id: socialLinks.id });
  return rows.length > 0;
}
