/**
 * The world of the final-submit tests (modules/apply-attempts/complete-attempt*.test.ts):
 * tenant acme with the demo streams and an open requisition on the full apply, a signed-up
 * candidate Jane, tenant globex, and tenant loginless (profile login deactivated) with Lee;
 * and the calls a visitor's browser makes: start, save each form, complete.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ApplyStreamMetadata, StartedApplyAttempt } from '@talentgate/domain';
import { candidates, candidateSubscriptions, type applications } from '../db/schema.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import { buildTestApp } from './app.js';
import { importDemoStreams } from './apply-streams.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { createCandidate, createJob, createTenant } from './factories.js';

export const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** The candidate form's answers for a new person with this e-mail. */
export const person = (uname: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  uname,
  phone1: '+1 (512) 555-0100',
  zip: '78701',
  city: 'Austin',
  state: 'TX',
  country: 'United States',
});

export class FinalSubmitWorld {
  database!: TestDatabase;
  app!: FastifyInstance;
  acme!: Tenant;
  loginless!: Tenant;
  streams: Record<string, number> = {};
  loginlessStreams: Record<string, number> = {};
  openRequisition = 0;
  janeId = 0;
  /** Form ids by form key, over every demo stream of acme (keys are unique across them). */
  readonly forms: Record<string, number> = {};
  readonly loginlessForms: Record<string, number> = {};

  async setUp() {
    this.database = await createTestDatabase();
    const { db } = this.database.handle;
    // Easy apply links apply on acme; loginless leaves the flag off (spec 2 §1).
    this.acme = await createTenant(db, {
      client: 'acme',
      featureFlags: { easyApplyEnabled: true },
    });
    const globex = await createTenant(db, { client: 'globex' });
    await createCandidate(db, globex, { uname: 'gil@example.com', sponsorHandle: 'gil' });
    this.loginless = await createTenant(db, {
      client: 'loginless',
      featureFlags: { profileLoginDeactivated: true },
    });
    this.streams = await importDemoStreams(db, this.acme);
    this.loginlessStreams = await importDemoStreams(db, this.loginless);
    this.openRequisition = (
      await createJob(db, this.acme, { applyStreamId: this.streams['full-apply'] })
    ).requisition.id;
    this.janeId = (
      await createCandidate(db, this.acme, {
        uname: 'jane@example.com',
        city: 'Boston',
        phone1: null,
        sponsorHandle: 'jane-h',
      })
    ).id;
    await createCandidate(db, this.loginless, { uname: 'lee@example.com', firstName: 'Lee' });
    this.app = await buildTestApp(this.database);
    await this.formIds('acme', Object.values(this.streams), this.forms);
    await this.formIds('loginless', Object.values(this.loginlessStreams), this.loginlessForms);
  }

  async tearDown() {
    await this.app.close();
    await this.database.dispose();
  }

  private async formIds(client: string, streamIds: number[], into: Record<string, number>) {
    for (const id of streamIds) {
      const metadata = (
        await this.app.inject({ url: `/rest/public/applystream/${client}/metadata/${id}` })
      ).json<ApplyStreamMetadata>();
      for (const form of metadata.metaData) into[form.key] = form.applyFormId;
    }
  }

  db = () => this.database.handle.db;

  start = async (payload: Record<string, unknown>, client = 'acme', headers = {}) => {
    const response = await this.app.inject({
      method: 'PUT',
      url: `/rest/public/apply/${client}/attempt`,
      headers: { ...XHR, ...headers },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<StartedApplyAttempt>().attemptId;
  };

  save = async (attemptId: string, formKey: string, data: unknown, client = 'acme') => {
    const id = (client === 'loginless' ? this.loginlessForms : this.forms)[formKey];
    const response = await this.app.inject({
      method: 'POST',
      url: `/rest/public/apply/${client}/attempt/form/${String(id)}`,
      headers: { ...XHR, 'x-apply-attempt': attemptId },
      payload: { data },
    });
    expect(response.statusCode, `${formKey}: ${response.body}`).toBe(200);
  };

  complete = (
    attemptId: string,
    payload: Record<string, unknown> = {},
    client = 'acme',
    headers = {},
  ): Promise<LightMyRequestResponse> =>
    this.app.inject({
      method: 'POST',
      url: `/rest/public/apply/${client}/attempt/complete`,
      headers: { ...XHR, 'x-apply-attempt': attemptId, ...headers },
      payload: {
        language: 'en',
        pageUrl: `https://jobs.acme.test/apply/${this.openRequisition}/`,
        ...payload,
      },
    });

  /** A full apply with every form saved; answers the attempt id. */
  fullApply = async (uname: string, requisitionId = this.openRequisition, headers = {}) => {
    const attemptId = await this.start({ requisitionId }, 'acme', headers);
    await this.save(attemptId, 'candidate', person(uname));
    await this.save(attemptId, 'education', {
      education: [
        { levelAttained: 'Bachelor', institution: 'University of London', endDate: '2010-06-30' },
        { levelAttained: 'Master', institution: 'Cambridge', completed: 'f' },
      ],
    });
    await this.save(attemptId, 'work-history', {
      workHistory: [{ company: 'Analytical Engines', title: 'Engineer', startDate: '2012-03-01' }],
    });
    await this.save(attemptId, 'certification', { certification: [{ name: 'PMP' }] });
    await this.save(attemptId, 'terms', { termsAndPolicy: 't', subscriptions: ['job_alert'] });
    return attemptId;
  };

  candidateByUname = async (uname: string) => {
    const [row] = await this.db().select().from(candidates).where(eq(candidates.uname, uname));
    return row;
  };

  rowCount = async (table: typeof applications | typeof candidates) => {
    const [row] = await this.db().select({ n: count() }).from(table);
    return row?.n ?? 0;
  };

  /** The candidate's stored e-mail subscriptions by type. */
  storedSubscriptions = async (candidateId: number): Promise<Record<string, boolean>> => {
    const rows = await this.db()
      .select({
        type: candidateSubscriptions.communicationType,
        subscribed: candidateSubscriptions.subscribed,
      })
      .from(candidateSubscriptions)
      .where(eq(candidateSubscriptions.candidateId, candidateId));
    return Object.fromEntries(rows.map((row) => [row.type, row.subscribed]));
  };
}

/** The world, set up before the file's tests and torn down after them. */
export function useFinalSubmitWorld(): FinalSubmitWorld {
  const world = new FinalSubmitWorld();
  beforeAll(() => world.setUp());
  afterAll(() => world.tearDown());
  return world;
}
