import type { CandidateRow } from '../candidates/find-candidate.js';

/** The addresses a candidate is known by in tables keyed by address (lower-cased, unique). */
export function candidateAddresses(candidate: Pick<CandidateRow, 'uname' | 'email'>): string[] {
  return [...new Set([candidate.uname, candidate.email].map((address) => address.toLowerCase()))];
}
