import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Activity,
  Candidate,
  Address,
  ApplicationSummary,
  Assessment,
  Interview,
  Offer,
  OnboardingForm,
  RecruiterContacts,
  Todo,
  TransactionLogEntry,
} from '@talentgate/domain';
import { eq } from 'drizzle-orm';
import { requisitions } from '../../db/schema.js';
import { seedCandidateDashboard } from '../../seed/demo-dashboard.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createJob, createTenant } from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';

let database: TestDatabase;
let app: FastifyInstance;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

interface Person {
  id: number;
  cookie: string;
}
let jane: Person;
let john: Person;
let gina: Person;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  const acme = await createTenant(db, {
    client: 'acme',
    settings: { contact: { name: 'Acme Talent', email: 'talent@acme.test' } },
  });
  const globex = await createTenant(db, { client: 'globex' });
  const jobs = [await createJob(db, acme), await createJob(db, acme)];
  // The second job's requisition names its recruiter; the first leaves it to the tenant.
  await db
    .update(requisitions)
    .set({ recruiterName: 'Marcus Lee', recruiterEmail: 'marcus@acme.test' })
    .where(eq(requisitions.id, jobs[1]?.requisition.id ?? 0));
  const globexJobs = [await createJob(db, globex), await createJob(db, globex)];
  const janeRow = await createCandidate(db, acme, { uname: 'jane@example.com' });
  const johnRow = await createCandidate(db, acme, { uname: 'john@example.com' });
  const ginaRow = await createCandidate(db, globex, { uname: 'gina@example.com' });
  const ids = (list: typeof jobs) =>
    [list[0]?.requisition.id ?? 0, list[1]?.requisition.id ?? 0] as const;
  await seedCandidateDashboard(db, { tenantId: acme.id, candidateId: janeRow.id }, ids(jobs));
  await seedCandidateDashboard(db, { tenantId: acme.id, candidateId: johnRow.id }, ids(jobs));
  await seedCandidateDashboard(
    db,
    { tenantId: globex.id, candidateId: ginaRow.id },
    ids(globexJobs),
  );
  app = await buildTestApp(database);
  jane = { id: janeRow.id, cookie: await signInCookie(app, 'acme', 'jane@example.com') };
  john = { id: johnRow.id, cookie: await signInCookie(app, 'acme', 'john@example.com') };
  gina = { id: ginaRow.id, cookie: await signInCookie(app, 'globex', 'gina@example.com') };
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { ...XHR, cookie } : XHR });
const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { ...XHR, cookie } : XHR, payload });

const lists = {
  applications: (client: string, id: number) =>
    `/rest/private/application/${client}/candidate/${id}`,
  interviews: (client: string, id: number) => `/rest/private/interview/${client}/candidate/${id}`,
  offers: (client: string, id: number) => `/rest/private/offer/${client}/candidate/${id}`,
  todos: (client: string, id: number) => `/rest/private/todo/${client}/candidate/${id}`,
  onboarding: (client: string, id: number) => `/rest/private/onboarding/${client}/candidate/${id}`,
  assessments: (client: string, id: number) =>
    `/rest/private/candidate/${client}/assessment/candidate/${id}`,
  activities: (client: string, id: number) =>
    `/rest/private/candidate/${client}/activity/candidate/${id}`,
  addresses: (client: string, id: number) => `/rest/private/address/${client}/user/${id}`,
  contacts: (client: string, id: number) =>
    `/rest/private/recruiter-contact/${client}/candidate/${id}`,
};

describe('dashboard lists', () => {
  it('answer the signed-in candidate’s own rows', async () => {
    const applications = (await get(lists.applications('acme', jane.id), jane.cookie)).json<
      ApplicationSummary[]
    >();
    expect(applications).toHaveLength(2);
    expect(applications[1]?.timeline.map((stage) => stage.stage)).toEqual([
      'Applied',
      'Screening',
      'Interview',
    ]);
    expect(applications[1]?.timeline.at(-1)?.nextStep).toBe(
      'Panel interview with the engineering team',
    );
    expect(applications[0]?.jobTitle).toMatch(/^Job \d+$/);

    const interviews = (await get(lists.interviews('acme', jane.id), jane.cookie)).json<
      Interview[]
    >();
    expect(interviews.map((interview) => interview.title)).toEqual([
      'Phone screen',
      'Panel interview',
    ]);
    const offers = (await get(lists.offers('acme', jane.id), jane.cookie)).json<Offer[]>();
    expect(offers).toEqual([
      expect.objectContaining({ title: 'Senior Software Engineer', status: 'extended' }),
    ]);
    const todos = (await get(lists.todos('acme', jane.id), jane.cookie)).json<Todo[]>();
    expect(todos).toHaveLength(3);
    const onboarding = (await get(lists.onboarding('acme', jane.id), jane.cookie)).json<
      OnboardingForm[]
    >();
    // Onboarding forms come with an accepted offer's onboarding (modules/onboarding).
    expect(onboarding).toEqual([]);
    const assessments = (await get(lists.assessments('acme', jane.id), jane.cookie)).json<
      Assessment[]
    >();
    expect(assessments.map((assessment) => assessment.testStatus)).toEqual([
      'completed',
      'invited',
    ]);
    const activities = (await get(lists.activities('acme', jane.id), jane.cookie)).json<
      Activity[]
    >();
    expect(activities).toHaveLength(11);
    expect(new Set(activities.map((activity) => activity.candidateId))).toEqual(new Set([jane.id]));
  });

  it('refuse another candidate, another tenant and no sign-in', async () => {
    for (const url of Object.values(lists)) {
      expect((await get(url('acme', john.id), jane.cookie)).statusCode).toBe(404);
      expect((await get(url('acme', jane.id), gina.cookie)).statusCode).toBe(401);
      expect((await get(url('globex', gina.id), jane.cookie)).statusCode).toBe(401);
      expect((await get(url('acme', jane.id))).statusCode).toBe(401);
    }
  });
});

describe('recruiter contacts', () => {
  it('name the recruiter of each application whose requisition has one, and the tenant\u2019s contact', async () => {
    const applications = (await get(lists.applications('acme', jane.id), jane.cookie)).json<
      ApplicationSummary[]
    >();
    const contacts = (
      await get(lists.contacts('acme', jane.id), jane.cookie)
    ).json<RecruiterContacts>();
    const withRecruiter = applications.find((entry) =>
      contacts.applications.some((own) => own.applicationId === entry.applicationId),
    );
    expect(contacts).toEqual({
      tenant: { name: 'Acme Talent', email: 'talent@acme.test', phone: null },
      applications: [
        {
          applicationId: withRecruiter?.applicationId,
          contact: { name: 'Marcus Lee', email: 'marcus@acme.test', phone: null },
        },
      ],
    });
    // Globex configured no contact and no recruiter.
    expect((await get(lists.contacts('globex', gina.id), gina.cookie)).json()).toEqual({
      tenant: null,
      applications: [],
    });
  });
});

describe('interviews and offers by id', () => {
  it('answer the candidate’s own and hide everyone else’s', async () => {
    const [own] = (await get(lists.interviews('acme', jane.id), jane.cookie)).json<Interview[]>();
    const [johns] = (await get(lists.interviews('acme', john.id), john.cookie)).json<Interview[]>();
    const [offer] = (await get(lists.offers('acme', jane.id), jane.cookie)).json<Offer[]>();
    const [johnsOffer] = (await get(lists.offers('acme', john.id), john.cookie)).json<Offer[]>();
    const interviewUrl = (id = 0) => `/rest/private/interview/acme/id/${id}`;
    const offerUrl = (id = 0) => `/rest/private/offer/acme/id/${id}`;

    const interview = await get(interviewUrl(own?.interviewId), jane.cookie);
    expect(interview.json<Interview>()).toEqual(own);
    expect((await get(offerUrl(offer?.offerId), jane.cookie)).json<Offer>()).toEqual(offer);

    const hidden = await get(interviewUrl(johns?.interviewId), jane.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<{ code: string }>().code).toBe('INTERVIEW_NOT_FOUND');
    expect((await get(offerUrl(johnsOffer?.offerId), jane.cookie)).statusCode).toBe(404);
    expect((await get(interviewUrl(own?.interviewId))).statusCode).toBe(401);
    expect((await get(offerUrl(offer?.offerId), gina.cookie)).statusCode).toBe(401);
    expect((await get('/rest/private/offer/acme/id/abc', jane.cookie)).statusCode).toBe(400);
  });
});

describe('to-dos', () => {
  it('completing one completes its notification; nobody completes another’s', async () => {
    const todos = (await get(lists.todos('acme', jane.id), jane.cookie)).json<Todo[]>();
    const open = todos.find((todo) => todo.completedAt === null && todo.activityId !== null);
    if (!open) throw new Error('seeded to-do missing');
    const johnsTodos = (await get(lists.todos('acme', john.id), john.cookie)).json<Todo[]>();
    const complete = (id: number, cookie?: string) =>
      send('POST', `/rest/private/todo/acme/${id}/complete`, cookie);

    expect((await complete(johnsTodos[0]?.todoId ?? 0, jane.cookie)).statusCode).toBe(404);
    expect((await complete(open.todoId)).statusCode).toBe(401);

    const done = await complete(open.todoId, jane.cookie);
    expect(done.statusCode).toBe(200);
    const completedAt = done.json<Todo>().completedAt;
    expect(Math.abs((completedAt ?? 0) - Date.now())).toBeLessThan(5_000);
    expect((await complete(open.todoId, jane.cookie)).json<Todo>().completedAt).toBe(completedAt);

    const activities = (await get(lists.activities('acme', jane.id), jane.cookie)).json<
      Activity[]
    >();
    expect(activities.find((activity) => activity.activityId === open.activityId)).toMatchObject({
      status: 'completed',
      completedDatetime: completedAt,
    });
  });
});

describe('activities', () => {
  it('update completes an activity now; another candidate’s is not found', async () => {
    const [first] = (await get(lists.activities('acme', jane.id), jane.cookie)).json<Activity[]>();
    const [johns] = (await get(lists.activities('acme', john.id), john.cookie)).json<Activity[]>();
    if (!first || !johns) throw new Error('seeded activities missing');
    const body = (activity: Activity) => ({
      activityId: activity.activityId,
      candidateId: activity.candidateId,
      contextType: 'candidate',
      type: activity.type,
      status: 'completed',
      activityData: activity.activityData,
    });
    const url = '/rest/private/candidate/acme/activity';
    const updated = await send('POST', url, jane.cookie, body(first));
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Activity>().status).toBe('completed');
    expect(Math.abs((updated.json<Activity>().completedDatetime ?? 0) - Date.now())).toBeLessThan(
      5_000,
    );
    expect((await send('POST', url, jane.cookie, body(johns))).statusCode).toBe(404);
    expect(
      (await send('POST', url, jane.cookie, { ...body(johns), candidateId: jane.id })).statusCode,
    ).toBe(404);
    expect((await send('POST', url, undefined, body(first))).statusCode).toBe(401);
    expect(
      (await send('POST', '/rest/private/candidate/globex/activity', gina.cookie, body(first)))
        .statusCode,
    ).toBe(404);
    expect((await send('POST', url, jane.cookie, { ...body(first), type: 'x' })).statusCode).toBe(
      400,
    );
  });
});

describe('transaction log', () => {
  it('adds an entry for the signed-in candidate only', async () => {
    const url = (client: string, id: number) =>
      `/rest/private/candidate/${client}/transactionlog/${id}`;
    const added = await send('PUT', url('acme', jane.id), jane.cookie, {
      action: 'todo-completed',
      detail: 'Upload a copy of your ID',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<TransactionLogEntry>()).toMatchObject({
      candidateId: jane.id,
      action: 'todo-completed',
    });
    expect((await send('PUT', url('acme', john.id), jane.cookie, { action: 'x' })).statusCode).toBe(
      404,
    );
    expect((await send('PUT', url('acme', jane.id), undefined, { action: 'x' })).statusCode).toBe(
      401,
    );
    expect(
      (await send('PUT', url('acme', jane.id), jane.cookie, { action: 'Bad Action' })).statusCode,
    ).toBe(400);
  });
});

describe('addresses', () => {
  const address = (usersId: number) => ({
    usersId,
    addressType: 'mailing',
    line1: '1 Main Street',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'United States',
  });

  it('creates with PUT, reads by id and by user, replaces and deletes', async () => {
    const created = await send('PUT', '/rest/private/address/acme', jane.cookie, address(jane.id));
    expect(created.statusCode).toBe(201);
    const { addressId } = created.json<Address>();
    expect(
      (await get(`/rest/private/address/acme/id/${addressId}`, jane.cookie)).json<Address>(),
    ).toMatchObject({ addressId, usersId: jane.id, line1: '1 Main Street', line2: '' });
    const listed = (await get(lists.addresses('acme', jane.id), jane.cookie)).json<Address[]>();
    expect(listed.map((item) => item.addressType)).toEqual(['home', 'mailing']);

    const replaced = await send('PUT', '/rest/private/address/acme', jane.cookie, {
      ...address(jane.id),
      addressId,
      line1: '2 Main Street',
    });
    expect(replaced.json<Address>()).toMatchObject({ addressId, line1: '2 Main Street' });

    const removed = await send('DELETE', `/rest/private/address/acme/${addressId}`, jane.cookie);
    expect(removed.json()).toEqual({ status: 'Success' });
    expect((await get(`/rest/private/address/acme/id/${addressId}`, jane.cookie)).statusCode).toBe(
      404,
    );
  });

  it('never reaches another candidate’s or tenant’s address', async () => {
    const [johns] = (await get(lists.addresses('acme', john.id), john.cookie)).json<Address[]>();
    const id = johns?.addressId ?? 0;
    expect((await get(`/rest/private/address/acme/id/${id}`, jane.cookie)).statusCode).toBe(404);
    expect((await send('DELETE', `/rest/private/address/acme/${id}`, jane.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (
        await send('PUT', '/rest/private/address/acme', jane.cookie, {
          ...address(jane.id),
          addressId: id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', '/rest/private/address/acme', jane.cookie, address(john.id))).statusCode,
    ).toBe(404);
    expect((await get(`/rest/private/address/acme/id/${id}`, gina.cookie)).statusCode).toBe(401);
    expect((await get(`/rest/private/address/acme/id/${id}`)).statusCode).toBe(401);
    expect((await get(`/rest/private/address/acme/id/${id}`, john.cookie)).statusCode).toBe(200);
    expect(
      (
        await send('PUT', '/rest/private/address/acme', jane.cookie, {
          ...address(jane.id),
          line1: '',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('profile edit', () => {
  it('saves persona preferences and areas of interest through update candidate', async () => {
    const url = '/rest/private/candidate/acme';
    const saved = await send('POST', url, jane.cookie, {
      candidateId: jane.id,
      preferences: { areaOfInterest: ['Engineering'], location: ['Lisbon'], jobTitle: [] },
      areaOfInterestList: [{ usersId: null, areaOfInterest: 'Engineering' }],
    });
    expect(saved.statusCode).toBe(200);
    const current = (await get(`${url}/current`, jane.cookie)).json<Candidate>();
    expect(current).toMatchObject({
      preferences: { areaOfInterest: ['Engineering'], location: ['Lisbon'], jobTitle: [] },
      areaInterest: 'Engineering',
      areaOfInterestList: ['Engineering'],
    });
    const refused = await send('POST', url, jane.cookie, {
      candidateId: jane.id,
      preferences: { hobbies: ['chess'] },
    });
    expect(refused.statusCode).toBe(400);
    // Update candidate refuses a candidate id other than the signed-in one (candidates module).
    expect((await send('POST', url, jane.cookie, { candidateId: john.id })).statusCode).toBe(401);
  });
});
