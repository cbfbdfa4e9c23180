/** A hired candidate whose onboarding has started (decision 0047), signed in, for tests. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { applications } from '../db/schema.js';
import { startOnboarding } from '../modules/onboarding/start-onboarding.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import { createCandidate, createJob } from './factories.js';
import { signInCookie } from './sign-in.js';

export interface Hire {
  candidateId: number;
  applicationId: number;
  requisitionId: number;
  cookie: string;
  email: string;
}

export const ONBOARDING_ORIGIN = 'http://jobs.acme.test';

export async function hireWithOnboarding(
  app: FastifyInstance,
  db: Database,
  tenant: Tenant,
  uname: string,
  values: { country: string; firstName: string; lastName: string },
): Promise<Hire> {
  const candidate = await createCandidate(db, tenant, { uname, phone1: '5125550100', ...values });
  const { requisition } = await createJob(db, tenant);
  const [application] = await db
    .insert(applications)
    .values({
      tenantId: tenant.id,
      candidateId: candidate.id,
      requisitionId: requisition.id,
      status: 'Hired',
      sfxApplicationMethod: 'web',
      applyDate: new Date(),
      applicationType: 'E',
    })
    .returning({ id: applications.id });
  if (!application) throw new Error('no application');
  await startOnboarding(db, { tenant, origin: ONBOARDING_ORIGIN }, application.id);
  return {
    candidateId: candidate.id,
    applicationId: application.id,
    requisitionId: requisition.id,
    cookie: await signInCookie(app, tenant.client, uname),
    email: uname,
  };
}
