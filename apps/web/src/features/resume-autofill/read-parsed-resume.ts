/**
 * The parse call's answer as the autofill reads it. The answer arrives as `unknown` (the
 * resume field does not depend on the parser's contract), so it is read field by field:
 * whatever is missing or of another type counts as empty, and a row without its texts is
 * left out, rather than trusting the shape.
 */
import type { ParsedEducation, ParsedResume, ParsedWork } from '@talentgate/domain';

export type ResumeForAutofill = Pick<ParsedResume, 'education' | 'work'> & {
  contact: Pick<
    ParsedResume['contact'],
    'firstName' | 'lastName' | 'email' | 'phoneDigits' | 'address'
  >;
};

type Record_ = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (from: Record_, name: string): string => {
  const value = from[name];
  return typeof value === 'string' ? value : '';
};
/** A partial ISO date (yyyy, yyyy-mm, yyyy-mm-dd) as `{startDate}` / `{endDate}`, else nothing. */
const dates = (from: Record_): { startDate?: string; endDate?: string } => {
  const kept: { startDate?: string; endDate?: string } = {};
  for (const name of ['startDate', 'endDate'] as const) {
    const value = from[name];
    if (typeof value === 'string' && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value)) kept[name] = value;
  }
  return kept;
};
const records = (from: Record_, name: string): Record_[] => {
  const value = from[name];
  return Array.isArray(value) ? value.filter(isRecord) : [];
};

const LEVEL_CODES = [
  'highschool',
  'vocational',
  'associate',
  'bachelor',
  'master',
  'doctorate',
] as const satisfies readonly ParsedEducation['levelCode'][];

function levelCode(value: string): ParsedEducation['levelCode'] {
  return LEVEL_CODES.find((code) => code === value) ?? '';
}

function education(row: Record_): ParsedEducation {
  return {
    institution: text(row, 'institution'),
    level: text(row, 'level'),
    levelCode: levelCode(text(row, 'levelCode')),
    subject: text(row, 'subject'),
    ...dates(row),
    completed: row['completed'] !== false,
  };
}

function work(row: Record_): ParsedWork {
  return {
    company: text(row, 'company'),
    title: text(row, 'title'),
    ...dates(row),
    current: row['current'] === true,
    description: text(row, 'description'),
  };
}

export function readParsedResume(value: unknown): ResumeForAutofill | null {
  if (!isRecord(value) || !isRecord(value['contact'])) return null;
  const contact = value['contact'];
  const address = isRecord(contact['address']) ? contact['address'] : {};
  return {
    contact: {
      firstName: text(contact, 'firstName'),
      lastName: text(contact, 'lastName'),
      email: text(contact, 'email'),
      phoneDigits: text(contact, 'phoneDigits').replace(/\D/g, ''),
      address: {
        street: text(address, 'street'),
        city: text(address, 'city'),
        region: text(address, 'region'),
        postalCode: text(address, 'postalCode'),
        country: text(address, 'country'),
      },
    },
    education: records(value, 'education').map(education),
    work: records(value, 'work').map(work),
  };
}
