/**
 * Onboarding's rules beyond a form's schema (spec 2 §5): the SSN and its confirmation match;
 * an I-9 names the documents of the list it chose (A, or B and C) with number, issuing
 * authority and, where a document expires, its expiry; the signature equals the hire's first
 * plus last name. Each refusal names its field, as the form's own rules do.
 */
import {
  FIELD_ERROR_CODES,
  isMaskedValue,
  requiredError,
  signatureMatches,
  ssnsMatch,
  SIGNATURE_FIELD,
  SSN_CONFIRM_FIELD,
  SSN_FIELD,
  type FieldError,
  type FormData,
} from '@talentgate/domain';
import { appError, ERROR_CATALOGUE, fieldErrors } from '../../errors/catalogue.js';
import type { ApplicationWithCandidate } from '../../stores/onboarding-store.js';
import type { StreamFormRow } from '../apply-streams/find-stream.js';

/** What each I-9 document list needs when chosen (`documentList`: A or BC). */
const DOCUMENT_LISTS: Record<string, readonly string[]> = {
  A: ['listADocument', 'listADocumentNumber', 'listAIssuingAuthority', 'listAExpirationDate'],
  BC: [
    'listBDocument',
    'listBDocumentNumber',
    'listBIssuingAuthority',
    'listBExpirationDate',
    'listCDocument',
    'listCDocumentNumber',
    'listCIssuingAuthority',
  ],
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function mismatch(code: 'SSN_MISMATCH' | 'SIGNATURE_MISMATCH', field: string): Error {
  const { message } = ERROR_CATALOGUE[code];
  return appError(code, {
    field,
    message,
    fields: [{ field, code: FIELD_ERROR_CODES.invalid, message }],
  });
}

function checkSsn(data: FormData): void {
  if (!(SSN_FIELD in data) && !(SSN_CONFIRM_FIELD in data)) return;
  const ssn = text(data[SSN_FIELD]);
  const confirmation = text(data[SSN_CONFIRM_FIELD]);
  // The masked value shown back for a kept SSN, in both fields: it stays as kept.
  if (isMaskedValue(ssn) && ssn === confirmation) return;
  if (isMaskedValue(ssn) || !ssnsMatch(ssn, confirmation)) {
    throw mismatch('SSN_MISMATCH', SSN_CONFIRM_FIELD);
  }
}

function checkDocuments(form: StreamFormRow, data: FormData): void {
  const needed = DOCUMENT_LISTS[text(data['documentList'])];
  if (needed === undefined) return;
  const titles = new Map(form.config.formMetaData.fields.map((field) => [field.name, field.title]));
  const missing: FieldError[] = needed
    .filter((name) => titles.has(name) && text(data[name]) === '')
    .map((name) => requiredError(name, titles.get(name) ?? name));
  if (missing.length > 0) throw fieldErrors(missing);
}

export function checkOnboardingAnswers(
  form: StreamFormRow,
  data: FormData,
  application: ApplicationWithCandidate,
): void {
  checkSsn(data);
  checkDocuments(form, data);
  if (
    SIGNATURE_FIELD in data &&
    !signatureMatches(
      text(data[SIGNATURE_FIELD]),
      application.firstName ?? '',
      application.lastName ?? '',
    )
  ) {
    throw mismatch('SIGNATURE_MISMATCH', SIGNATURE_FIELD);
  }
}
