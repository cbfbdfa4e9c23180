/**
 * The built-in assessment vendor (issue 24, decision 0042): a vendor served by the site
 * itself, so the demo works end to end without a contract with anyone. It behaves as an
 * outside vendor would: it knows its tests by reference, never reads the site's assessment
 * rows, and reports a finished test only through the signed status callback, delivered to
 * the same route, headers and checks an outside vendor's POST meets.
 */
import { randomUUID } from 'node:crypto';
import type { TakeAnswersBody, TakeTest } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { forgetId, rememberIdOnce, wasIdSeen } from '../../stores/assessment-store.js';
import type { Tenant } from '../tenants/find-tenant.js';
import type { SigningKeys } from '../tokens/signing-keys.js';
import { builtinTestFor, scoreBuiltinTest, type BuiltinTest } from './builtin-tests.js';
import { signCallback } from './callback-signature.js';
import { issueTakeLink, TakeLinkError, verifyTakeLink, type TakeLinkClaims } from './take-link.js';
import type { AssessmentVendor } from './vendor.js';

export const BUILTIN_VENDOR_ID = 'builtin';

/** A status callback as a vendor sends it: the body exactly as signed, and its headers. */
export interface SignedCallback {
  rawBody: string;
  timestamp: number;
  signature: string;
}

/** Posts a signed callback to the site's callback route; rejects unless it was accepted. */
export type DeliverCallback = (client: string, callback: SignedCallback) => Promise<void>;

export function createBuiltinVendor(keys: SigningKeys, callbackSecret: Buffer): AssessmentVendor {
  return {
    id: BUILTIN_VENDOR_ID,
    callbackSecret,
    createAssessment: (_tenant, positionCode) =>
      Promise.resolve({
        reference: `bi-${randomUUID()}`,
        positionLabel: builtinTestFor(positionCode).title.en,
      }),
    startUrl: async ({ tenant, origin }, assessment) => {
      const link = await issueTakeLink(keys, {
        tenantId: tenant.id,
        reference: assessment.reference,
        positionCode: assessment.positionCode,
      });
      return `${origin}/apply/assessment/take/?link=${encodeURIComponent(link)}`;
    },
  };
}

async function claimsOf(keys: SigningKeys, tenant: Tenant, link: string): Promise<TakeLinkClaims> {
  try {
    return await verifyTakeLink(keys, link, tenant.id);
  } catch (error) {
    if (!(error instanceof TakeLinkError)) throw error;
    if (error.problem === 'expired') throw appError('ASSESSMENT_LINK_EXPIRED');
    // Another site's genuine link: as if the assessment did not exist here.
    if (error.problem === 'other-tenant') throw appError('ASSESSMENT_NOT_FOUND');
    throw appError('ASSESSMENT_LINK_INVALID');
  }
}

/** The vendor's own record that a test was answered (it keeps no other state). */
const answeredId = (claims: TakeLinkClaims) => `take:${claims.tenantId}:${claims.reference}`;

function presentTest(test: BuiltinTest, completed: boolean): TakeTest {
  const { en, ...titleTranslations } = test.title;
  return {
    title: en,
    titleTranslations,
    completed,
    questions: completed
      ? []
      : test.questions.map((question) => {
          const { en: text, ...textTranslations } = question.text;
          return {
            questionId: question.id,
            text,
            textTranslations,
            options: question.options.map((option) => {
              const { en: optionText, ...optionTranslations } = option.text;
              return {
                optionId: option.id,
                text: optionText,
                textTranslations: optionTranslations,
              };
            }),
          };
        }),
  };
}

export interface TakeContext {
  db: Database;
  keys: SigningKeys;
  tenant: Tenant;
}

/** The test a link opens, without its right answers; no questions once it is answered. */
export async function showBuiltinTest(context: TakeContext, link: string): Promise<TakeTest> {
  const claims = await claimsOf(context.keys, context.tenant, link);
  const completed = await wasIdSeen(context.db, answeredId(claims), new Date());
  return presentTest(builtinTestFor(claims.positionCode), completed);
}

/**
 * Scores the answers once per test and reports `completed` with the score to the site by a
 * signed callback. A second submission of the same test is refused.
 */
export async function submitBuiltinTest(
  context: TakeContext & { secret: Buffer; deliver: DeliverCallback },
  body: TakeAnswersBody,
  now = new Date(),
): Promise<TakeTest> {
  const claims = await claimsOf(context.keys, context.tenant, body.link);
  const test = builtinTestFor(claims.positionCode);
  const score = scoreBuiltinTest(test, body.answers);
  if (score === null) throw appError('ASSESSMENT_ANSWERS_INVALID');
  const first = await rememberIdOnce(
    context.db,
    answeredId(claims),
    new Date(claims.expiresAt * 1000),
    now,
  );
  if (!first) throw appError('ASSESSMENT_COMPLETED');
  const rawBody = JSON.stringify({
    deliveryId: randomUUID(),
    reference: claims.reference,
    status: 'completed',
    score,
  });
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    await context.deliver(context.tenant.client, {
      rawBody,
      timestamp,
      signature: signCallback(context.secret, timestamp, rawBody),
    });
  } catch (error) {
    // Not reported, so not done: the candidate may submit again.
    await forgetId(context.db, answeredId(claims));
    throw error;
  }
  return presentTest(test, true);
}
