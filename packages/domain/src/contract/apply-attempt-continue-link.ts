/**
 * Save and resume on another device (docs/decisions/0017): the visitor asks for a link by
 * e-mail for the attempt they hold (X-Apply-Attempt), and the link's single-use token is
 * exchanged on the new device for the attempt under a new secret id.
 */
import Type from 'typebox';
import { ApplyAttemptSecret, ReturningApplyAttempt } from './apply-attempts.js';

/**
 * The link's token (43 base64url characters, 32 random bytes). Any string is taken, so that an
 * edited or cut link is refused with the link's own code (CONTINUE_LINK_INVALID).
 */
export const ContinueLinkToken = Type.String({ maxLength: 256 });

/**
 * Ask for a continue link (POST /rest/public/apply/{client}/attempt/continue-link, with
 * X-Apply-Attempt). `path` is the flow page the visitor is on (path and query, language
 * prefix included); only a same-site apply, join or job-alert page is accepted.
 */
export const RequestContinueLinkBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    /** The page language: the e-mail is written in it when the site offers it. */
    language: Type.String({ pattern: '^[a-z]{2}$' }),
    path: Type.String({ minLength: 1, maxLength: 512 }),
    /** The tenant's captcha answer, required when the tenant has a captcha configured. */
    captchaToken: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
  },
  { additionalProperties: false },
);
export type RequestContinueLinkBody = Type.Static<typeof RequestContinueLinkBody>;

/**
 * The same answer whether or not an e-mail went out (an attempt sends at most a few per hour),
 * so the answer says nothing about the address or the limit.
 */
export const ContinueLinkRequested = Type.Object({
  status: Type.Literal('accepted'),
  /** How long a link works, in hours. */
  lifetimeHours: Type.Integer(),
});
export type ContinueLinkRequested = Type.Static<typeof ContinueLinkRequested>;

/** Exchange a link's token (POST /rest/public/apply/{client}/attempt/continue). */
export const ContinueAttemptBody = Type.Object(
  { token: ContinueLinkToken },
  { additionalProperties: false },
);
export type ContinueAttemptBody = Type.Static<typeof ContinueAttemptBody>;

/**
 * The attempt and its new secret id, given only this once. The id the first device held no
 * longer works: the application moves to the device that opened the link.
 */
export const ContinuedApplyAttempt = Type.Object({
  ...ReturningApplyAttempt.properties,
  attemptId: ApplyAttemptSecret,
});
export type ContinuedApplyAttempt = Type.Static<typeof ContinuedApplyAttempt>;
