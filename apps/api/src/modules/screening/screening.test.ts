import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreeningQuestions, ScreeningResult } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createJob, createTenant } from '../../test/factories.js';
import { startCandidateFlow } from '../../test/new-candidate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { importScreening } from './import-screening.js';
import { exportScreening } from './export-screening.js';
import { parseScreeningFile, ScreeningFileError } from './screening-file.js';
import { screeningResultOf } from './screening-service.js';
import { requisitions } from '../../db/schema.js';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { runScreeningCommand, SCREENING_SCHEMA_PATH } from './screening-command.js';

let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let knockoutJob: number;
let plainJob: number;
let unscreenedJob: number;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

const FILE = `
version: 1
questionGroups:
  - key: general
    name: General
    questions:
      - key: work-permit
        text: Are you allowed to work here?
        textTranslations: { es: ¿Puede trabajar aquí? }
        type: single
        required: true
        options:
          - { key: 'yes', answer: 'Yes', score: 1 }
          - { key: 'no', answer: 'No', knockout: true }
      - key: start-date
        text: When could you start?
        type: date
  - key: engineering
    name: Engineering
    questions:
      - key: years
        text: Years of experience
        type: single
        options:
          - { key: none, answer: None }
          - { key: some, answer: 1-5 years, score: 2 }
          - { key: many, answer: More than 5 years, score: 3 }
      - key: tools
        text: Tools you use
        type: VCheck
        options:
          - { key: git, answer: Git, score: 1 }
          - { key: make, answer: Make, score: 1 }
      - key: note
        text: Anything else?
        type: text
      - key: salary
        text: Expected salary
        type: number
requisitions:
  - requisition: REQ-KNOCKOUT
    questionGroup: general
    questions:
      - { question: years, required: true, knockout: [none] }
      - { question: tools }
      - { question: salary }
    passRule: { minimumScore: 4 }
  - requisition: REQ-PLAIN
    questions:
      - { question: note, required: true }
`;

async function keyed(tenant: Tenant, key: string) {
  const { requisition } = await createJob(database.handle.db, tenant);
  await database.handle.db
    .update(requisitions)
    .set({
      externalKey: key,
      screenInMessage: 'Great, you qualify!',
      screenOutMessage: 'Thank you for your interest.',
    })
    .where(eq(requisitions.id, requisition.id));
  return requisition.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  acme = await createTenant(db, { client: 'acme' });
  await createTenant(db, { client: 'globex' });
  knockoutJob = await keyed(acme, 'REQ-KNOCKOUT');
  plainJob = await keyed(acme, 'REQ-PLAIN');
  unscreenedJob = (await createJob(db, acme)).requisition.id;
  await importScreening(db, acme, parseScreeningFile(FILE));
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const questionsOf = async (requisitionId: number, client = 'acme') =>
  app.inject({ url: `/rest/public/questions/${client}/requisition/${requisitionId}` });

/** A new candidate's application to the job, and their token. */
async function applied(uname: string, requisitionId: number) {
  const { candidate, authorization } = await startCandidateFlow(app, 'acme', { uname });
  const response = await app.inject({
    method: 'PUT',
    url: '/rest/private/application/acme',
    headers: { ...XHR, authorization },
    payload: { candidateId: candidate.candidateId, requisitionId },
  });
  expect(response.statusCode).toBe(201);
  return {
    candidateId: candidate.candidateId,
    applicationId: response.json<{ applicationId: number }>().applicationId,
    authorization,
  };
}

const answer = (applicationId: number, authorization: string, payload: object, client = 'acme') =>
  app.inject({
    method: 'POST',
    url: `/rest/private/dynamic/answer/${client}?applicationId=${applicationId}`,
    headers: { ...XHR, authorization },
    payload,
  });

async function knockoutQuestions() {
  const questions = (await questionsOf(knockoutJob)).json<ScreeningQuestions>();
  const byText = (text: string) => {
    const found = questions.find((question) => question.text === text);
    if (!found) throw new Error(`no question ${text}`);
    return found;
  };
  const option = (text: string, answerText: string) => {
    const found = byText(text).options.find((candidate) => candidate.answer === answerText);
    if (!found) throw new Error(`no option ${answerText}`);
    return found.generalOptionId;
  };
  return { questions, byText, option };
}

describe('screening questions', () => {
  it('lists the group\u2019s general questions, then the requisition\u2019s, without scores', async () => {
    const response = await questionsOf(knockoutJob);
    expect(response.statusCode).toBe(200);
    const questions = response.json<ScreeningQuestions>();
    expect(questions.map((question) => [question.text, question.type, question.required])).toEqual([
      ['Are you allowed to work here?', 'single', true],
      ['When could you start?', 'date', false],
      ['Years of experience', 'single', true],
      ['Tools you use', 'VCheck', false],
      ['Expected salary', 'number', false],
    ]);
    expect(questions[0]?.textTranslations).toEqual({ es: '¿Puede trabajar aquí?' });
    expect(JSON.stringify(questions)).not.toMatch(/score|knockout/);
    expect((await questionsOf(unscreenedJob)).json()).toEqual([]);
    expect((await questionsOf(knockoutJob, 'globex')).statusCode).toBe(404);
  });
});

describe('screening answers and results', () => {
  it('qualifies (450) with the screen values and the screen-in message', async () => {
    const { byText, option } = await knockoutQuestions();
    const { candidateId, applicationId, authorization } = await applied(
      'pass@example.com',
      knockoutJob,
    );
    const response = await answer(applicationId, authorization, [
      {
        generalQuestionsId: byText('Are you allowed to work here?').generalQuestionsId,
        generalOptionIds: [option('Are you allowed to work here?', 'Yes')],
      },
      {
        generalQuestionsId: byText('When could you start?').generalQuestionsId,
        answer: '2027-01-04',
      },
      {
        generalQuestionsId: byText('Years of experience').generalQuestionsId,
        generalOptionIds: [option('Years of experience', '1-5 years')],
      },
      {
        generalQuestionsId: byText('Tools you use').generalQuestionsId,
        generalOptionIds: [option('Tools you use', 'Git')],
      },
      { generalQuestionsId: byText('Expected salary').generalQuestionsId, answer: '50000' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json<ScreeningResult>()).toEqual({
      applicationId,
      hasQualified: true,
      result: 450,
      reqScreenValue: 3,
      generalScreenValue: 1,
      totalScreenValue: 4,
      message: 'Great, you qualify!',
    });
    expect(await screeningResultOf(database.handle.db, acme, applicationId)).toBe(450);
    const application = await app.inject({
      url: `/rest/private/application/id/acme/${applicationId}`,
      headers: { authorization },
    });
    expect(application.json()).toMatchObject({
      reqScreenValue: 3,
      generalScreenValue: 1,
      totalScreenValue: 4,
    });
    const result = await app.inject({
      url: `/rest/private/screening/result/acme?candidateId=${candidateId}&applicationId=${applicationId}`,
      headers: { authorization },
    });
    expect(result.json()).toMatchObject({ result: 450, hasQualified: true });
    const again = await answer(applicationId, authorization, []);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SCREENING_ALREADY_ANSWERED' });
  });

  it('does not qualify (500) on a knockout answer, whatever the score', async () => {
    const { byText, option } = await knockoutQuestions();
    const { applicationId, authorization } = await applied('knocked@example.com', knockoutJob);
    const response = await answer(applicationId, authorization, [
      {
        generalQuestionsId: byText('Are you allowed to work here?').generalQuestionsId,
        generalOptionIds: [option('Are you allowed to work here?', 'Yes')],
      },
      {
        generalQuestionsId: byText('Years of experience').generalQuestionsId,
        generalOptionIds: [option('Years of experience', 'None')],
      },
      {
        generalQuestionsId: byText('Tools you use').generalQuestionsId,
        generalOptionIds: [option('Tools you use', 'Git'), option('Tools you use', 'Make')],
      },
    ]);
    expect(response.json<ScreeningResult>()).toMatchObject({
      result: 500,
      hasQualified: false,
      totalScreenValue: 3,
      message: 'Thank you for your interest.',
    });
    expect(await screeningResultOf(database.handle.db, acme, applicationId)).toBe(500);
  });

  it('does not qualify (500) below the pass rule', async () => {
    const { byText, option } = await knockoutQuestions();
    const { applicationId, authorization } = await applied('low@example.com', knockoutJob);
    const response = await answer(applicationId, authorization, [
      {
        generalQuestionsId: byText('Are you allowed to work here?').generalQuestionsId,
        generalOptionIds: [option('Are you allowed to work here?', 'Yes')],
      },
      {
        generalQuestionsId: byText('Years of experience').generalQuestionsId,
        generalOptionIds: [option('Years of experience', '1-5 years')],
      },
    ]);
    expect(response.json<ScreeningResult>()).toMatchObject({
      result: 500,
      totalScreenValue: 3,
    });
  });

  it('gives no result (null) where the requisition has no screening', async () => {
    const { applicationId, authorization } = await applied('none@example.com', unscreenedJob);
    const response = await answer(applicationId, authorization, []);
    expect(response.json<ScreeningResult>()).toMatchObject({
      result: null,
      hasQualified: null,
      message: null,
    });
    expect(await screeningResultOf(database.handle.db, acme, applicationId)).toBeNull();
    const stray = await answer(applicationId, authorization, [
      { generalQuestionsId: 1, answer: 'x' },
    ]);
    expect(stray.statusCode).toBe(400);
    expect(stray.json()).toMatchObject({ code: 'SCREENING_ANSWER_INVALID' });
  });

  it('refuses missing required answers and answers that do not fit, keeping nothing', async () => {
    const { byText, option } = await knockoutQuestions();
    const { applicationId, authorization } = await applied('wrong@example.com', knockoutJob);
    const permit = byText('Are you allowed to work here?').generalQuestionsId;
    const yes = {
      generalQuestionsId: permit,
      generalOptionIds: [option('Are you allowed to work here?', 'Yes')],
    };
    const missing = await answer(applicationId, authorization, [yes]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'SCREENING_ANSWER_REQUIRED',
      field: `generalQuestionsId:${byText('Years of experience').generalQuestionsId}`,
    });
    const years = byText('Years of experience').generalQuestionsId;
    const cases: object[] = [
      [yes, { generalQuestionsId: years, generalOptionIds: [option('Tools you use', 'Git')] }],
      [
        yes,
        {
          generalQuestionsId: years,
          generalOptionIds: [
            option('Years of experience', 'None'),
            option('Years of experience', '1-5 years'),
          ],
        },
      ],
      [yes, { generalQuestionsId: years, answer: 'ten' }],
      [yes, yes],
      [
        {
          generalQuestionsId: byText('When could you start?').generalQuestionsId,
          answer: '2027-02-30',
        },
      ],
      [{ generalQuestionsId: byText('Expected salary').generalQuestionsId, answer: 'lots' }],
    ];
    for (const payload of cases) {
      const response = await answer(applicationId, authorization, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ code: string }>().code).toMatch(
        /^SCREENING_ANSWER_(INVALID|REQUIRED)$/,
      );
    }
    const malformed = await answer(applicationId, authorization, { answers: 'all' });
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(await screeningResultOf(database.handle.db, acme, applicationId)).toBeNull();
  });

  it('takes a required text answer on the plain requisition (450 with no pass rule)', async () => {
    const [note] = (await questionsOf(plainJob)).json<ScreeningQuestions>();
    const { applicationId, authorization } = await applied('plain@example.com', plainJob);
    const blank = await answer(applicationId, authorization, [
      { generalQuestionsId: note?.generalQuestionsId, answer: '  ' },
    ]);
    expect(blank.json()).toMatchObject({ code: 'SCREENING_ANSWER_REQUIRED' });
    const response = await answer(applicationId, authorization, [
      { generalQuestionsId: note?.generalQuestionsId, answer: 'Hello' },
    ]);
    expect(response.json()).toMatchObject({ result: 450, totalScreenValue: 0 });
  });
});

describe('screening belongs to the candidate and the tenant', () => {
  it('refuses another candidate, another tenant and no one', async () => {
    const owner = await applied('owner@example.com', plainJob);
    const other = await applied('other@example.com', unscreenedJob);
    const asOther = await answer(owner.applicationId, other.authorization, []);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json()).toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
    expect((await answer(owner.applicationId, owner.authorization, [], 'globex')).statusCode).toBe(
      401,
    );
    const anonymous = await app.inject({
      method: 'POST',
      url: `/rest/private/dynamic/answer/acme?applicationId=${owner.applicationId}`,
      headers: XHR,
      payload: [],
    });
    expect(anonymous.statusCode).toBe(401);
    const readAsOther = await app.inject({
      url: `/rest/private/screening/result/acme?candidateId=${owner.candidateId}&applicationId=${owner.applicationId}`,
      headers: { authorization: other.authorization },
    });
    expect(readAsOther.statusCode).toBe(404);
    const readOthersApplication = await app.inject({
      url: `/rest/private/screening/result/acme?candidateId=${other.candidateId}&applicationId=${owner.applicationId}`,
      headers: { authorization: other.authorization },
    });
    expect(readOthersApplication.statusCode).toBe(404);
    expect(
      await screeningResultOf(database.handle.db, { id: acme.id + 1 }, owner.applicationId),
    ).toBeNull();
  });
});

describe('screening file', () => {
  it('exports what it imported, and imports the export unchanged', async () => {
    const exported = await exportScreening(database.handle.db, acme);
    expect(exported).toEqual(parseScreeningFile(FILE));
  });

  it('names every problem with its place', () => {
    const problems = (text: string) => {
      try {
        parseScreeningFile(text);
        return [];
      } catch (error) {
        if (error instanceof ScreeningFileError) return error.problems;
        throw error;
      }
    };
    expect(
      problems(
        'version: 1\nquestionGroups: []\nrequisitions: [{ requisition: X, questions: [{ question: nope }] }]',
      ),
    ).toEqual(['requisitions/0/questions/0/question: no question "nope"']);
    expect(
      problems(
        'version: 1\nrequisitions: []\nquestionGroups: [{ key: g, name: G, questions: [{ key: q, text: Q, type: single }] }]',
      ),
    ).toEqual(['questionGroups/0/questions/0/options: a single question needs options']);
    expect(
      problems(
        'version: 1\nquestionGroups: [{ key: g, name: G, questions: [{ key: q, text: Q, type: radio }] }]\nrequisitions: []',
      ).length,
    ).toBeGreaterThan(0);
  });

  it('runs as a command: import, export and the schema editors use', async () => {
    let written = '';
    const context = {
      db: database.handle.db,
      workingDir: process.cwd(),
      write: (text: string) => {
        written += text;
      },
    };
    await runScreeningCommand(['export', 'acme'], context);
    expect(parseScreeningFile(written)).toEqual(parseScreeningFile(FILE));
    written = '';
    await runScreeningCommand(['schema'], context);
    expect(written).toBe(await readFile(SCREENING_SCHEMA_PATH, 'utf8'));
    await expect(runScreeningCommand(['import', 'nobody', 'x.yaml'], context)).rejects.toThrow(
      /No tenant/,
    );
  });
});
