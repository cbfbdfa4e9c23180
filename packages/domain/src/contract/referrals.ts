import Type from 'typebox';
import { ClientKey } from './common.js';

/** `{client}` of a call that acts on the signed-in candidate. */
export const ReferralClientParams = Type.Object({ client: ClientKey });
export type ReferralClientParams = Type.Static<typeof ReferralClientParams>;

/**
 * The signed-in candidate's own sponsor handle, the `{sponsorHandle}` of the links
 * `/r/{sponsorHandle}/…` they share (spec 1 §2, spec 2 §2), and how many candidates joined or
 * applied through them. `handle` is null until the candidate asks for a link.
 */
export const ReferralLink = Type.Object({
  handle: Type.Union([Type.String(), Type.Null()]),
  referred: Type.Integer({ minimum: 0 }),
});
export type ReferralLink = Type.Static<typeof ReferralLink>;
