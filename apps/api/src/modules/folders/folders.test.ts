import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderCandidates } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createFolder, createJob, createTenant } from '../../test/factories.js';
import { startCandidateFlow, type NewCandidate } from '../../test/new-candidate.js';
import { signInCookie } from '../../test/sign-in.js';

let database: TestDatabase;
let app: FastifyInstance;
let visitor: NewCandidate;
let requisitionId: number;
let live: number;
let otherLive: number;
let archive: number;
let globexLive: number;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  const acme = await createTenant(db, { client: 'acme' });
  const globex = await createTenant(db, { client: 'globex' });
  await createCandidate(db, acme, { uname: 'jane@example.com' });
  requisitionId = (await createJob(db, acme)).requisition.id;
  live = (await createFolder(db, acme, { requisitionId })).id;
  otherLive = (await createFolder(db, acme, { requisitionId: null, name: 'Talent community' })).id;
  archive = (await createFolder(db, acme, { requisitionId, type: 'archive' })).id;
  globexLive = (await createFolder(db, globex)).id;
  app = await buildTestApp(database);
  visitor = await startCandidateFlow(
    app,
    'acme',
    { uname: 'lead@example.com' },
    { flowType: 'join' },
  );
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const addToFolders = (
  candidateList: number[],
  destinationList: number[],
  headers: Record<string, string>,
) =>
  app.inject({
    method: 'POST',
    url: '/rest/private/folder/acme/candidates',
    headers: { ...XHR, ...headers },
    payload: { candidateList, destinationList },
  });

const foldersOf = async (candidateId: number) =>
  (
    await database.handle.db
      .select({ folderId: folderCandidates.folderId })
      .from(folderCandidates)
      .where(eq(folderCandidates.candidateId, candidateId))
  )
    .map((row) => row.folderId)
    .sort((a, b) => a - b);

describe('folders by requisition and type', () => {
  it('lists the tenant\u2019s folders of the requisition with that type', async () => {
    const response = await app.inject({
      url: `/rest/public/folder/acme/requisition/${requisitionId}/type/live`,
    });
    expect(response.json()).toEqual([{ folderId: live, requisitionId, type: 'live' }]);
    const other = await app.inject({
      url: `/rest/public/folder/globex/requisition/${requisitionId}/type/live`,
    });
    expect(other.json()).toEqual([]);
  });
});

describe('add candidate to folder', () => {
  it('adds the acting candidate to lead-capture folders, once', async () => {
    const candidateId = visitor.candidate.candidateId;
    const { authorization } = visitor;
    const response = await addToFolders([candidateId], [live, otherLive], { authorization });
    expect(response.json()).toEqual({ status: 'Success' });
    expect((await addToFolders([candidateId], [live], { authorization })).statusCode).toBe(200);
    expect(await foldersOf(candidateId)).toEqual([live, otherLive].sort((a, b) => a - b));
  });

  it('refuses other folders, other candidates and no credentials, adding nothing', async () => {
    const { candidate, authorization } = await startCandidateFlow(
      app,
      'acme',
      { uname: 'careful@example.com' },
      { flowType: 'join' },
    );
    const candidateId = candidate.candidateId;
    for (const folder of [archive, globexLive, 999_999]) {
      const response = await addToFolders([candidateId], [live, folder], { authorization });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'FOLDER_NOT_FOUND' });
    }
    const jane = await signInCookie(app, 'acme', 'jane@example.com');
    expect((await addToFolders([candidateId], [live], { cookie: jane })).statusCode).toBe(404);
    expect((await addToFolders([candidateId], [live], {})).statusCode).toBe(401);
    expect(await foldersOf(candidateId)).toEqual([]);
  });
});
