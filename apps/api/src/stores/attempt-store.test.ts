/**
 * Every write to an attempt row moves its version (decision 0025): a save validated against
 * one version can then never write over another, whichever write came in between.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAttempts } from '../db/schema.js';
import { transaction } from '../db/transaction.js';
import { importDemoStreams } from '../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createCandidate, createTenant } from '../test/factories.js';
import { findStreamByKey } from '../modules/apply-streams/find-stream.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import {
  insertAttempt,
  markAttemptCompleted,
  moveAttemptSecret,
  saveAttemptAnswers,
  setAttemptResumeXml,
  type AttemptRow,
  type StreamRow,
} from './attempt-store.js';

let database: TestDatabase;
let tenant: Tenant;
let stream: StreamRow;
const db = () => database.handle.db;
const NOW = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(db(), { client: 'acme' });
  await importDemoStreams(db(), tenant);
  const found = await findStreamByKey(db(), tenant, 'talent-community');
  if (!found) throw new Error('demo stream missing');
  stream = found;
});

afterAll(() => database.dispose());

async function newAttempt(secretHash: string): Promise<AttemptRow> {
  const attempt = await insertAttempt(
    db(),
    {
      tenantId: tenant.id,
      secretHash,
      applyStreamId: stream.id,
      requisitionId: null,
      namedStreamId: null,
      candidateId: null,
      completedFormIds: [],
      answers: {},
      expiresAt: new Date(NOW.getTime() + 86_400_000),
      now: NOW,
    },
    stream,
  );
  if (!attempt) throw new Error('attempt not started');
  return attempt;
}

const versionOf = async (id: number) =>
  (
    await db()
      .select({ version: applyAttempts.version })
      .from(applyAttempts)
      .where(eq(applyAttempts.id, id))
  )[0]?.version;

describe('attempt writes', () => {
  it('start at version 0, and every write moves the version by one', async () => {
    const attempt = await newAttempt('versions');
    expect(attempt.version).toBe(0);
    expect(await versionOf(attempt.id)).toBe(0);

    const saved = await saveAttemptAnswers(
      db(),
      { attempt, stream },
      {
        completedFormIds: [1],
        answers: { '1': { a: 'b' } },
        expiresAt: attempt.expiresAt,
        now: NOW,
      },
    );
    expect(saved?.version).toBe(1);
    expect(await versionOf(attempt.id)).toBe(1);

    await transaction(db(), (tx) =>
      setAttemptResumeXml(tx, tenant.id, attempt.id, '<resume/>', NOW),
    );
    expect(await versionOf(attempt.id)).toBe(2);

    await transaction(db(), (tx) => moveAttemptSecret(tx, tenant.id, attempt.id, 'moved', NOW));
    expect(await versionOf(attempt.id)).toBe(3);

    const candidate = await createCandidate(db(), tenant);
    await transaction(db(), (tx) => markAttemptCompleted(tx, attempt, candidate.id, NOW));
    expect(await versionOf(attempt.id)).toBe(4);
  });

  it('writes answers only over the version they were validated against', async () => {
    const attempt = await newAttempt('stale');
    await transaction(db(), (tx) => setAttemptResumeXml(tx, tenant.id, attempt.id, null, NOW));
    // The copy at version 0 is stale now: its save writes nothing.
    const written = await saveAttemptAnswers(
      db(),
      { attempt, stream },
      { completedFormIds: [9], answers: { '9': {} }, expiresAt: attempt.expiresAt, now: NOW },
    );
    expect(written).toBeNull();
    const [row] = await db().select().from(applyAttempts).where(eq(applyAttempts.id, attempt.id));
    expect(row?.completedFormIds).toEqual([]);
  });
});
