/**
 * A social profile's work and education history in the apply flow (spec 2 §3 "Social
 * profile", §4 "Social sign-in during flows"): read as a parsed resume's history and put into
 * the flow's grids by the resume autofill's rules (spec 2 §5 "Imports from social/resume":
 * lengths, list levels, rows without a degree or company skipped, maxRowCount). Where the
 * sign-in started decides the rest: applying overrides, so a grid the profile has rows for
 * loses the rows it held; talent community and sign-in do not, so the rows are added after
 * the visitor's own like a parsed resume's. Loaded only when a profile is waiting.
 */
import type { ParsedEducation, StreamFormMetadata } from '@talentgate/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { FillableForm, FlowForms } from '../apply-engine/widgets/widget-types';
import {
  autofillFromResume,
  type AutofillOutcome,
  type AutofillRequest,
} from '../resume-autofill/autofill-from-resume';
import { takeSocialHistory } from './social-history-store';

type Record_ = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (from: Record_, name: string) => {
  const value = from[name];
  return typeof value === 'string' ? value : '';
};
const records = (from: Record_, name: string): Record_[] => {
  const value = from[name];
  return Array.isArray(value) ? value.filter(isRecord) : [];
};

/** The history part of a stored social profile, read field by field; null when it has none. */
export interface SocialHistory {
  overrides: boolean;
  education: ParsedEducation[];
  work: {
    company: string;
    title: string;
    startDate?: string;
    endDate?: string;
    current: boolean;
  }[];
}

const LEVEL_CODES = [
  'highschool',
  'vocational',
  'associate',
  'bachelor',
  'master',
  'doctorate',
] as const;

/** A coarse level for matching the tenant's list ("Bachelor" → bachelor), '' when unknown. */
function levelCode(level: string): ParsedEducation['levelCode'] {
  const folded = level.toLowerCase().replace(/[^a-z]+/g, '');
  if (folded.includes('highschool')) return 'highschool';
  if (folded.includes('phd') || folded.includes('doctor')) return 'doctorate';
  return LEVEL_CODES.find((code) => folded.includes(code)) ?? '';
}

const partialDate = (value: string) => (/^\d{4}(-\d{2}(-\d{2})?)?$/.test(value) ? value : '');
const dated = (name: 'startDate' | 'endDate', value: string) =>
  partialDate(value) ? { [name]: partialDate(value) } : {};

export function readSocialHistory(stored: unknown): SocialHistory | null {
  if (!isRecord(stored)) return null;
  const education = records(stored, 'educationHistory').map((row): ParsedEducation => ({
    institution: text(row, 'institution'),
    level: text(row, 'levelAttained'),
    levelCode: levelCode(text(row, 'levelAttained')),
    subject: text(row, 'subject'),
    ...dated('endDate', text(row, 'endDate')),
    completed: true,
  }));
  const work = records(stored, 'workHistory').map((row) => ({
    company: text(row, 'company'),
    title: text(row, 'title'),
    ...dated('startDate', text(row, 'startDate')),
    ...dated('endDate', text(row, 'endDate')),
    current: row['current'] === true,
  }));
  if (education.length === 0 && work.length === 0) return null;
  return { overrides: stored['overridesHistory'] === true, education, work };
}

const tableOf = (form: StreamFormMetadata, field: string) =>
  form.tableMap.find((table) => table.fields.includes(field))?.name ?? null;

/**
 * The flow's forms as the autofill sees them when the history overrides: the grids of the
 * tables the profile has rows for look empty, so its rows replace theirs.
 */
export function overriding(forms: FlowForms, history: SocialHistory): FlowForms {
  const replaced = new Set<string>();
  if (history.education.length > 0) replaced.add('education');
  if (history.work.length > 0) replaced.add('work_history');
  const clear = ({ form, values }: FillableForm): FillableForm => {
    const cleared: Record<string, unknown> = { ...values };
    for (const field of form.formMetaData.fields) {
      const table = tableOf(form, field.name);
      if (field.widget === 'grid' && table !== null && replaced.has(table))
        cleared[field.name] = [];
    }
    return { form, values: cleared };
  };
  return { fillable: () => forms.fillable().map(clear), fill: (fills) => forms.fill(fills) };
}

/** Fills the flow from the profile's history; the contact fields are the sign-in's, not filled. */
export function prefillFromSocialProfile(
  stored: unknown,
  request: AutofillRequest,
): Promise<AutofillOutcome> {
  const history = readSocialHistory(stored);
  if (!history) return Promise.resolve(null);
  const address = { street: '', city: '', region: '', postalCode: '', country: '' };
  const parsed = {
    contact: { firstName: '', lastName: '', email: '', phoneDigits: '', address },
    education: history.education,
    work: history.work.map((job) => ({ ...job, description: '' })),
  };
  const forms = history.overrides ? overriding(request.forms, history) : request.forms;
  return autofillFromResume(parsed, { ...request, forms });
}

/** Takes the kept profile (once) and fills the open flow's forms from it. */
export async function prefillFromKeptHistory(
  forms: FlowForms | undefined,
  client: string,
  queryClient: QueryClient,
): Promise<AutofillOutcome> {
  const stored = forms ? takeSocialHistory() : undefined;
  if (!forms || stored === undefined) return null;
  return prefillFromSocialProfile(stored, {
    client,
    forms,
    checkMandatoryFields: false,
    queryClient,
  });
}
