/**
 * Whom a candidate reaches about a step the site cannot do yet (issue 21 item 9): the
 * recruiter the requisition of an application names, else the tenant's contact
 * (`settings.contact = {name, email?, phone?}`).
 */
import type { RecruiterContact, RecruiterContacts } from '@talentgate/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, requisitions } from '../../db/schema.js';
import type { Owner } from '../auth/signed-in-owner.js';
import type { Tenant } from '../tenants/find-tenant.js';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The tenant's configured contact; null without a name and one way to reach it. */
export function tenantContactOf(settings: Record<string, unknown>): RecruiterContact | null {
  const contact = settings['contact'];
  if (typeof contact !== 'object' || contact === null) return null;
  const name = text(Reflect.get(contact, 'name'));
  const email = text(Reflect.get(contact, 'email'));
  const phone = text(Reflect.get(contact, 'phone'));
  return name !== null && (email !== null || phone !== null) ? { name, email, phone } : null;
}

export async function recruiterContacts(
  db: Database,
  tenant: Tenant,
  owner: Owner,
): Promise<RecruiterContacts> {
  const rows = await db
    .select({
      applicationId: applications.id,
      name: requisitions.recruiterName,
      email: requisitions.recruiterEmail,
      phone: requisitions.recruiterPhone,
    })
    .from(applications)
    .innerJoin(
      requisitions,
      and(
        eq(requisitions.id, applications.requisitionId),
        eq(requisitions.tenantId, applications.tenantId),
      ),
    )
    .where(
      and(
        eq(applications.tenantId, owner.tenantId),
        eq(applications.candidateId, owner.candidateId),
        isNotNull(requisitions.recruiterName),
      ),
    )
    .orderBy(applications.id);
  return {
    tenant: tenantContactOf(tenant.settings),
    applications: rows.flatMap(({ applicationId, name, email, phone }) => {
      const contact = { name: text(name), email: text(email), phone: text(phone) };
      if (contact.name === null || (contact.email === null && contact.phone === null)) return [];
      return [{ applicationId, contact: { ...contact, name: contact.name } }];
    }),
  };
}
