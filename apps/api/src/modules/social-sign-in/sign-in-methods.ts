/**
 * The dashboard's linked sign-in methods: every provider link of the candidate, and whether
 * a password also opens the account. A link may go unless it is the last way in.
 */
import type { SocialLinks } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { findCandidateById } from '../candidates/find-candidate.js';
import { listProviders } from '../identity-providers/find-providers.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { deleteLink, listCandidateLinks } from './social-links.js';

export async function linkedSignInMethods(
  db: Database,
  tenant: Tenant,
  candidateId: number,
): Promise<SocialLinks> {
  const candidate = await findCandidateById(db, tenant.id, candidateId);
  if (!candidate) throw appError('UNAUTHORIZED');
  const providers = new Map((await listProviders(db, tenant)).map((item) => [item.id, item]));
  const links = await listCandidateLinks(db, tenant.id, candidateId);
  return {
    hasPassword: candidate.passwordHash !== null,
    links: links.flatMap((link) => {
      const provider = providers.get(link.providerId);
      if (!provider) return [];
      return [
        {
          socialChannelId: link.id,
          provider: provider.key,
          kind: provider.kind,
          label: provider.label,
          email: link.email,
          created: link.createdAt.getTime(),
        },
      ];
    }),
  };
}

export async function unlinkSignInMethod(
  db: Database,
  tenant: Tenant,
  candidateId: number,
  linkId: number,
): Promise<SocialLinks> {
  const methods = await linkedSignInMethods(db, tenant, candidateId);
  if (!methods.links.some((link) => link.socialChannelId === linkId))
    throw appError('RECORD_NOT_FOUND');
  if (!methods.hasPassword && methods.links.length === 1)
    throw appError('SOCIAL_LAST_SIGN_IN_METHOD');
  await deleteLink(db, tenant.id, candidateId, linkId);
  return linkedSignInMethods(db, tenant, candidateId);
}
