import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Onboarding, OnboardingForm } from '@talentgate/domain';
import { onboardingW4, outboxEmails } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { importOnboardingStream } from '../../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { hireWithOnboarding, ONBOARDING_ORIGIN, type Hire } from '../../test/onboarding.js';
import { createTenant } from '../../test/factories.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { listOutboxSms } from '../../stores/one-time-code-store.js';
import { exportStream } from '../apply-streams/export-stream.js';
import { importStream } from '../apply-streams/import-stream.js';
import { dayOf, ONBOARDING_DAYS, startOnboarding } from './start-onboarding.js';

let database: TestDatabase;
let app: FastifyInstance;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

let acme: Tenant;
let onboardingStreamId: number;
/** Hired in Canada: no one-time code (the demo stream asks it in the United States only). */
let nora: Hire;
/** Hired in the United States: the signature needs the code first. */
let uma: Hire;
/** Nora's colleague at the same tenant, and someone at another tenant with onboarding too. */
let colleague: Hire;
let stranger: Hire;

const hire = (tenant: Tenant, uname: string, values: Parameters<typeof hireWithOnboarding>[4]) =>
  hireWithOnboarding(app, database.handle.db, tenant, uname, values);

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  acme = await createTenant(db, { client: 'acme' });
  const globex = await createTenant(db, { client: 'globex' });
  onboardingStreamId = await importOnboardingStream(db, acme);
  await importOnboardingStream(db, globex);
  app = await buildTestApp(database);
  nora = await hire(acme, 'nora@example.com', {
    country: 'Canada',
    firstName: 'Nora',
    lastName: 'Quinn',
  });
  uma = await hire(acme, 'uma@example.com', {
    country: 'United States',
    firstName: 'Uma',
    lastName: 'Reyes',
  });
  colleague = await hire(acme, 'colleague@example.com', {
    country: 'Canada',
    firstName: 'Cole',
    lastName: 'League',
  });
  stranger = await hire(globex, 'stranger@example.com', {
    country: 'Canada',
    firstName: 'Stan',
    lastName: 'Ranger',
  });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const onboardingUrl = (client: string, applicationId: number) =>
  `/rest/private/onboarding/${client}/application/${applicationId}`;

const read = async (who: Hire, client = 'acme') =>
  app.inject({
    method: 'GET',
    url: onboardingUrl(client, who.applicationId),
    headers: { ...XHR, cookie: who.cookie },
  });

async function formIdOf(who: Hire, formName: string): Promise<number> {
  const onboarding = (await read(who)).json<Onboarding>();
  const form = onboarding.forms.find((candidate) => candidate.formName === formName);
  if (!form) throw new Error(`no form ${formName}`);
  return form.applyFormId;
}

const save = async (who: Hire, formName: string, data: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `${onboardingUrl('acme', who.applicationId)}/form/${await formIdOf(who, formName)}`,
    headers: { ...XHR, cookie: who.cookie },
    payload: { data },
  });

const W4 = {
  filingStatus: 'single',
  dependentsAmount: '2000',
  extraWithholding: '25.50',
  ssn: '123-45-6789',
  ssn_confirm: '123-45-6789',
};
const I9 = {
  citizenshipStatus: 'citizen',
  documentList: 'BC',
  listBDocument: 'drivers-license',
  listBDocumentNumber: 'D1234567',
  listBIssuingAuthority: 'Ontario',
  listBExpirationDate: '2031-05-01',
  listCDocument: 'birth-certificate',
  listCDocumentNumber: 'BC998877',
  listCIssuingAuthority: 'Toronto',
  preparers: [{ preparerName: 'Pat Helper', role: 'translator' }],
};

describe('starting an onboarding', () => {
  it('creates one pending form per form of the stream and e-mails the link, once', async () => {
    const onboarding = (await read(nora)).json<Onboarding>();
    expect(onboarding.status).toBe('Pending');
    expect(onboarding.forms.map((form) => [form.formName, form.status, form.answers])).toEqual([
      ['Tax withholding (W-4)', 'Pending', null],
      ['Emergency contacts', 'Pending', null],
      ['Dependents', 'Pending', null],
      ['Employment eligibility (I-9)', 'Pending', null],
      ['Agreement and signature', 'Pending', null],
    ]);
    const mails = await database.handle.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, nora.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(
      `${ONBOARDING_ORIGIN}/profile/onboarding/${nora.applicationId}/`,
    );
    const again = await startOnboarding(
      database.handle.db,
      { tenant: acme, origin: ONBOARDING_ORIGIN },
      nora.applicationId,
    );
    expect(again).toBe(false);
    const listed = await app.inject({
      method: 'GET',
      url: `/rest/private/onboarding/acme/candidate/${nora.candidateId}`,
      headers: { ...XHR, cookie: nora.cookie },
    });
    expect(listed.json<OnboardingForm[]>().map((form) => form.applicationId)).toEqual(
      Array(5).fill(nora.applicationId),
    );
  });

  it('gives the hire the days the tenant’s onboarding stream names, 14 without', async () => {
    const db = database.handle.db;
    const hooli = await createTenant(db, { client: 'hooli' });
    await importOnboardingStream(db, hooli, { onboardingDueDays: 7 });
    const hal = await hire(hooli, 'hal@example.com', {
      country: 'Canada',
      firstName: 'Hal',
      lastName: 'Lee',
    });
    const inDays = (days: number) => dayOf(new Date(Date.now() + days * 86_400_000));
    // Each pending form is due then (the dashboard's onboarding tab lists them).
    const dueDateOf = async (who: Hire, client: string) => {
      const listed = await app.inject({
        method: 'GET',
        url: `/rest/private/onboarding/${client}/candidate/${who.candidateId}`,
        headers: { ...XHR, cookie: who.cookie },
      });
      return [...new Set(listed.json<OnboardingForm[]>().map((form) => form.dueDate))];
    };
    expect(await dueDateOf(hal, 'hooli')).toEqual([inDays(7)]);
    expect(await dueDateOf(colleague, 'acme')).toEqual([inDays(ONBOARDING_DAYS)]);
    // The stream file keeps it: exported as imported, and importing it again changes nothing.
    const exported = await exportStream(db, hooli, 'onboarding');
    expect(exported?.onboardingDueDays).toBe(7);
    expect(await importStream(db, hooli, exported)).toBe('unchanged');
  });

  it('starts nothing where the tenant has no onboarding forms', async () => {
    const initech = await createTenant(database.handle.db, { client: 'initech' });
    const hired = await hire(initech, 'ida@example.com', {
      country: 'Canada',
      firstName: 'Ida',
      lastName: 'Tech',
    });
    const response = await app.inject({
      method: 'GET',
      url: onboardingUrl('initech', hired.applicationId),
      headers: { ...XHR, cookie: hired.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ONBOARDING_NOT_FOUND' });
  });
});

describe('scoping', () => {
  it('answers 401 without a session and 404 for another candidate or another tenant', async () => {
    const anonymous = await app.inject({
      method: 'GET',
      url: onboardingUrl('acme', nora.applicationId),
      headers: XHR,
    });
    expect(anonymous.statusCode).toBe(401);
    const byColleague = await app.inject({
      method: 'GET',
      url: onboardingUrl('acme', nora.applicationId),
      headers: { ...XHR, cookie: colleague.cookie },
    });
    expect(byColleague.statusCode).toBe(404);
    const formId = await formIdOf(nora, 'Dependents');
    const write = await app.inject({
      method: 'POST',
      url: `${onboardingUrl('acme', nora.applicationId)}/form/${formId}`,
      headers: { ...XHR, cookie: colleague.cookie },
      payload: { data: {} },
    });
    expect(write.statusCode).toBe(404);
    // The stranger's session is globex's: at acme it is no session at all.
    const crossTenant = await app.inject({
      method: 'GET',
      url: onboardingUrl('acme', stranger.applicationId),
      headers: { ...XHR, cookie: stranger.cookie },
    });
    expect(crossTenant.statusCode).toBe(401);
    // Nora asking globex for the stranger's application: not hers, not found.
    const otherTenant = await app.inject({
      method: 'GET',
      url: onboardingUrl('globex', stranger.applicationId),
      headers: { ...XHR, cookie: nora.cookie },
    });
    expect([401, 404]).toContain(otherTenant.statusCode);
    expect((await read(nora)).json<Onboarding>().forms.every((form) => form.answers === null)).toBe(
      true,
    );
  });
});

describe('the onboarding stream', () => {
  it('is no public apply attempt: only the hire fills it in, through these calls', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/rest/public/apply/acme/attempt',
      headers: XHR,
      payload: { applyStreamId: onboardingStreamId },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'APPLY_STREAM_NOT_FOUND' });
  });
});

describe('saving the forms', () => {
  it('refuses an SSN whose confirmation differs, naming the confirmation field', async () => {
    const response = await save(nora, 'Tax withholding (W-4)', {
      ...W4,
      ssn_confirm: '123-45-6780',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'SSN_MISMATCH',
      field: 'ssn_confirm',
      fields: [{ field: 'ssn_confirm', code: 202 }],
    });
  });

  it('asks for the documents of the list chosen', async () => {
    const { listCDocument: _c, listCDocumentNumber: _n, ...withoutC } = I9;
    const response = await save(nora, 'Employment eligibility (I-9)', withoutC);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: { field: string; message: string }[] }>().fields).toEqual([
      expect.objectContaining({ field: 'listCDocument', message: 'List C document is required.' }),
      expect.objectContaining({
        field: 'listCDocumentNumber',
        message: 'List C document number is required.',
      }),
    ]);
  });

  it('keeps each form in its own table, partially, and completes when all are saved', async () => {
    const w4 = await save(nora, 'Tax withholding (W-4)', W4);
    expect(w4.statusCode).toBe(200);
    const afterW4 = w4.json<Onboarding>();
    expect(afterW4.status).toBe('Pending');
    expect(afterW4.forms[0]?.answers).toMatchObject({ filingStatus: 'single' });
    // The SSN is not among the W-4's kept answers, and no answer shows it whole.
    const [stored] = await database.handle.db
      .select()
      .from(onboardingW4)
      .where(eq(onboardingW4.applicationId, nora.applicationId));
    expect(JSON.stringify(stored?.answers)).not.toContain('6789');
    expect(w4.body).not.toMatch(/123-?45-?6789/);
    expect(afterW4.forms[0]?.answers).toMatchObject({
      ssn: '***-**-6789',
      ssn_confirm: '***-**-6789',
    });
    // Sent back as shown (masked), the form saves and the kept SSN stays.
    const again = await save(nora, 'Tax withholding (W-4)', {
      ...W4,
      filingStatus: 'head-of-household',
      ssn: '***-**-6789',
      ssn_confirm: '***-**-6789',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<Onboarding>().forms[0]?.answers).toMatchObject({
      filingStatus: 'head-of-household',
      ssn: '***-**-6789',
    });
    const revealed = await app.sensitiveData.revealForService(
      database.handle.db,
      { tenantId: acme.id, candidateId: nora.candidateId },
      'ssn',
    );
    expect(revealed).toBe('123456789');

    const contacts = await save(nora, 'Emergency contacts', {
      emergencyContacts: [
        { contactName: 'Olive Quinn', relationship: 'Mother', phone: '4165550123' },
        { contactName: 'Ray Quinn', relationship: 'Brother', phone: '4165550124' },
      ],
    });
    expect(contacts.statusCode).toBe(200);
    // Leaving half-way: what was saved comes back as it was.
    const resumed = (await read(nora)).json<Onboarding>();
    expect(resumed.forms[1]?.answers).toEqual({
      emergencyContacts: [
        { contactName: 'Olive Quinn', relationship: 'Mother', phone: '4165550123' },
        { contactName: 'Ray Quinn', relationship: 'Brother', phone: '4165550124' },
      ],
    });
    expect(resumed.forms[2]?.answers).toBeNull();

    expect((await save(nora, 'Dependents', { dependents: [] })).statusCode).toBe(200);
    expect((await save(nora, 'Employment eligibility (I-9)', I9)).statusCode).toBe(200);

    const mismatch = await save(nora, 'Agreement and signature', {
      agree: 't',
      signature: 'Nora Smith',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      code: 'SIGNATURE_MISMATCH',
      field: 'signature',
      message: 'The signature must be your first and last name.',
    });
    const signed = await save(nora, 'Agreement and signature', {
      agree: 't',
      signature: '  nora   QUINN ',
    });
    expect(signed.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const done = signed.json<Onboarding>();
    expect(done).toMatchObject({ status: 'Completed', dueDate: today });
    expect(done.forms.every((form) => form.status === 'Completed' && form.formDate === today)).toBe(
      true,
    );
    expect(done.forms[3]?.answers).toMatchObject({
      citizenshipStatus: 'citizen',
      listBDocumentNumber: '******67',
      preparers: [{ preparerName: 'Pat Helper', role: 'translator' }],
    });
  });

  it('asks for the one-time code before signing where the form definition says so', async () => {
    const onboarding = (await read(uma)).json<Onboarding>();
    expect(onboarding.otp).toMatchObject({ required: true, verified: false });
    expect(onboarding.forms.map((form) => form.needsCode)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    const response = await save(uma, 'Agreement and signature', {
      agree: 't',
      signature: 'Uma Reyes',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ONBOARDING_CODE_REQUIRED' });
    const after = (await read(uma)).json<Onboarding>();
    expect(after.forms[4]).toMatchObject({ formDate: null, answers: null });

    // The code by SMS (the one-time-codes module), then the signature is taken.
    const sent = await app.inject({
      method: 'POST',
      url: '/rest/private/candidate/acme/one-time-code',
      headers: { ...XHR, cookie: uma.cookie },
      payload: { purpose: 'onboarding' },
    });
    expect(sent.statusCode).toBe(200);
    const [sms] = await listOutboxSms(database.handle.db, 1, '5125550100');
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
    const verified = await app.inject({
      method: 'POST',
      url: '/rest/private/candidate/acme/one-time-code/verify',
      headers: { ...XHR, cookie: uma.cookie },
      payload: { purpose: 'onboarding', code },
    });
    expect(verified.json()).toMatchObject({ verified: true });
    expect((await read(uma)).json<Onboarding>().otp.verified).toBe(true);
    const signed = await save(uma, 'Agreement and signature', {
      agree: 't',
      signature: 'Uma Reyes',
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json<Onboarding>().forms[4]?.answers).toEqual({
      agree: 't',
      signature: 'Uma Reyes',
    });
  });

  it('refuses an SSN the HR system does not accept, keeping nothing', async () => {
    const response = await save(uma, 'Tax withholding (W-4)', {
      ...W4,
      ssn: '000-12-3456',
      ssn_confirm: '000-12-3456',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'HR_VALIDATION_REFUSED', field: 'ssn' });
    expect((await read(uma)).json<Onboarding>().forms[0]?.answers).toBeNull();
  });
});
