/**
 * An HR system over HTTP: POST {url} with `{ "ssn": "123456789", "email": "…" }` (JSON, the
 * tenant's bearer token when it names one) answers 200 `{ "valid": true }` or
 * `{ "valid": false, "reason": "ssn" | "email" }`. Anything else (another status, another
 * body, no answer within the timeout) is HR_SYSTEM_UNAVAILABLE: the check fails closed.
 */
import Type from 'typebox';
import { Value } from 'typebox/value';
import { appError } from '../../errors/catalogue.js';
import type { HrIdentity, HrSystem, HrVerdict } from './hr-system.js';

export interface HttpHrSystemOptions {
  url: string;
  token: string | null;
  timeoutMs: number;
}

const Verdict = Type.Union([
  Type.Object({ valid: Type.Literal(true) }),
  Type.Object({
    valid: Type.Literal(false),
    reason: Type.Union([Type.Literal('ssn'), Type.Literal('email')]),
  }),
]);

/** A verdict is a few bytes; a longer answer is not one. */
const MAX_ANSWER_BYTES = 16_384;

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function verdictOf(response: Response): Promise<HrVerdict> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (response.status !== 200 || declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw appError('HR_SYSTEM_UNAVAILABLE');
  }
  const text = await response.text();
  const body = text.length > MAX_ANSWER_BYTES ? null : parsed(text);
  if (!Value.Check(Verdict, body)) throw appError('HR_SYSTEM_UNAVAILABLE');
  return body.valid ? { valid: true } : { valid: false, reason: body.reason };
}

export function createHttpHrSystem(options: HttpHrSystemOptions): HrSystem {
  return {
    async validate(identity: HrIdentity): Promise<HrVerdict> {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ ssn: identity.ssn, email: identity.email }),
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch {
        throw appError('HR_SYSTEM_UNAVAILABLE');
      }
      return verdictOf(response);
    },
  };
}
