import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { candidates, candidateSessions, erasureRequests, transactionLog } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { giveCandidateFootprint } from '../../test/candidate-footprint.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { findPersonalValues } from '../../test/personal-data-scan.js';
import { UsageError } from '../../errors/usage-error.js';
import { erasedUname } from './anonymise-candidate.js';
import { runPrivacyCommand } from './privacy-command.js';

const DAY = 86_400_000;
/** The controlled clock: "now" for the jobs, and the times the test data was last active. */
const NOW = new Date('2027-06-01T12:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY);

let database: TestDatabase;
let app: FastifyInstance;
const ids = { stale: 0, recentlySignedIn: 0, recentlyActed: 0, fresh: 0, otherTenantStale: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  const acme = await createTenant(db, { client: 'acme' });
  const globex = await createTenant(db, { client: 'globex' });
  const old = { createdAt: daysBefore(400), updatedAt: daysBefore(400) };

  const stale = await createCandidate(db, acme, {
    ...old,
    uname: 'stale.person@example.com',
    lastName: 'Staleworth',
    phone1: '5550100200',
  });
  await giveCandidateFootprint(db, acme, stale);
  ids.stale = stale.id;

  // Changed long ago, but signed in 10 days ago: a session counts as activity.
  const signedIn = await createCandidate(db, acme, { ...old, uname: 'signed.in@example.com' });
  await db.insert(candidateSessions).values({
    tenantId: acme.id,
    candidateId: signedIn.id,
    secretHash: 'session-hash-signed-in',
    createdAt: daysBefore(10),
    lastSeenAt: daysBefore(10),
    expiresAt: daysBefore(9),
  });
  ids.recentlySignedIn = signedIn.id;

  // Changed long ago, but did something 5 days ago (their transaction log): still active.
  const acted = await createCandidate(db, acme, { ...old, uname: 'acted@example.com' });
  await db.insert(transactionLog).values({
    tenantId: acme.id,
    candidateId: acted.id,
    action: 'document viewed',
    createdAt: daysBefore(5),
  });
  ids.recentlyActed = acted.id;

  ids.fresh = (
    await createCandidate(db, acme, { updatedAt: daysBefore(2), uname: 'fresh@example.com' })
  ).id;
  // Globex sets no retention: its inactive candidates stay.
  ids.otherTenantStale = (
    await createCandidate(db, globex, { ...old, uname: 'stale@globex.example' })
  ).id;
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

async function unameOf(id: number): Promise<string | undefined> {
  const [row] = await database.handle.db
    .select({ uname: candidates.uname })
    .from(candidates)
    .where(eq(candidates.id, id));
  return row?.uname;
}

describe('retention', () => {
  it('does nothing while no tenant sets a retention', async () => {
    expect(await app.privacyWorker.runOnce(NOW)).toEqual([]);
    expect(await unameOf(ids.stale)).toBe('stale.person@example.com');
  });

  it('is set per tenant by the privacy command, which refuses nonsense', async () => {
    const db = database.handle.db;
    await expect(runPrivacyCommand(['retention', 'acme', '-3'], { db })).rejects.toThrow(
      UsageError,
    );
    await expect(runPrivacyCommand(['retention', 'nope', '30'], { db })).rejects.toThrow(
      'No tenant has the client key "nope".',
    );
    expect(await runPrivacyCommand(['retention', 'acme', '30'], { db })).toBe(
      'Retention of acme: 30 days after the last activity',
    );
  });

  it('anonymises, on the in-process schedule, only candidates inactive for longer than the setting', async () => {
    expect(await app.privacyWorker.runOnce(NOW)).toEqual([
      { client: 'acme', days: 30, anonymised: 1 },
    ]);
    expect(await unameOf(ids.stale)).toBe(erasedUname(ids.stale));
    expect(await unameOf(ids.recentlySignedIn)).toBe('signed.in@example.com');
    expect(await unameOf(ids.recentlyActed)).toBe('acted@example.com');
    expect(await unameOf(ids.fresh)).toBe('fresh@example.com');
    expect(await unameOf(ids.otherTenantStale)).toBe('stale@globex.example');

    const findings = await findPersonalValues(database.handle.db, [
      'stale.person',
      'Staleworth',
      '5550100200',
    ]);
    expect(findings).toEqual([]);
    const [record] = await database.handle.db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.candidateId, ids.stale));
    expect(record).toMatchObject({ origin: 'retention', status: 'done', doneAt: NOW });
  });

  it('does not anonymise anyone twice, and catches up as the clock moves on (command line)', async () => {
    const db = database.handle.db;
    expect(await runPrivacyCommand(['run'], { db, now: NOW })).toBe(
      'acme: 0 anonymised (retention 30 days)\nConfirmed erasures finished: 0',
    );
    // 21 days later the signed-in candidate's last activity is 31 days old.
    const later = new Date(NOW.getTime() + 21 * DAY);
    expect(await runPrivacyCommand(['run', 'acme'], { db, now: later })).toBe(
      'acme: 1 anonymised (retention 30 days)\nConfirmed erasures finished: 0',
    );
    expect(await unameOf(ids.recentlySignedIn)).toBe(erasedUname(ids.recentlySignedIn));
    expect(await unameOf(ids.fresh)).toBe('fresh@example.com');
    expect(
      await db.select().from(erasureRequests).where(eq(erasureRequests.candidateId, ids.stale)),
    ).toHaveLength(1);
  });

  it('turns off with --off', async () => {
    const db = database.handle.db;
    expect(await runPrivacyCommand(['retention', 'acme', '--off'], { db })).toBe(
      'Retention of acme: off (data kept until the candidate asks)',
    );
    const farLater = new Date(NOW.getTime() + 400 * DAY);
    expect(await app.privacyWorker.runOnce(farLater)).toEqual([]);
    expect(await unameOf(ids.fresh)).toBe('fresh@example.com');
  });
});
