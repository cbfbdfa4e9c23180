/**
 * Staff read a hire's onboarding (decision 0047): recruiters and the hiring managers of the
 * requisition see each form's state and saved answers beside the form's fields, sensitive
 * values masked; vendors and other tenants' staff get nothing.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Onboarding, StaffOnboarding } from '@talentgate/domain';
import { requisitionMembers } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { importOnboardingStream } from '../../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  createApplication,
  createCandidate,
  createJob,
  createTenant,
} from '../../test/factories.js';
import { hireWithOnboarding, type Hire } from '../../test/onboarding.js';
import { createStaff, signInStaff } from '../../test/staff.js';
import type { Tenant } from '../tenants/find-tenant.js';

let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let nora: Hire;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const staff: Record<string, string> = {};
let notStartedId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  acme = await createTenant(db, { client: 'acme' });
  const globex = await createTenant(db, { client: 'globex' });
  await importOnboardingStream(db, acme);
  app = await buildTestApp(database);
  nora = await hireWithOnboarding(app, db, acme, 'nora@example.com', {
    country: 'Canada',
    firstName: 'Nora',
    lastName: 'Quinn',
  });
  const applicant = await createCandidate(db, acme, { uname: 'ann@example.com' });
  const { requisition } = await createJob(db, acme);
  const notStarted = await createApplication(db, {
    tenantId: acme.id,
    candidateId: applicant.id,
    requisitionId: requisition.id,
    status: 'Applied',
  });
  notStartedId = notStarted.id;
  for (const role of ['recruiter', 'hiring_manager', 'vendor'] as const) {
    staff[role] = await signInStaff(app, 'acme', await createStaff(db, acme, role));
  }
  const manager = await createStaff(db, acme, 'hiring_manager');
  await db.insert(requisitionMembers).values({
    tenantId: acme.id,
    requisitionId: nora.requisitionId,
    staffUserId: manager.user.id,
    role: 'hiring_manager',
  });
  staff['assignedManager'] = await signInStaff(app, 'acme', manager);
  staff['globexAdmin'] = await signInStaff(app, 'globex', await createStaff(db, globex, 'admin'));
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const readAsStaff = (cookie: string | undefined, applicationId = nora.applicationId) =>
  app.inject({
    method: 'GET',
    url: `/rest/staff/acme/onboarding/application/${applicationId}`,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
  });

async function saveAsHire(formName: string, data: Record<string, unknown>) {
  const url = `/rest/private/onboarding/acme/application/${nora.applicationId}`;
  const headers = { ...XHR, cookie: nora.cookie };
  const read = (await app.inject({ method: 'GET', url, headers })).json<Onboarding>();
  const form = read.forms.find((candidate) => candidate.formName === formName);
  if (!form) throw new Error(`no form ${formName}`);
  const saved = await app.inject({
    method: 'POST',
    url: `${url}/form/${form.applyFormId}`,
    headers,
    payload: { data },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('staff reading a hire’s onboarding', () => {
  it('shows each form’s state, and the saved answers beside their fields, masked', async () => {
    await saveAsHire('Tax withholding (W-4)', {
      filingStatus: 'single',
      dependentsAmount: '2000',
      extraWithholding: '25.50',
      ssn: '123-45-6789',
      ssn_confirm: '123-45-6789',
    });
    const contacts = [{ contactName: 'Olive Quinn', relationship: 'Mother', phone: '4165550123' }];
    await saveAsHire('Emergency contacts', { emergencyContacts: contacts });

    const response = await readAsStaff(staff['recruiter']);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toMatch(/123-?45-?6789/);
    const { onboarding } = response.json<StaffOnboarding>();
    expect(onboarding?.status).toBe('Pending');
    const [w4, emergency, dependents] = onboarding?.forms ?? [];
    // Saved, and pending like every form until all of them are (spec 2 §4).
    expect(w4).toMatchObject({
      formName: 'Tax withholding (W-4)',
      status: 'Pending',
      formDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const valueOf = (name: string) =>
      w4?.answers.find((answer) => answer.field.name === name)?.value;
    expect(valueOf('filingStatus')).toBe('single');
    expect(valueOf('ssn')).toBe('***-**-6789');
    // Each answer comes with its field, whose title and options the console shows.
    const filing = w4?.answers.find((answer) => answer.field.name === 'filingStatus')?.field;
    expect(filing?.title).toBeTruthy();
    expect(emergency?.answers).toEqual([
      expect.objectContaining({
        field: expect.objectContaining({ name: 'emergencyContacts', widget: 'grid' }),
        value: contacts,
      }),
    ]);
    expect(dependents).toMatchObject({ status: 'Pending', formDate: null, answers: [] });
  });

  it('is null for an application whose onboarding has not started', async () => {
    const response = await readAsStaff(staff['recruiter'], notStartedId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ onboarding: null });
  });

  it('is for the requisition’s hiring managers, not others, nor vendors, nor other tenants', async () => {
    expect((await readAsStaff(staff['assignedManager'])).statusCode).toBe(200);
    const otherManager = await readAsStaff(staff['hiring_manager']);
    expect(otherManager.statusCode).toBe(404);
    expect(otherManager.json()).toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
    expect((await readAsStaff(staff['vendor'])).statusCode).toBe(403);
    expect((await readAsStaff(staff['globexAdmin'])).statusCode).toBe(401);
    expect((await readAsStaff(undefined)).statusCode).toBe(401);
    // The hire's own candidate session is no staff session.
    expect((await readAsStaff(nora.cookie)).statusCode).toBe(401);
  });
});
