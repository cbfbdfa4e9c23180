import type { Candidate } from '@talentgate/domain';

export type ContactField = 'email' | 'phone' | 'location';

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The contact details worth showing, in order, skipping empty ones. */
export function contactLines(candidate: Candidate): Array<{ field: ContactField; value: string }> {
  const region = [candidate.state, candidate.zip].filter(present).join(' ');
  const location = [candidate.city, region, candidate.country].filter(present).join(', ');
  const lines: Array<{ field: ContactField; value: string }> = [
    { field: 'email', value: candidate.email },
  ];
  if (present(candidate.phone1)) lines.push({ field: 'phone', value: candidate.phone1 });
  if (location !== '') lines.push({ field: 'location', value: location });
  return lines;
}
