import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { sensitiveValues, staffAuditLog, tenantDataKeys } from '../../db/schema.js';
import { redactObject } from '../../plugins/logger.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { rowsOf } from '../../test/personal-data-scan.js';
import { createStaff } from '../../test/staff.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { KeyRing } from './key-ring.js';
import { runRotateKeysCommand } from './rotate-keys-command.js';
import { SensitiveData } from './sensitive-data.js';

let database: TestDatabase;
let db: Database;
let tenant: Tenant;

const keyA = randomBytes(32);
const keyB = randomBytes(32);
const ringA = new KeyRing({ current: keyA, previous: [] });
const vault = new SensitiveData(ringA);

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  tenant = await createTenant(db);
});

afterAll(async () => {
  await database.dispose();
});

async function newOwner() {
  const candidate = await createCandidate(db, tenant);
  return { tenantId: tenant.id, candidateId: candidate.id };
}

/** Every text column of the row, as the database holds it. */
async function rawRow(owner: { candidateId: number }, field: string): Promise<string> {
  const result = await db.execute(
    sql`select * from sensitive_values where candidate_id = ${owner.candidateId} and field = ${field}`,
  );
  return JSON.stringify(rowsOf(result));
}

describe('sensitive data', () => {
  it('keeps an SSN encrypted at rest and answers it masked', async () => {
    const owner = await newOwner();
    const saved = await vault.save(db, owner, { field: 'ssn', kind: 'ssn', value: '123-45-6789' });
    expect(saved).toMatchObject({ field: 'ssn', kind: 'ssn', masked: '***-**-6789' });

    const raw = await rawRow(owner, 'ssn');
    expect(raw).toContain('***-**-6789');
    expect(raw).not.toContain('123456789');
    expect(raw).not.toContain('123-45-6789');
    expect(raw).not.toContain('12345');

    expect(await vault.masked(db, owner)).toEqual([
      { field: 'ssn', kind: 'ssn', masked: '***-**-6789', updatedAt: saved.updatedAt },
    ]);
    expect(await vault.revealForService(db, owner, 'ssn')).toBe('123456789');
    expect(await vault.revealForService(db, owner, 'nothing')).toBeNull();
  });

  it('masks document numbers and refuses values that are not one', async () => {
    const owner = await newOwner();
    const saved = await vault.save(db, owner, {
      field: 'i9.listA.documentNumber',
      kind: 'documentNumber',
      value: ' A12345678 ',
    });
    expect(saved.masked).toBe('*****5678');
    expect(await rawRow(owner, 'i9.listA.documentNumber')).not.toContain('A1234');
    await expect(
      vault.save(db, owner, { field: 'ssn', kind: 'ssn', value: '12-34' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'ssn' });
    await expect(
      vault.save(db, owner, { field: 'doc', kind: 'documentNumber', value: '<script>' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('fails closed with the wrong master key, and for a value moved to another row', async () => {
    const owner = await newOwner();
    await vault.save(db, owner, { field: 'ssn', kind: 'ssn', value: '123-45-6789' });
    const stranger = new SensitiveData(new KeyRing({ current: keyB, previous: [] }));
    await expect(stranger.revealForService(db, owner, 'ssn')).rejects.toMatchObject({
      code: 'SENSITIVE_DATA_UNREADABLE',
      statusCode: 500,
    });

    // The ciphertext is bound to its candidate and field: copied elsewhere, it does not open.
    const other = await newOwner();
    await vault.save(db, other, { field: 'ssn', kind: 'ssn', value: '234-56-7890' });
    const [row] = await db
      .select()
      .from(sensitiveValues)
      .where(eq(sensitiveValues.candidateId, owner.candidateId));
    await db
      .update(sensitiveValues)
      .set({ ciphertext: row?.ciphertext ?? '' })
      .where(eq(sensitiveValues.candidateId, other.candidateId));
    await expect(vault.revealForService(db, other, 'ssn')).rejects.toMatchObject({
      code: 'SENSITIVE_DATA_UNREADABLE',
    });
    // Rotation would stop at it too (it never drops a value it cannot read).
    expect(await vault.remove(db, other, ['ssn'])).toBe(1);
  });

  it('writes an audit entry naming the field, not the value, when staff read a value', async () => {
    const owner = await newOwner();
    await vault.save(db, owner, { field: 'ssn', kind: 'ssn', value: '345-67-8901' });
    const { user } = await createStaff(db, tenant, 'admin');
    const actor = { tenantId: tenant.id, staffUserId: user.id, name: user.name };
    expect(await vault.revealForStaff(db, actor, owner.candidateId, 'ssn')).toBe('345678901');
    const entries = await db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.staffUserId, user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'sensitive.reveal',
      entityType: 'candidate',
      entityId: String(owner.candidateId),
      after: { field: 'ssn', kind: 'ssn' },
    });
    expect(JSON.stringify(entries)).not.toContain('345678901');
    // Another tenant's staff cannot reach the candidate: no value, no entry about it.
    const elsewhere = await createTenant(db);
    const foreign = { tenantId: elsewhere.id, staffUserId: user.id, name: user.name };
    expect(await vault.revealForStaff(db, foreign, owner.candidateId, 'ssn')).toBeNull();
  });

  it('never writes SSNs, document numbers or codes to a log line', () => {
    const line = redactObject({
      body: { ssn: '123456789', ssn_confirm: '123456789', documentNumber: 'A1', otp: '123456' },
    });
    expect(JSON.stringify(line)).not.toMatch(/123456789|A1|123456/);
  });
});

describe('key rotation', () => {
  it('rewraps data keys with a new master key and re-encrypts values with a new data key', async () => {
    const rotating = await createTenant(db);
    const owner = {
      tenantId: rotating.id,
      candidateId: (await createCandidate(db, rotating)).id,
    };
    await vault.save(db, owner, { field: 'ssn', kind: 'ssn', value: '456-78-9012' });
    const before = await rawRow(owner, 'ssn');

    // A new master key, the old one listed as previous until every data key is rewrapped.
    const ringB = new KeyRing({ current: keyB, previous: [keyA] });
    const output = await runRotateKeysCommand([], { db, keys: ringB });
    expect(output).toMatch(/Data keys rewrapped with the current master key: [1-9]/);
    expect(output).toContain(`Tenant ${rotating.id}: data key version 2, 1 values re-encrypted`);

    const keys = await db
      .select()
      .from(tenantDataKeys)
      .where(eq(tenantDataKeys.tenantId, rotating.id));
    expect(keys.map((key) => key.version)).toEqual([2]);
    expect(await rawRow(owner, 'ssn')).not.toBe(before);

    const onlyB = new SensitiveData(new KeyRing({ current: keyB, previous: [] }));
    expect(await onlyB.revealForService(db, owner, 'ssn')).toBe('456789012');
    await expect(vault.revealForService(db, owner, 'ssn')).rejects.toMatchObject({
      code: 'SENSITIVE_DATA_UNREADABLE',
    });

    // Rewrap only: the data key version stays.
    const ringA2 = new KeyRing({ current: keyA, previous: [keyB] });
    expect(await runRotateKeysCommand(['--rewrap-only'], { db, keys: ringA2 })).not.toContain(
      'Tenant',
    );
    expect(await vault.revealForService(db, owner, 'ssn')).toBe('456789012');
    await expect(runRotateKeysCommand(['--now'], { db, keys: ringA2 })).rejects.toThrow(
      'Unknown argument',
    );
  });
});
