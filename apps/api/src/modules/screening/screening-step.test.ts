import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompletedAttempt } from '@talentgate/domain';
import { applications } from '../../db/schema.js';
import { useFinalSubmitWorld } from '../../test/final-submit.js';
import { importScreeningText, jobOnStream, yesNoQuestion } from '../../test/screening.js';

const world = useFinalSubmitWorld();
let requisitionId = 0;
let licence = { id: 0, yes: 0, no: 0 };

const FILE = `
version: 1
questionGroups:
  - key: clinical
    name: Clinical
    questions:
      - key: licence
        text: Do you hold a nursing licence?
        type: single
        required: true
        options:
          - { key: 'yes', answer: 'Yes' }
          - { key: 'no', answer: 'No' }
requisitions:
  - requisition: NURSE
    questions:
      - { question: licence, required: true, knockout: ['no'] }
`;

beforeAll(async () => {
  requisitionId = await jobOnStream(world, 'screening-apply', {
    externalKey: 'NURSE',
    screenOutMessage: 'Thank you for your interest.',
  });
  await importScreeningText(world, FILE);
  licence = await yesNoQuestion(world, requisitionId);
});

async function applyWith(uname: string, screeningAnswers: string[]) {
  const attemptId = await world.start({ requisitionId });
  await world.save(attemptId, 'screening-candidate', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    uname,
    phone1: '+1 (512) 555-0100',
    termsAndPolicy: 't',
  });
  await world.save(attemptId, 'job-screening', { screeningAnswers });
  return world.complete(attemptId);
}

const applicationCount = async () => {
  const [row] = await world
    .db()
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.requisitionId, requisitionId));
  return row?.n ?? 0;
};

describe('the screening step of an apply stream', () => {
  it('scores the answers with the application at the final submit', async () => {
    const passed = await applyWith('yes@example.com', [`q${licence.id}:o${licence.yes}`]);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json<CompletedAttempt>().screening).toEqual({ result: 450, message: null });
    const failed = await applyWith('no@example.com', [`q${licence.id}:o${licence.no}`]);
    expect(failed.json<CompletedAttempt>().screening).toEqual({
      result: 500,
      message: 'Thank you for your interest.',
    });
    // The application's own answers leave the screening out: it has its own rows.
    const [row] = await world
      .db()
      .select({ answers: applications.answers, result: applications.screeningResult })
      .from(applications)
      .where(eq(applications.id, failed.json<CompletedAttempt>().applicationId ?? 0));
    expect(row?.result).toBe(500);
    expect(row?.answers.some((answer) => answer.field === 'screeningAnswers')).toBe(false);
  });

  it('leaves no application when a required question is open or an answer is malformed', async () => {
    const before = await applicationCount();
    const open = await applyWith('open@example.com', []);
    expect(open.statusCode).toBe(400);
    expect(open.json()).toMatchObject({ code: 'SCREENING_ANSWER_REQUIRED' });
    const malformed = await applyWith('odd@example.com', ['anything']);
    expect(malformed.json()).toMatchObject({ code: 'SCREENING_ANSWER_INVALID' });
    expect(await applicationCount()).toBe(before);
  });
});
