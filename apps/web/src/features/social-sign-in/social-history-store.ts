/**
 * The hand-over of a social profile's history to the apply flow (spec 2 §4): the sign-in
 * keeps it in session storage and says so (use-social-prefill.ts listens); the flow's open
 * form takes it once (social-prefill.ts), so a later form does not apply it again.
 */
import type { SocialProfile } from '@talentgate/domain';
import { readStored, removeStored, writeStored } from '../../lib/stored-session';
import { SOCIAL_HISTORY_EVENT } from './use-social-prefill';

export function keepSocialHistory(profile: SocialProfile | undefined): void {
  if (!profile || (profile.workHistory.length === 0 && profile.educationHistory.length === 0))
    return;
  writeStored('socialProfile', profile);
  window.dispatchEvent(new Event(SOCIAL_HISTORY_EVENT));
}

/** The kept profile, removed as it is taken; undefined when none waits. */
export function takeSocialHistory(): unknown {
  const stored = readStored('socialProfile');
  if (stored !== undefined) removeStored('socialProfile');
  return stored;
}
