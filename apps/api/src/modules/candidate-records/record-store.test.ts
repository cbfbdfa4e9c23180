/**
 * addRecords stores the grids' rows from arrays (decision 0025): whatever the fields hold
 * arrives as typed, in order, for the owner only.
 */
import { CANDIDATE_RECORD_KINDS, type CandidateRecordKind } from '@talentgate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { addRecords, listRecords, type RecordOwner } from './record-store.js';

let database: TestDatabase;
let owner: RecordOwner;
let other: RecordOwner;

const kindNamed = (name: string): CandidateRecordKind => {
  const kind = CANDIDATE_RECORD_KINDS.find((candidate) => candidate.kind === name);
  if (!kind) throw new Error(`no record kind ${name}`);
  return kind;
};

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  const acme = await createTenant(db, { client: 'acme' });
  const ada = await createCandidate(db, acme, { uname: 'ada@example.com' });
  const bob = await createCandidate(db, acme, { uname: 'bob@example.com' });
  owner = { tenantId: acme.id, candidateId: ada.id };
  other = { tenantId: acme.id, candidateId: bob.id };
});

afterAll(() => database.dispose());

describe('addRecords', () => {
  it('keeps every character of the fields and the order of the rows', async () => {
    const education = kindNamed('education');
    const work = kindNamed('work-history');
    const awkward = [
      'quotes " and \\ backslashes',
      'braces {a,b} and commas, "NULL"',
      'new\nline and tab\t',
      'unicode: Zoë, 東京, 🙂',
    ];
    const rows = [
      ...awkward.map((institution) => ({ kind: education, fields: { institution } })),
      { kind: work, fields: { company: 'Northwind', title: 'NULL' } },
    ];
    expect(await addRecords(database.handle.db, owner, rows)).toBe(5);

    const stored = await listRecords(database.handle.db, owner, education);
    expect(stored.map((row) => row.fields['institution'])).toEqual(awkward);
    const jobs = await listRecords(database.handle.db, owner, work);
    expect(jobs.map((row) => row.fields)).toEqual([{ company: 'Northwind', title: 'NULL' }]);
    expect(await listRecords(database.handle.db, other, education)).toEqual([]);
  });

  it('adds nothing for no rows', async () => {
    expect(await addRecords(database.handle.db, other, [])).toBe(0);
    expect(await listRecords(database.handle.db, other, kindNamed('education'))).toEqual([]);
  });
});
