/**
 * Spec 2 §5 (onboarding) and the offer's answer (issue 27): a typed signature must equal the
 * first plus the last name. Case, surrounding and repeated spaces and the Unicode form do
 * not count (a person typing their name is not asked to match our casing).
 */
const comparable = (text: string) =>
  text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

export function signatureMatches(
  signature: string,
  firstName: string | null,
  lastName: string | null,
): boolean {
  const expected = comparable(`${firstName ?? ''} ${lastName ?? ''}`);
  return expected !== '' && comparable(signature) === expected;
}
