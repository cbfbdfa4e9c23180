/**
 * The SSN and document numbers of onboarding forms (decision 0047): never written to the
 * forms' tables. The sensitive-data module keeps them encrypted (decision 0048) and gives
 * them back masked, which is all any answer shows. A form sent back with the masked value it
 * was shown keeps the kept value; a value a reset rule cleared is removed.
 */
import {
  isMaskedValue,
  isSensitiveField,
  SSN_CONFIRM_FIELD,
  SSN_FIELD,
  type FormAnswers,
  type FormData,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import type { Owner } from '../auth/signed-in-owner.js';
import type { SensitiveData } from '../sensitive-data/sensitive-data.js';

/**
 * The kept value's name: the SSN is the candidate's own (spec 2 §3 `ssn`), one per person;
 * a document number is named by its onboarding field.
 */
const keptName = (field: string) => (field === SSN_FIELD ? SSN_FIELD : `onboarding.${field}`);

/** The sensitive fields a form has; the SSN's confirmation is compared, never kept. */
const keptFieldsOf = (fieldNames: readonly string[]) =>
  fieldNames.filter((name) => isSensitiveField(name) && name !== SSN_CONFIRM_FIELD);

export async function keepSensitiveAnswers(
  tx: Database,
  sensitive: SensitiveData,
  owner: Owner,
  fieldNames: readonly string[],
  data: FormData,
): Promise<void> {
  const cleared: string[] = [];
  for (const name of keptFieldsOf(fieldNames)) {
    const value = data[name];
    if (typeof value !== 'string' || value === '') {
      cleared.push(keptName(name));
      continue;
    }
    if (isMaskedValue(value)) continue;
    await sensitive.save(tx, owner, {
      field: keptName(name),
      kind: name === SSN_FIELD ? 'ssn' : 'documentNumber',
      value,
    });
  }
  if (cleared.length > 0) await sensitive.remove(tx, owner, cleared);
}

/** The masked values of a form's sensitive fields (the confirmation shows the SSN's mask). */
export async function maskedSensitiveAnswers(
  db: Database,
  sensitive: SensitiveData,
  owner: Owner,
  fieldNames: readonly string[],
): Promise<FormAnswers> {
  const names = keptFieldsOf(fieldNames);
  if (names.length === 0) return {};
  const kept = await sensitive.masked(db, owner, names.map(keptName));
  const answers: FormAnswers = {};
  for (const name of names) {
    const value = kept.find((entry) => entry.field === keptName(name));
    if (value === undefined) continue;
    answers[name] = value.masked;
    if (name === SSN_FIELD && fieldNames.includes(SSN_CONFIRM_FIELD)) {
      answers[SSN_CONFIRM_FIELD] = value.masked;
    }
  }
  return answers;
}
