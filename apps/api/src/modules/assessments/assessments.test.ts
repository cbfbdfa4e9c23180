/**
 * Assessments (issue 24, decision 0042): created per position code at the final submit only
 * for a qualified application (450, or no screening configured), none for 500; started
 * (inprocess, the URL as text), taken through the built-in vendor, whose signed callback
 * completes them; the skip rule; the callback's signature, window and replay checks; the
 * step's temporary token (audience, expiry, scope, logout); tenant and candidate scoping.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Assessment,
  AssessmentStepLeft,
  CompletedAttempt,
  TakeTest,
} from '@talentgate/domain';
import { candidateAssessments } from '../../db/schema.js';
import { person, useFinalSubmitWorld, XHR } from '../../test/final-submit.js';
import { importScreeningText, jobOnStream, yesNoQuestion } from '../../test/screening.js';
import { signInCookie } from '../../test/sign-in.js';
import { issueToken } from '../tokens/tokens.js';
import { BUILTIN_VENDOR_ID } from './builtin-vendor.js';
import { signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './callback-signature.js';

const world = useFinalSubmitWorld();
/** Full apply, no screening, two position codes. */
let plainJob = 0;
/** Screening with a knockout, one position code. */
let screenedJob = 0;
/** Screening configured, applied to through a stream without its step: answered later. */
let laterJob = 0;
let licence = { id: 0, yes: 0, no: 0 };

const SCREENING = `
version: 1
questionGroups:
  - key: clinical
    name: Clinical
    questions:
      - key: licence
        text: Do you hold a licence?
        type: single
        required: true
        options:
          - { key: 'yes', answer: 'Yes' }
          - { key: 'no', answer: 'No' }
requisitions:
  - requisition: SCREENED
    questions:
      - { question: licence, required: true, knockout: ['no'] }
  - requisition: SCREENED-LATER
    questions:
      - { question: licence, required: true, knockout: ['no'] }
`;

beforeAll(async () => {
  plainJob = await jobOnStream(world, 'full-apply', {
    assmtPositionCode: 'RT-CLINICAL, WORK-STYLE,,RT-CLINICAL',
  });
  screenedJob = await jobOnStream(world, 'screening-apply', {
    externalKey: 'SCREENED',
    assmtPositionCode: 'RT-CLINICAL',
  });
  laterJob = await jobOnStream(world, 'full-apply', {
    externalKey: 'SCREENED-LATER',
    assmtPositionCode: 'WORK-STYLE',
  });
  await importScreeningText(world, SCREENING);
  licence = await yesNoQuestion(world, screenedJob);
});

let sequence = 0;
const newEmail = () => `assess${(sequence += 1)}@example.com`;

/** A new candidate's full apply to the plain job: the final submit's answer. */
async function applyPlain(): Promise<CompletedAttempt> {
  const attemptId = await world.fullApply(newEmail(), plainJob);
  const response = await world.complete(attemptId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompletedAttempt>();
}

async function applyScreened(answer: 'yes' | 'no'): Promise<CompletedAttempt> {
  const attemptId = await world.start({ requisitionId: screenedJob });
  const { firstName, lastName, phone1 } = person('');
  await world.save(attemptId, 'screening-candidate', {
    firstName,
    lastName,
    uname: newEmail(),
    phone1,
    termsAndPolicy: 't',
  });
  await world.save(attemptId, 'job-screening', {
    screeningAnswers: [`q${licence.id}:o${licence[answer]}`],
  });
  const response = await world.complete(attemptId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompletedAttempt>();
}

const temporary = (completed: CompletedAttempt) => ({
  authorization: `Temporary ${completed.assessments?.token?.token ?? ''}`,
});

function call(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return world.app.inject({ method, url, headers: { ...XHR, ...headers } });
}

const list = (client: string, candidateId: number, headers: Record<string, string>, query = '') =>
  call(
    'GET',
    `/rest/private/candidate/${client}/assessment/candidate/${candidateId}${query}`,
    headers,
  );
const start = (client: string, assessmentId: number, headers: Record<string, string>) =>
  call('POST', `/rest/private/candidate/${client}/assessment/start/${assessmentId}`, headers);
const skip = (client: string, applicationId: number, headers: Record<string, string>) =>
  call('POST', `/rest/private/candidate/${client}/assessment/skip/${applicationId}`, headers);

/** Answers the built-in test its link opens: every right answer but the first. */
async function takeBuiltin(url: string): Promise<LightMyRequestResponse> {
  const link = new URL(url).searchParams.get('link') ?? '';
  const shown = await world.app.inject({
    method: 'POST',
    url: '/rest/public/assessment/acme/take/test',
    headers: XHR,
    payload: { link },
  });
  expect(shown.statusCode, shown.body).toBe(200);
  const test = shown.json<TakeTest>();
  expect(test.completed).toBe(false);
  expect(test.questions.length).toBe(3);
  return world.app.inject({
    method: 'POST',
    url: '/rest/public/assessment/acme/take/answers',
    headers: XHR,
    payload: {
      link,
      answers: test.questions.map((question) => ({
        questionId: question.questionId,
        optionId: question.options[0]?.optionId ?? '',
      })),
    },
  });
}

function secret(): Buffer {
  const vendor = world.app.assessmentVendors.find(BUILTIN_VENDOR_ID);
  if (!vendor) throw new Error('no built-in vendor');
  return vendor.callbackSecret;
}

async function referenceOf(assessmentId: number): Promise<string> {
  const [row] = await world
    .db()
    .select({ reference: candidateAssessments.vendorReference })
    .from(candidateAssessments)
    .where(eq(candidateAssessments.id, assessmentId));
  return row?.reference ?? '';
}

function callback(
  body: Record<string, unknown>,
  options: { timestamp?: number; signature?: string; client?: string } = {},
) {
  const rawBody = JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  return world.app.inject({
    method: 'POST',
    url: `/rest/public/assessment/${options.client ?? 'acme'}/callback/${BUILTIN_VENDOR_ID}`,
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: options.signature ?? signCallback(secret(), timestamp, rawBody),
    },
    payload: rawBody,
  });
}

describe('creating assessments at the final submit', () => {
  it('creates one per position code (split by comma) when there is no screening', async () => {
    const completed = await applyPlain();
    expect(completed.assessments?.count).toBe(2);
    const listed = (await list('acme', completed.candidateId, temporary(completed))).json<
      Assessment[]
    >();
    expect(listed.map((one) => [one.vendorPositionCode, one.testStatus])).toEqual([
      ['RT-CLINICAL', 'invited'],
      ['WORK-STYLE', 'invited'],
    ]);
    expect(listed[0]?.positionLabel).toBe('Respiratory care essentials');
    expect(listed.every((one) => one.applicationId === completed.applicationId)).toBe(true);
  });

  it('creates them for a screening result of 450 and none for 500', async () => {
    const qualified = await applyScreened('yes');
    expect(qualified.screening?.result).toBe(450);
    expect(qualified.assessments?.count).toBe(1);
    const knockedOut = await applyScreened('no');
    expect(knockedOut.screening?.result).toBe(500);
    expect(knockedOut.assessments).toBeUndefined();
    const rows = await world
      .db()
      .select()
      .from(candidateAssessments)
      .where(eq(candidateAssessments.candidateId, knockedOut.candidateId));
    expect(rows).toEqual([]);
  });

  it('creates none for a job without position codes', async () => {
    const attemptId = await world.fullApply(newEmail());
    const completed = (await world.complete(attemptId)).json<CompletedAttempt>();
    expect(completed.applicationId).not.toBeNull();
    expect(completed.assessments).toBeUndefined();
  });

  it('waits for screening answered after the application, and creates them for its 450', async () => {
    const cookie = await signInCookie(world.app, 'acme', 'jane@example.com');
    const attemptId = await world.fullApply('jane@example.com', laterJob, { cookie });
    const completed = (
      await world.complete(attemptId, {}, 'acme', { cookie })
    ).json<CompletedAttempt>();
    // Screening is configured but not answered yet: no result, no assessments.
    expect(completed.assessments).toBeUndefined();
    const applicationId = completed.applicationId ?? 0;
    const answered = await world.app.inject({
      method: 'POST',
      url: `/rest/private/dynamic/answer/acme?applicationId=${applicationId}`,
      headers: { ...XHR, cookie },
      payload: [{ generalQuestionsId: licence.id, generalOptionIds: [licence.yes] }],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const listed = await list('acme', world.janeId, { cookie }, `?applicationId=${applicationId}`);
    expect(listed.json<Assessment[]>().map((one) => one.vendorPositionCode)).toEqual([
      'WORK-STYLE',
    ]);
  });

  it('gives a signed-in candidate no temporary token: the session takes the assessments', async () => {
    const cookie = await signInCookie(world.app, 'acme', 'jane@example.com');
    const attemptId = await world.fullApply('jane@example.com', plainJob, { cookie });
    const response = await world.complete(attemptId, {}, 'acme', { cookie });
    const completed = response.json<CompletedAttempt>();
    expect(completed.assessments).toEqual({ count: 2 });
    const listed = await list(
      'acme',
      world.janeId,
      { cookie },
      `?applicationId=${completed.applicationId}`,
    );
    expect(listed.json<Assessment[]>().length).toBe(2);
  });
});

describe('taking the assessments', () => {
  it('starts one (inprocess, the URL as text), completes it by the vendor callback, and skips only then', async () => {
    const completed = await applyPlain();
    const auth = temporary(completed);
    const applicationId = completed.applicationId ?? 0;
    const [first, second] = (await list('acme', completed.candidateId, auth)).json<Assessment[]>();
    if (!first || !second) throw new Error('no assessments');

    const refused = await skip('acme', applicationId, auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ASSESSMENTS_NOT_COMPLETED' });

    const started = await start('acme', first.assessmentId, auth);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.headers['content-type']).toMatch(/^text\/plain/);
    expect(started.body).toMatch(/^http:\/\/[^/]+\/apply\/assessment\/take\/\?link=[\w.%-]+$/);
    const afterStart = (await list('acme', completed.candidateId, auth)).json<Assessment[]>();
    expect(afterStart.map((one) => one.testStatus)).toEqual(['inprocess', 'invited']);

    const taken = await takeBuiltin(started.body);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<TakeTest>().completed).toBe(true);
    const [row] = await world
      .db()
      .select()
      .from(candidateAssessments)
      .where(eq(candidateAssessments.id, first.assessmentId));
    expect(row?.testStatus).toBe('completed');
    // The first option of each question: right for the first question only.
    expect(row?.score).toBe(1);
    // Answered once: the same link shows it done and cannot answer again.
    const link = new URL(started.body).searchParams.get('link') ?? '';
    const again = await world.app.inject({
      method: 'POST',
      url: '/rest/public/assessment/acme/take/answers',
      headers: XHR,
      payload: {
        link,
        answers: [
          { questionId: 'rate', optionId: 'a' },
          { questionId: 'device', optionId: 'b' },
          { questionId: 'suction', optionId: 'c' },
        ],
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ASSESSMENT_COMPLETED' });

    // One Completed, one Not Started: still refused. A completed one does not start again.
    expect((await skip('acme', applicationId, auth)).statusCode).toBe(409);
    expect((await start('acme', first.assessmentId, auth)).json()).toMatchObject({
      code: 'ASSESSMENT_COMPLETED',
    });
    const secondUrl = (await start('acme', second.assessmentId, auth)).body;
    expect((await takeBuiltin(secondUrl)).statusCode).toBe(200);

    const left = await skip('acme', applicationId, auth);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json<AssessmentStepLeft>()).toEqual({ applicationId, loggedOut: true });
    // Logged out: the step's token no longer works.
    expect((await list('acme', completed.candidateId, auth)).statusCode).toBe(401);
  });
});

describe('the vendor callback', () => {
  it('accepts a valid signature once, and refuses a bad one, a stale one and a replay', async () => {
    const completed = await applyPlain();
    const [assessment] = (await list('acme', completed.candidateId, temporary(completed))).json<
      Assessment[]
    >();
    const reference = await referenceOf(assessment?.assessmentId ?? 0);
    const body = { deliveryId: 'delivery-0001', reference, status: 'inprocess' };

    const tampered = await callback(body, { signature: 'ab'.repeat(32) });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toMatchObject({ code: 'ASSESSMENT_CALLBACK_SIGNATURE_INVALID' });
    const unsigned = await world.app.inject({
      method: 'POST',
      url: `/rest/public/assessment/acme/callback/${BUILTIN_VENDOR_ID}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.json()).toMatchObject({ code: 'ASSESSMENT_CALLBACK_SIGNATURE_INVALID' });
    const unknownVendor = await world.app.inject({
      method: 'POST',
      url: '/rest/public/assessment/acme/callback/someone',
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: '1',
        [SIGNATURE_HEADER]: 'x',
      },
      payload: JSON.stringify(body),
    });
    expect(unknownVendor.json()).toMatchObject({ code: 'ASSESSMENT_CALLBACK_SIGNATURE_INVALID' });

    const stale = await callback(body, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'ASSESSMENT_CALLBACK_STALE' });
    const future = await callback(body, { timestamp: Math.floor(Date.now() / 1000) + 301 });
    expect(future.json()).toMatchObject({ code: 'ASSESSMENT_CALLBACK_STALE' });

    const accepted = await callback(body);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ reference, testStatus: 'inprocess' });
    const replayed = await callback(body);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toMatchObject({ code: 'ASSESSMENT_CALLBACK_REPLAYED' });

    // Another tenant's path does not reach this tenant's assessment, even signed.
    const away = await callback({ ...body, deliveryId: 'delivery-0002' }, { client: 'globex' });
    expect(away.statusCode).toBe(404);
    // A body changed after signing fails the signature.
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = signCallback(secret(), timestamp, JSON.stringify(body));
    const changed = await callback(
      { ...body, deliveryId: 'delivery-0003', status: 'completed' },
      { timestamp, signature },
    );
    expect(changed.json()).toMatchObject({ code: 'ASSESSMENT_CALLBACK_SIGNATURE_INVALID' });
  });
});

describe('the assessment step’s temporary token', () => {
  it('has its own audience and a short life, and opens nothing else', async () => {
    const completed = await applyPlain();
    const token = completed.assessments?.token;
    if (!token) throw new Error('no token');
    const claims = decodeJwt(token.token);
    expect(claims.aud).toEqual(['assmt']);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(20 * 60);
    expect(token.expiry).toBe((claims.exp ?? 0) * 1000);
    // Not a token of the token call, nor a flow token.
    const auth = temporary(completed);
    expect((await call('GET', '/rest/private/candidate/acme/token/current', auth)).statusCode).toBe(
      401,
    );
    expect(
      (await call('GET', `/rest/private/application/acme/candidate/${completed.candidateId}`, auth))
        .statusCode,
    ).toBe(401);
    // Another tenant's path: 401; another candidate's id: 404.
    expect((await list('globex', completed.candidateId, auth)).statusCode).toBe(401);
    expect((await list('acme', world.janeId, auth)).statusCode).toBe(404);
  });

  it('is refused once expired', async () => {
    const completed = await applyPlain();
    const expired = await issueToken(
      world.app.signingKeys,
      {
        kind: 'assessment',
        tenantId: world.acme.id,
        candidateId: completed.candidateId,
        principal: 'candidate/acme/x',
        audiences: ['assmt'],
        appType: 'Temporary Token',
        purpose: 'assessments',
        generation: 0,
      },
      new Date(Date.now() - 21 * 60_000),
    );
    const response = await list('acme', completed.candidateId, {
      authorization: `Temporary ${expired.token}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('scoping', () => {
  it('keeps each candidate and tenant to their own assessments', async () => {
    const mine = await applyPlain();
    const theirs = await applyPlain();
    const [their] = (await list('acme', theirs.candidateId, temporary(theirs))).json<
      Assessment[]
    >();
    const theirId = their?.assessmentId ?? 0;
    const auth = temporary(mine);
    expect((await start('acme', theirId, auth)).statusCode).toBe(404);
    expect((await skip('acme', theirs.applicationId ?? 0, auth)).statusCode).toBe(404);
    expect((await list('acme', theirs.candidateId, auth)).statusCode).toBe(404);
    // Anonymous: 401 on every candidate call.
    expect((await start('acme', theirId, {})).statusCode).toBe(401);
    expect((await skip('acme', theirs.applicationId ?? 0, {})).statusCode).toBe(401);
    expect((await list('acme', theirs.candidateId, {})).statusCode).toBe(401);
    // Jane, signed in: not theirs either.
    const cookie = await signInCookie(world.app, 'acme', 'jane@example.com');
    expect((await start('acme', theirId, { cookie })).statusCode).toBe(404);
    expect((await list('acme', theirs.candidateId, { cookie })).statusCode).toBe(404);
  });

  it('refuses a tampered take link and another tenant’s', async () => {
    const completed = await applyPlain();
    const [assessment] = (await list('acme', completed.candidateId, temporary(completed))).json<
      Assessment[]
    >();
    const url = (await start('acme', assessment?.assessmentId ?? 0, temporary(completed))).body;
    const link = new URL(url).searchParams.get('link') ?? '';
    const show = (client: string, value: string) =>
      world.app.inject({
        method: 'POST',
        url: `/rest/public/assessment/${client}/take/test`,
        headers: XHR,
        payload: { link: value },
      });
    expect((await show('acme', `${link.slice(0, -4)}AAAA`)).json()).toMatchObject({
      code: 'ASSESSMENT_LINK_INVALID',
    });
    expect((await show('globex', link)).json()).toMatchObject({ code: 'ASSESSMENT_NOT_FOUND' });
  });
});
