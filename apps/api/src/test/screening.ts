/**
 * Screening set-up the final-submit tests share (screening step, attachment questions,
 * assessments): a job on a given stream with the requisition columns screening reads, the
 * tenant's screening imported from YAML, and a question's ids as a candidate's browser sees them.
 */
import { eq } from 'drizzle-orm';
import type { ScreeningQuestions } from '@talentgate/domain';
import { requisitions } from '../db/schema.js';
import { importScreening } from '../modules/screening/import-screening.js';
import { parseScreeningFile } from '../modules/screening/screening-file.js';
import { createJob } from './factories.js';
import type { FinalSubmitWorld } from './final-submit.js';

type RequisitionColumns = Partial<
  Pick<
    typeof requisitions.$inferInsert,
    'externalKey' | 'assmtPositionCode' | 'screenInMessage' | 'screenOutMessage'
  >
>;

/** An open job of acme applied to through `stream`, with the columns given; its id. */
export async function jobOnStream(
  world: FinalSubmitWorld,
  stream: string,
  columns: RequisitionColumns,
): Promise<number> {
  const db = world.db();
  const { requisition } = await createJob(db, world.acme, {
    applyStreamId: world.streams[stream],
  });
  await db.update(requisitions).set(columns).where(eq(requisitions.id, requisition.id));
  return requisition.id;
}

/** Imports acme's screening from a screening file's text (its requisitions by external key). */
export async function importScreeningText(world: FinalSubmitWorld, text: string): Promise<void> {
  await importScreening(world.db(), world.acme, parseScreeningFile(text));
}

/** The requisition's questions, as the public questions call answers a candidate. */
export async function questionsOf(
  world: FinalSubmitWorld,
  requisitionId: number,
): Promise<ScreeningQuestions> {
  const response = await world.app.inject({
    url: `/rest/public/questions/acme/requisition/${requisitionId}`,
  });
  return response.json<ScreeningQuestions>();
}

/** The first question's id and its "Yes" and "No" options' ids (0 where missing). */
export async function yesNoQuestion(
  world: FinalSubmitWorld,
  requisitionId: number,
): Promise<{ id: number; yes: number; no: number }> {
  const [question] = await questionsOf(world, requisitionId);
  const option = (answer: string) =>
    question?.options.find((one) => one.answer === answer)?.generalOptionId ?? 0;
  return { id: question?.generalQuestionsId ?? 0, yes: option('Yes'), no: option('No') };
}
