/**
 * Attachment answers of the screening step (issue 24, decision 0039): the answer `q12@56`
 * names one of the applying candidate's own files. Another candidate's file, another tenant's
 * or a visitor's (who has none yet) is 404 ATTACHMENT_NOT_FOUND, and the final submit leaves
 * no application behind.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Attachment, CompletedAttempt } from '@talentgate/domain';
import { applications, screeningAnswers } from '../../db/schema.js';
import { createCandidate } from '../../test/factories.js';
import { multipart, pdf } from '../../test/files.js';
import { person, useFinalSubmitWorld, XHR } from '../../test/final-submit.js';
import { signInCookie } from '../../test/sign-in.js';
import { importScreeningText, jobOnStream, questionsOf } from '../../test/screening.js';

const world = useFinalSubmitWorld();
let requisitionId = 0;
let questionId = 0;
const files = { jane: 0, john: 0, gil: 0 };
const cookies = { jane: '', john: '' };

const FILE = `
version: 1
questionGroups:
  - key: clinical
    name: Clinical
    questions:
      - key: licence-file
        text: Attach your nursing licence
        type: attachment
        required: true
requisitions:
  - requisition: LICENSED
    questions:
      - { question: licence-file, required: true }
`;

async function upload(client: string, cookie: string): Promise<number> {
  const body = multipart({ attachmentType: 'document' }, { name: 'licence.pdf', bytes: pdf() });
  const response = await world.app.inject({
    method: 'PUT',
    url: `/rest/private/attachment/${client}`,
    headers: { ...XHR, ...body.headers, cookie },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Attachment>().attachmentId;
}

beforeAll(async () => {
  const db = world.db();
  requisitionId = await jobOnStream(world, 'screening-apply', { externalKey: 'LICENSED' });
  await importScreeningText(world, FILE);
  const [question] = await questionsOf(world, requisitionId);
  questionId = question?.generalQuestionsId ?? 0;
  await createCandidate(db, world.acme, { uname: 'john@example.com' });
  cookies.jane = await signInCookie(world.app, 'acme', 'jane@example.com');
  cookies.john = await signInCookie(world.app, 'acme', 'john@example.com');
  files.jane = await upload('acme', cookies.jane);
  files.john = await upload('acme', cookies.john);
  files.gil = await upload('globex', await signInCookie(world.app, 'globex', 'gil@example.com'));
});

/** Applies through the screening stream, answering the question with `attachmentId`. */
async function applyWith(uname: string, attachmentId: number, cookie?: string) {
  const headers = cookie ? { cookie } : {};
  const attemptId = await world.start({ requisitionId }, 'acme', headers);
  const { firstName, lastName, phone1 } = person(uname);
  await world.save(attemptId, 'screening-candidate', {
    firstName,
    lastName,
    uname,
    phone1,
    termsAndPolicy: 't',
  });
  await world.save(attemptId, 'job-screening', {
    screeningAnswers: [`q${questionId}@${attachmentId}`],
  });
  return world.complete(attemptId, {}, 'acme', headers);
}

const applicationsToTheJob = async () => {
  const [row] = await world
    .db()
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.requisitionId, requisitionId));
  return row?.n ?? 0;
};

describe('an attachment answer of the screening step', () => {
  it('refuses another candidate’s file, another tenant’s, and any for a visitor (404)', async () => {
    const cases = [
      { who: 'john’s file', uname: 'jane@example.com', file: files.john, cookie: cookies.jane },
      { who: 'another tenant’s', uname: 'jane@example.com', file: files.gil, cookie: cookies.jane },
      { who: 'a visitor naming jane’s', uname: 'new@example.com', file: files.jane },
    ];
    for (const { who, uname, file, cookie } of cases) {
      const response = await applyWith(uname, file, cookie);
      expect([who, response.statusCode]).toEqual([who, 404]);
      expect(response.json()).toMatchObject({ code: 'ATTACHMENT_NOT_FOUND' });
    }
    // The refused answer rolled the whole submit back.
    expect(await applicationsToTheJob()).toBe(0);
  });

  it('keeps the candidate’s own file as the answer', async () => {
    const response = await applyWith('jane@example.com', files.jane, cookies.jane);
    expect(response.statusCode, response.body).toBe(200);
    const completed = response.json<CompletedAttempt>();
    expect(completed.screening).toEqual({ result: 450, message: null });
    const kept = await world
      .db()
      .select({ attachmentId: screeningAnswers.attachmentId })
      .from(screeningAnswers)
      .where(
        and(
          eq(screeningAnswers.applicationId, completed.applicationId ?? 0),
          eq(screeningAnswers.generalQuestionId, questionId),
        ),
      );
    expect(kept).toEqual([{ attachmentId: files.jane }]);
  });
});
