/**
 * Where a finished social sign-in leads (spec 1 §4 step 4, spec 2 §4): a merge to
 * /profile/edit/, an application reloads its page, a microsite shows its thank-you, a first
 * social sign-in /profile/thank-you/, otherwise the saved path, else /profile/.
 */
import { localizePath, thankYouPath, type SocialSource } from '@talentgate/domain';
import { isSafeReturnPath } from '../auth/sign-in-target';

export interface SocialRedirectInput {
  merged: boolean;
  firstLogin: boolean;
  source: SocialSource;
  /** The path saved when the sign-in started (the page it started on). */
  savedPath: unknown;
  language: string;
}

export function socialRedirect(input: SocialRedirectInput): string {
  const saved = isSafeReturnPath(input.savedPath) ? input.savedPath : null;
  if (input.merged) return localizePath('/profile/edit/', input.language);
  if (input.source === 'applying' && saved) return saved;
  if (input.source === 'microsite' && saved) return thankYouPath(saved);
  if (input.firstLogin) return localizePath('/profile/thank-you/', input.language);
  return saved ?? localizePath('/profile/', input.language);
}
