/**
 * Apply attempts that expired unfinished are purged by the privacy worker's round, with the
 * bytes of the resumes they held; completed and live ones stay. The clock is the test's.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLY_ATTEMPT_LIFETIME_DAYS } from '@talentgate/domain';
import { applyAttemptLinks, applyAttempts, attachments, storedFiles } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { importDemoStreams } from '../../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTenant } from '../../test/factories.js';
import { insertAttachment } from '../attachments/attachment-store.js';
import { PostgresFileStore } from '../attachments/file-store.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { cachedAttempt } from '../../stores/attempt-store.js';
import { startApplyAttempt } from './start-attempt.js';

const DAY = 86_400_000;
const NOW = new Date('2027-03-01T09:00:00Z');
/** Started this long before NOW, an attempt expired a day ago. */
const EXPIRED_START = new Date(NOW.getTime() - (APPLY_ATTEMPT_LIFETIME_DAYS + 1) * DAY);

let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let streamId: number;
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createTenant(db(), { client: 'acme' });
  const streams = await importDemoStreams(db(), acme);
  streamId = streams['talent-community'] ?? 0;
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

/** An attempt started at `startedAt`, holding a resume (its bytes in the file store). */
async function attemptHoldingResume(startedAt: Date) {
  const { attempt } = await startApplyAttempt(db(), acme, { applyStreamId: streamId }, startedAt);
  const bytes = Buffer.from(`Resume held by attempt ${attempt.id}\n`);
  const storageKey = randomUUID();
  await new PostgresFileStore(db()).put(acme.id, storageKey, bytes);
  await insertAttachment(
    db(),
    { tenantId: acme.id, attemptId: attempt.id },
    {
      name: 'cv.txt',
      contentType: 'text/plain; charset=utf-8',
      attachmentType: 'resume',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey,
    },
  );
  await db()
    .update(applyAttempts)
    .set({ resumeXml: '<resume/>' })
    .where(eq(applyAttempts.id, attempt.id));
  await db()
    .insert(applyAttemptLinks)
    .values({
      tenantId: acme.id,
      attemptId: attempt.id,
      secretHash: `link-${attempt.id}`,
      expiresAt: attempt.expiresAt,
    });
  return { attemptId: attempt.id, secretHash: attempt.secretHash, storageKey };
}

const attemptsLeft = async (ids: number[]) =>
  (
    await db()
      .select({ id: applyAttempts.id })
      .from(applyAttempts)
      .where(inArray(applyAttempts.id, ids))
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);

describe('purge of expired apply attempts', () => {
  it('deletes expired unfinished attempts with their held files, bytes and links; keeps the rest', async () => {
    const expired = await attemptHoldingResume(EXPIRED_START);
    const live = await attemptHoldingResume(NOW);
    // Expired too, but completed: it names the candidate it made.
    const { attempt: completed } = await startApplyAttempt(
      db(),
      acme,
      { applyStreamId: streamId },
      EXPIRED_START,
    );
    await db()
      .update(applyAttempts)
      .set({ completedAt: EXPIRED_START })
      .where(eq(applyAttempts.id, completed.id));

    // Before expiry nothing goes.
    await app.privacyWorker.runOnce(new Date(EXPIRED_START.getTime() + DAY));
    const all = [expired.attemptId, live.attemptId, completed.id];
    expect(await attemptsLeft(all)).toEqual([...all].sort((a, b) => a - b));

    // What this process kept of each for form saves (the start kept them) goes with the rows.
    expect(cachedAttempt(acme.id, expired.secretHash)).toBeDefined();
    await app.privacyWorker.runOnce(NOW);
    expect(cachedAttempt(acme.id, expired.secretHash)).toBeUndefined();
    expect(cachedAttempt(acme.id, live.secretHash)).toBeDefined();
    expect(await attemptsLeft(all)).toEqual([live.attemptId, completed.id].sort((a, b) => a - b));
    expect(await db().$count(attachments, eq(attachments.attemptId, expired.attemptId))).toBe(0);
    expect(await db().$count(storedFiles, eq(storedFiles.key, expired.storageKey))).toBe(0);
    expect(
      await db().$count(applyAttemptLinks, eq(applyAttemptLinks.attemptId, expired.attemptId)),
    ).toBe(0);
    // The live attempt's resume is untouched.
    expect(await db().$count(attachments, eq(attachments.attemptId, live.attemptId))).toBe(1);
    expect(await db().$count(storedFiles, eq(storedFiles.key, live.storageKey))).toBe(1);
  });
});
