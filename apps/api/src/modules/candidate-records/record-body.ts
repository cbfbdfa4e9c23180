/**
 * A record call's body, after the kind's schema validated it: the candidate it is for, the
 * record id (updates) and the fields to store. Empty strings are "not given": they are
 * dropped and the kind's defaults fill in; dates must exist on the calendar and the kind's
 * cross-field rule must hold.
 */
import { isIsoDate, type CandidateRecordKind } from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';

export interface RecordBody {
  candidateId: number;
  /** The kind's id field; null on add. */
  id: number | null;
  fields: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readRecordBody(kind: CandidateRecordKind, body: unknown): RecordBody {
  const candidateId = isRecord(body) ? body['candidateId'] : undefined;
  if (!isRecord(body) || typeof candidateId !== 'number') throw appError('BAD_REQUEST');
  const id = body[kind.idField];
  const fields: Record<string, string> = { ...kind.defaults };
  for (const [name, value] of Object.entries(body)) {
    if (name === 'candidateId' || name === kind.idField) continue;
    if (typeof value !== 'string') throw appError('BAD_REQUEST');
    if (value !== '') fields[name] = value;
  }
  const badDate = kind.dateFields.find((name) => {
    const value = fields[name];
    return value !== undefined && !isIsoDate(value);
  });
  const invalid = badDate ?? kind.invalidDateField?.(fields) ?? null;
  if (invalid)
    throw appError('VALIDATION_FAILED', { message: 'Enter valid date.', field: invalid });
  return { candidateId, id: typeof id === 'number' ? id : null, fields };
}
