/**
 * Where a completed attempt's answers go, by each form's `tableMap` (spec 2 §3): fields
 * mapped to `candidate` become the candidate, a grid mapped to a record table (education,
 * work_history, certification, convicted_offence, relative, professional_reference) becomes
 * that candidate's records, `subscription` answers become the candidate's subscription flags
 * (and their stored subscriptions, the ones the preferences page shows), `job_alert`
 * categories their areas of interest, and its `locations` and `keywords` what their alerts
 * match besides (decision 0027). Forms an earlier answer hid are left
 * out (their data is not kept: spec 2 §4 "under-18 or convicted answers … delete convicted
 * data"). Attachments and screening answers have homes of their own.
 */
import {
  CANDIDATE_RECORD_KINDS,
  skippedFormIds,
  type AnswersByForm,
  type CandidateRecordKind,
  type SubscriptionChoice,
  type UiField,
} from '@talentgate/domain';
import type { StreamFormRow } from '../apply-streams/find-stream.js';
import { appError } from '../../errors/catalogue.js';

export interface RecordRows {
  kind: CandidateRecordKind;
  rows: Record<string, string>[];
}

export interface RoutedAnswers {
  /** Candidate-table fields by name, as the forms prepared them. */
  candidate: Record<string, unknown>;
  records: RecordRows[];
  /** Subscription flags by candidate field name ('subscription_jobalert_email': 't'/'f'). */
  subscriptions: Record<string, string>;
  /** The same answers as subscription choices, for the candidate's stored subscriptions. */
  subscriptionChoices: SubscriptionChoice[];
  /** Job-alert categories. */
  categories: string[];
  /** Job-alert places (comma-separated answers split), and keyword phrases as typed. */
  locations: string[];
  keywords: string;
}

/** A typed list ("London, Berlin") or a chosen one, as trimmed non-empty entries. */
const listAnswer = (value: unknown): string[] =>
  (typeof value === 'string' ? value.split(',') : strings(value))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

const kindsByTable = new Map(
  CANDIDATE_RECORD_KINDS.map((kind) => [kind.kind.replaceAll('-', '_'), kind]),
);

/** Tables saved outside the records: the candidate, choices, alerts, files (their own calls). */
// Screening answers are scored and kept with the application (screening/attempt-screening.ts).
const OTHER_TABLES = new Set(['candidate', 'subscription', 'job_alert', 'attachment', 'screening']);

const isRow = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A grid row as a record's fields: strings given, the kind's defaults where missing. */
function recordFields(kind: CandidateRecordKind, row: Record<string, unknown>) {
  const fields: Record<string, string> = { ...kind.defaults };
  for (const [name, value] of Object.entries(row)) {
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  return fields;
}

/**
 * The candidate field a subscription type is kept in (spec 2 §3 Candidate: subscription_
 * marketing_email, subscription_jobalert_email…): 't' when chosen, 'f' when offered and not.
 */
export function subscriptionFieldName(communicationType: string, channel: string): string {
  return `subscription_${communicationType.replaceAll('_', '')}_${channel}`;
}

/** Every type the field offered: 't' when chosen, 'f' when offered and left unchosen. */
function subscriptionChoices(field: UiField | undefined, value: unknown): SubscriptionChoice[] {
  if (field?.widget !== 'subscription-preferences') return [];
  const chosen = new Set(strings(value));
  return field.types.map((type) => ({
    communicationType: type.communicationType,
    channel: type.channel,
    subscription: chosen.has(type.communicationType) ? 't' : 'f',
  }));
}

export function routeAnswers(
  forms: readonly StreamFormRow[],
  answers: AnswersByForm,
): RoutedAnswers {
  const skipped = skippedFormIds(
    forms.map((form) => ({
      applyFormId: form.applyFormId,
      skipNextFormWhen: form.config.formMetaData.skipNextFormWhen,
    })),
    answers,
  );
  const routed: RoutedAnswers = {
    candidate: {},
    records: [],
    subscriptions: {},
    subscriptionChoices: [],
    categories: [],
    locations: [],
    keywords: '',
  };
  for (const form of forms) {
    const data = answers[String(form.applyFormId)];
    if (!data || skipped.has(form.applyFormId)) continue;
    const fieldsByName = new Map(
      form.config.formMetaData.fields.map((field) => [field.name, field]),
    );
    for (const { name: table, fields } of form.config.tableMap) {
      const kind = kindsByTable.get(table);
      // Answers for a table nothing saves would be lost without a word (spec 2 §8).
      if (!kind && !OTHER_TABLES.has(table) && fields.some((name) => data[name] !== undefined))
        throw appError('PROCESSOR_NOT_IMPLEMENTED');
      for (const name of fields) {
        const value = data[name];
        if (value === undefined) continue;
        if (table === 'candidate') routed.candidate[name] = value;
        else if (table === 'subscription') {
          const choices = subscriptionChoices(fieldsByName.get(name), value);
          routed.subscriptionChoices.push(...choices);
          for (const choice of choices) {
            const field = subscriptionFieldName(choice.communicationType, choice.channel);
            routed.subscriptions[field] = choice.subscription;
          }
        } else if (table === 'job_alert') {
          if (name === 'locations') routed.locations.push(...listAnswer(value));
          else if (name === 'keywords') routed.keywords = listAnswer(value).join(', ');
          else routed.categories.push(...strings(value));
        } else if (kind && Array.isArray(value)) {
          routed.records.push({
            kind,
            rows: value.filter(isRow).map((row) => recordFields(kind, row)),
          });
        }
      }
    }
  }
  return routed;
}
