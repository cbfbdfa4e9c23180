/** Test data builders: each fills sensible defaults and lets a test say only what matters. */
import { slugify } from '@talentgate/domain';
import type { Database } from '../db/client.js';
import { candidates, folders, jobs, requisitions, tenants } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import { insertApplication } from '../stores/application-store.js';

let sequence = 0;
const next = () => (sequence += 1);

export async function createTenant(
  db: Database,
  values: Partial<typeof tenants.$inferInsert> = {},
): Promise<Tenant> {
  const n = next();
  const [row] = await db
    .insert(tenants)
    .values({ client: `tenant-${n}`, name: `Tenant ${n}`, languages: ['en', 'es'], ...values })
    .returning();
  if (!row) throw new Error('tenant not created');
  return row;
}

export interface JobValues {
  title?: string;
  category?: string;
  city?: string;
  state?: string;
  country?: string;
  status?: 'open' | 'closed';
  description?: string;
  postedDate?: string;
  smartPostId?: string;
  applyStreamId?: number;
  /** The posting's language (its words are stemmed in it); 'en' unless said. */
  language?: string;
}

export async function createJob(db: Database, tenant: Tenant, values: JobValues = {}) {
  const n = next();
  const title = values.title ?? `Job ${n}`;
  const category = values.category ?? 'Engineering';
  const [requisition] = await db
    .insert(requisitions)
    .values({
      tenantId: tenant.id,
      externalKey: `key-${n}`,
      title,
      category,
      status: values.status ?? 'open',
      smartPostId: values.smartPostId ?? null,
      applyStreamId: values.applyStreamId ?? null,
    })
    .returning();
  if (!requisition) throw new Error('requisition not created');
  const city = values.city ?? 'Austin';
  const state = values.state ?? 'TX';
  const country = values.country ?? 'United States';
  const [job] = await db
    .insert(jobs)
    .values({
      tenantId: tenant.id,
      requisitionId: requisition.id,
      title,
      primaryCategory: category,
      seoUrl: slugify(title),
      city,
      state,
      country,
      locationLabel: [city, state, country].filter(Boolean).join(', '),
      employmentType: 'Full-time',
      summary: `Summary of ${title}`,
      description: values.description ?? `About ${title}.\n\nWhat you will do.`,
      postedDate: values.postedDate ?? '2026-11-01',
      language: values.language ?? 'en',
    })
    .returning();
  if (!job) throw new Error('job not created');
  return { requisition, job };
}

export const TEST_PASSWORD = 'correct horse battery staple';

export async function createCandidate(
  db: Database,
  tenant: Tenant,
  values: Partial<typeof candidates.$inferInsert> & { password?: string } = {},
) {
  const n = next();
  const { password = TEST_PASSWORD, ...rest } = values;
  const uname = rest.uname ?? `candidate${n}@example.com`;
  const [row] = await db
    .insert(candidates)
    .values({
      tenantId: tenant.id,
      uname,
      email: uname,
      firstName: 'Casey',
      lastName: `Candidate${n}`,
      locked: 'f',
      passwordHash: await hashPassword(password),
      // An active account is one whose owner proved the address (decision 0026).
      emailConfirmedAt: (rest.locked ?? 'f') === 'f' ? new Date() : null,
      ...rest,
    })
    .returning();
  if (!row) throw new Error('candidate not created');
  return row;
}

export async function createFolder(
  db: Database,
  tenant: Tenant,
  values: { requisitionId?: number | null; type?: string; name?: string } = {},
) {
  const [row] = await db
    .insert(folders)
    .values({ tenantId: tenant.id, type: 'live', ...values })
    .returning();
  if (!row) throw new Error('folder not created');
  return row;
}

/** An application as a candidate's own submission would make it; `status` says where it is. */
export async function createApplication(
  db: Database,
  values: { tenantId: number; candidateId: number; requisitionId: number; status: string },
) {
  const row = await insertApplication(db, {
    ...values,
    statusId: null,
    dispositionId: null,
    sfxApplicationMethod: 'SFX Application',
    sfxApplicationSource: null,
    submissionSource: null,
    applyDate: new Date(),
    applicationType: 'E',
    submittedByStaffId: null,
    answers: [],
  });
  if (!row) throw new Error('the candidate has applied to this requisition already');
  return row;
}
