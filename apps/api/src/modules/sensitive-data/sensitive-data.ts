/**
 * The service the onboarding forms use for SSNs and document numbers (decision 0048): save a
 * value (encrypted with the tenant's data key, its masked form kept beside it), read masked
 * values for any answer, and decrypt only on the server: for a staff call, which writes an
 * audit entry, or for a server-side check that never answers the value.
 */
import { maskDocumentNumber, maskSsn, normalizeSsn } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import {
  deleteSensitiveValues,
  listSensitiveValues,
  upsertSensitiveValue,
  type Owner,
  type StoredSensitiveValue,
} from '../../stores/sensitive-data-store.js';
import { recordAudit, type AuditActor } from '../audit/record-audit.js';
import { decrypt, encrypt } from './aead.js';
import { dataKeyOf, newestDataKey } from './data-keys.js';
import type { KeyRing } from './key-ring.js';

export type SensitiveKind = 'ssn' | 'documentNumber';

export interface SensitiveInput {
  /** The form's name for the value, e.g. `ssn` or `i9.listA.documentNumber` (1–100 chars). */
  field: string;
  kind: SensitiveKind;
  value: string;
}

export interface MaskedSensitiveValue {
  field: string;
  kind: SensitiveKind;
  /** `***-**-6789`, `*****5678`: the only form of the value any answer carries. */
  masked: string;
  updatedAt: number;
}

const DOCUMENT_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} -]{0,39}$/u;

/** Binds a ciphertext to its tenant, candidate and field. */
export const valueContext = (owner: Owner, field: string) =>
  `talentgate:sensitive:${owner.tenantId}:${owner.candidateId}:${field}`;

function normalized(input: SensitiveInput): string {
  const value = input.kind === 'ssn' ? normalizeSsn(input.value) : input.value.trim();
  if (value === null || (input.kind === 'documentNumber' && !DOCUMENT_NUMBER.test(value)))
    throw appError('VALIDATION_FAILED', { field: input.field });
  return value;
}

const isKind = (kind: string): kind is SensitiveKind => kind === 'ssn' || kind === 'documentNumber';

function presentMasked(row: StoredSensitiveValue): MaskedSensitiveValue {
  return {
    field: row.field,
    kind: isKind(row.kind) ? row.kind : 'documentNumber',
    masked: row.masked,
    updatedAt: row.updatedAt.getTime(),
  };
}

export class SensitiveData {
  constructor(private readonly keys: KeyRing) {}

  /** Saves the candidate's value of a field, replacing the one before. */
  async save(
    db: Database,
    owner: Owner,
    input: SensitiveInput,
    now = new Date(),
  ): Promise<MaskedSensitiveValue> {
    if (input.field.length < 1 || input.field.length > 100)
      throw appError('VALIDATION_FAILED', { field: input.field });
    const value = normalized(input);
    const dataKey = await newestDataKey(db, this.keys, owner.tenantId);
    const masked = input.kind === 'ssn' ? maskSsn(value) : maskDocumentNumber(value);
    await upsertSensitiveValue(
      db,
      owner,
      {
        field: input.field,
        kind: input.kind,
        keyVersion: dataKey.version,
        ciphertext: encrypt(
          dataKey.key,
          Buffer.from(value, 'utf8'),
          valueContext(owner, input.field),
        ),
        masked,
      },
      now,
    );
    return { field: input.field, kind: input.kind, masked, updatedAt: now.getTime() };
  }

  /** The candidate's values as masked (all of them when `fields` is absent). */
  async masked(
    db: Database,
    owner: Owner,
    fields?: readonly string[],
  ): Promise<MaskedSensitiveValue[]> {
    return (await listSensitiveValues(db, owner, fields)).map(presentMasked);
  }

  /**
   * The value in full, for a server-side check (e.g. the HR system's, or a comparison);
   * never for an answer. Null when the candidate has no value for the field.
   */
  async revealForService(db: Database, owner: Owner, field: string): Promise<string | null> {
    const [row] = await listSensitiveValues(db, owner, [field]);
    return row ? this.open(db, row) : null;
  }

  /** The value in full for a staff call; the read is written to the audit log first. */
  async revealForStaff(
    db: Database,
    actor: AuditActor,
    candidateId: number,
    field: string,
  ): Promise<string | null> {
    const owner = { tenantId: actor.tenantId, candidateId };
    const [row] = await listSensitiveValues(db, owner, [field]);
    if (!row) return null;
    const value = await this.open(db, row);
    await recordAudit(db, actor, {
      action: 'sensitive.reveal',
      entityType: 'candidate',
      entityId: candidateId,
      after: { field, kind: row.kind },
    });
    return value;
  }

  /** Deletes the candidate's values of these fields; how many there were. */
  async remove(db: Database, owner: Owner, fields: readonly string[]): Promise<number> {
    return deleteSensitiveValues(db, owner, fields);
  }

  /** Decrypts a stored value; a key or text that does not open fails closed. */
  async open(db: Database, row: StoredSensitiveValue): Promise<string> {
    const key = await dataKeyOf(db, this.keys, row.tenantId, row.keyVersion);
    const plain = decrypt(key, row.ciphertext, valueContext(row, row.field));
    if (plain === null) throw appError('SENSITIVE_DATA_UNREADABLE');
    return plain.toString('utf8');
  }
}
