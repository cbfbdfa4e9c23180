import type { Candidate } from '@talentgate/domain';

/** "First Last", or the username when the profile has no name. */
export function displayName(candidate: Pick<Candidate, 'firstName' | 'lastName' | 'uname'>) {
  const name = [candidate.firstName, candidate.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? candidate.uname : name;
}
