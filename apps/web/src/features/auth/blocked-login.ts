/**
 * Blocked login (spec 1 §4): a signed-in user who is not a returning user (a candidate made
 * during an application) may not sign in with a password. The wording differs when the stored
 * application URL is the page the user is on.
 */
export type BlockedLoginVariant = 'thisApplication' | 'otherApplication';

export function blockedLoginVariant(applicationUrl: unknown, currentUrl: string) {
  const variant: BlockedLoginVariant =
    typeof applicationUrl === 'string' && applicationUrl === currentUrl
      ? 'thisApplication'
      : 'otherApplication';
  return variant;
}
