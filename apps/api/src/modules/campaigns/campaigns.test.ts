import { readFile } from 'node:fs/promises';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Campaign,
  CampaignsFile,
  CampaignsFileCampaign,
  CampaignsFileEvent,
  CheckIn,
  CompletedAttempt,
  EventRegistrantList,
  EventStatus,
  StaffEventList,
  StartedApplyAttempt,
} from '@talentgate/domain';
import {
  candidateFormRecords,
  candidates,
  eventRegistrants,
  events,
  outboxEmails,
} from '../../db/schema.js';
import { demoEventsAhead } from '../../seed/demo-campaigns.js';
import { DEMO_CAMPAIGNS_FILE } from '../../seed/seed-demo.js';
import { buildTestApp } from '../../test/app.js';
import { importDemoStreams } from '../../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTenant } from '../../test/factories.js';
import { createStaff, signInStaff } from '../../test/staff.js';
import { issueSlotLink } from '../interview-slots/slot-link.js';
import { signCompactJws } from '../tokens/compact-jws.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { campaignsSchemaText, CAMPAIGNS_SCHEMA_PATH } from './campaigns-command.js';
import { CampaignsFileError, formatCampaignsFile, parseCampaignsFile } from './campaigns-file.js';
import { issueCheckInToken } from './check-in-link.js';
import { exportCampaigns } from './export-campaigns.js';
import { importCampaigns } from './import-campaigns.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const LANGUAGES = ['en', 'es', 'fr', 'ar'];
const all = (text: string) => Object.fromEntries(LANGUAGES.map((language) => [language, text]));

let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let globex: Tenant;
let demoFile: CampaignsFile;
let streams: Record<string, number>;
let forms: Record<string, number>;

/** A small event (one seat) with its own campaign page, for the capacity race. */
const SMALL: CampaignsFileEvent = {
  key: 'small-talk',
  title: all('Small talk'),
  startsAt: '2099-01-01T10:00:00Z',
  endsAt: '2099-01-01T12:00:00Z',
  timeZone: 'Europe/Paris',
  onlineUrl: 'https://meet.example/small',
  capacity: 1,
  stream: 'event-registration',
};
const SMALL_PAGE: CampaignsFileCampaign = {
  name: 'small-talk',
  title: all('Small talk'),
  hero: { heading: all('One seat') },
  blocks: [],
  event: 'small-talk',
  thankYou: { heading: all('Done'), text: all('See you there.') },
};
const SMALL_EVENT: CampaignsFile = { version: 1, events: [SMALL], campaigns: [SMALL_PAGE] };

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  acme = await createTenant(db, { client: 'acme', languages: LANGUAGES });
  globex = await createTenant(db, { client: 'globex', languages: LANGUAGES });
  streams = await importDemoStreams(db, acme);
  await importDemoStreams(db, globex);
  // As the demo seed imports it: its event always ahead.
  demoFile = demoEventsAhead(
    parseCampaignsFile(await readFile(DEMO_CAMPAIGNS_FILE, 'utf8')),
    new Date(),
  );
  await importCampaigns(db, acme, demoFile);
  await importCampaigns(db, acme, SMALL_EVENT);
  await importCampaigns(db, globex, SMALL_EVENT);
  app = await buildTestApp(database);
  forms = {};
  for (const key of ['talent-community', 'event-registration']) {
    const metadata = await app.inject({
      url: `/rest/public/applystream/acme/metadata/${String(streams[key])}`,
    });
    const [first] = metadata.json<{ metaData: { applyFormId: number }[] }>().metaData;
    forms[key] = first?.applyFormId ?? 0;
  }
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const registrant = (uname: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  uname,
  termsAndPolicy: 't',
});

/** Starts an attempt of a stream with its (only) form answered. */
async function startWith(streamKey: string, data: Record<string, unknown>, client = 'acme') {
  const response = await app.inject({
    method: 'PUT',
    url: `/rest/public/apply/${client}/attempt`,
    headers: XHR,
    payload: {
      applyStreamId: streams[streamKey],
      firstForm: { applyFormId: forms[streamKey], data },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StartedApplyAttempt>().attemptId;
}

function complete(attemptId: string, campaign: string, client = 'acme') {
  return app.inject({
    method: 'POST',
    url: `/rest/public/apply/${client}/attempt/complete`,
    headers: { ...XHR, 'x-apply-attempt': attemptId },
    payload: {
      language: 'en',
      pageUrl: `https://jobs.acme.test/campaign/${campaign}/`,
      wpLandingPageId: campaign,
    },
  });
}

async function lastEmailTo(recipient: string) {
  const [email] = await database.handle.db
    .select()
    .from(outboxEmails)
    .where(
      and(eq(outboxEmails.recipient, recipient), eq(outboxEmails.template, 'Event Registration')),
    )
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return email;
}

const tokenIn = (text: string) => {
  const match = /\/campaign\/[a-z-]+\/check-in\/\?token=([A-Za-z0-9._-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no check-in link in: ${text}`);
  return match[1];
};

describe('the campaigns file (config as code)', () => {
  it('refuses a file naming each problem with its place', () => {
    const text = formatCampaignsFile({
      version: 1,
      events: [
        { ...SMALL, endsAt: '2098-01-01T10:00:00Z', onlineUrl: undefined },
        { ...SMALL, timeZone: 'Mars/Olympus' },
      ],
      campaigns: [{ ...SMALL_PAGE, stream: 'talent-community' }],
    });
    expect(() => parseCampaignsFile(text)).toThrow(CampaignsFileError);
    try {
      parseCampaignsFile(text);
    } catch (error) {
      expect(error instanceof CampaignsFileError && error.problems).toEqual([
        'events/1/key: "small-talk" appears twice',
        'events/0/endsAt: must be after startsAt',
        'events/0: give a place, an onlineUrl or both',
        'events/1/timeZone: "Mars/Olympus" is not a time zone',
        'campaigns/0: name either a stream or an event',
      ]);
    }
    expect(() => parseCampaignsFile('version: 1\ncampaigns: [{ name: "Bad Name" }]')).toThrow(
      /campaigns\/0\/name/,
    );
  });

  it('refuses what the tenant cannot serve: languages, streams, events, capacity', async () => {
    const file: CampaignsFile = {
      version: 1,
      events: [{ ...SMALL, key: 'other', stream: 'talent-community' }],
      campaigns: [
        {
          ...SMALL_PAGE,
          name: 'broken',
          title: { en: 'Only English' },
          event: undefined,
          stream: 'full-apply',
        },
        { ...SMALL_PAGE, name: 'lost', event: 'no-such-event' },
      ],
    };
    await expect(importCampaigns(database.handle.db, acme, file)).rejects.toMatchObject({
      problems: [
        'events/0/stream: stream "talent-community" is a join stream, not event',
        'campaigns/0/title: no text in es, fr, ar',
        'campaigns/0/stream: stream "full-apply" is a apply stream, not join or microsite',
        'campaigns/1/event: the tenant has no event "no-such-event"',
      ],
    });
    const lower = await importCampaigns(database.handle.db, globex, {
      ...SMALL_EVENT,
      events: [{ ...SMALL, capacity: 1 }],
    });
    expect(lower).toEqual({ events: 1, campaigns: 1 });
  });

  it('exports what it imported: the demo file comes back the same', async () => {
    const exported = await exportCampaigns(database.handle.db, acme);
    const names = demoFile.campaigns.map((campaign) => campaign.name);
    expect(exported.campaigns.filter((campaign) => names.includes(campaign.name))).toEqual(
      demoFile.campaigns,
    );
    expect(exported.events.find((event) => event.key === 'open-house-austin')).toEqual(
      demoFile.events[0],
    );
  });

  it('keeps the written JSON Schema up to date', async () => {
    expect(await readFile(CAMPAIGNS_SCHEMA_PATH, 'utf8')).toBe(campaignsSchemaText());
  });
});

describe('a campaign page (GET /rest/public/campaigns/{client}/{name})', () => {
  it('answers its texts in every language, its stream and its flow', async () => {
    const response = await app.inject({ url: '/rest/public/campaigns/acme/nurses-week' });
    expect(response.statusCode).toBe(200);
    const campaign = response.json<Campaign>();
    expect(campaign.flowType).toBe('microsite');
    expect(campaign.applyStreamId).toBe(streams['talent-community']);
    expect(Object.keys(campaign.title).sort()).toEqual([...LANGUAGES].sort());
    expect(campaign.jobs?.category).toBe('Nursing & Care');
    expect(campaign.thankYou.heading['ar']).toBe('مرحبًا بك في المجتمع');
  });

  it('answers an event campaign with its event and seats left', async () => {
    const campaign = (
      await app.inject({ url: '/rest/public/campaigns/acme/open-house' })
    ).json<Campaign>();
    expect(campaign.flowType).toBe('event');
    expect(campaign.applyStreamId).toBe(streams['event-registration']);
    expect(campaign.event).toMatchObject({ eventId: 'open-house-austin', capacity: 200 });
  });

  it('is 404 for a name the tenant has not, even when another tenant has it', async () => {
    const unknown = await app.inject({ url: '/rest/public/campaigns/globex/nurses-week' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'CAMPAIGN_NOT_FOUND' });
  });
});

describe('submitting a campaign page (the microsite and event flows)', () => {
  it('records a microsite join with the Landing Page contact method and the page id', async () => {
    const attemptId = await startWith('talent-community', {
      firstName: 'Mia',
      lastName: 'Site',
      uname: 'mia@example.com',
      areaOfInterestList: ['Nursing & Care'],
      termsAndPolicy: 't',
    });
    const response = await complete(attemptId, 'nurses-week');
    expect(response.statusCode, response.body).toBe(200);
    const { candidateId } = response.json<CompletedAttempt>();
    const [candidate] = await database.handle.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidateId));
    expect(candidate?.sfxContactMethod).toBe('Landing Page');
    const [record] = await database.handle.db
      .select()
      .from(candidateFormRecords)
      .where(eq(candidateFormRecords.candidateId, candidateId));
    expect(record?.wpLandingPageId).toBe('nurses-week');
  });

  it('refuses a page that does not embed the stream (404), keeping the attempt', async () => {
    const attemptId = await startWith('event-registration', registrant('wrong@example.com'));
    const response = await complete(attemptId, 'nurses-week');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'CAMPAIGN_NOT_FOUND' });
    expect((await complete(attemptId, 'open-house')).statusCode).toBe(200);
  });

  it('registers for the event: a seat, Event Registration Form, e-mail with .ics and QR', async () => {
    const attemptId = await startWith('event-registration', registrant('ada@example.com'));
    const response = await complete(attemptId, 'open-house');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<CompletedAttempt>();
    expect(answer.eventRegistration).toEqual({ statusName: 'Registered' });
    const [candidate] = await database.handle.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, answer.candidateId));
    expect(candidate?.sfxContactMethod).toBe('Event Registration Form');
    const email = await lastEmailTo('ada@example.com');
    expect(email?.subject).toContain('Nursing open house, Austin');
    expect(email?.attachments.map((file) => file.filename)).toEqual(['event.ics', 'check-in.svg']);
    const startsAt = demoFile.events.find((event) => event.key === 'open-house-austin')?.startsAt;
    // 2027-06-17T22:00:00Z as the calendar file writes it: 20270617T220000Z
    expect(email?.attachments[0]?.content).toContain(`DTSTART:${startsAt?.replace(/[-:]/g, '')}`);
    expect(email?.attachments[1]?.content).toMatch(/^<svg[^>]*>/);
    expect(email?.textBody).toContain('/campaign/open-house/check-in/?token=');
  });
});

describe('registering while the event runs, or after it', () => {
  const hour = 3_600_000;
  const eventAt = (key: string, startsAt: number, endsAt: number): CampaignsFile => ({
    version: 1,
    events: [
      {
        ...SMALL,
        key,
        capacity: 5,
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(endsAt).toISOString(),
      },
    ],
    campaigns: [{ ...SMALL_PAGE, name: key, event: key }],
  });

  it('marks a registration at a running event Attended (spec 2 §4)', async () => {
    await importCampaigns(
      database.handle.db,
      acme,
      eventAt('running-now', Date.now() - hour, Date.now() + hour),
    );
    const attemptId = await startWith('event-registration', registrant('walk-in@example.com'));
    const response = await complete(attemptId, 'running-now');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CompletedAttempt>().eventRegistration).toEqual({
      statusName: 'Attended',
    });
  });

  it('refuses a registration once the event has ended (409), creating no one', async () => {
    await importCampaigns(
      database.handle.db,
      acme,
      eventAt('over-now', Date.now() - 3 * hour, Date.now() - hour),
    );
    const attemptId = await startWith('event-registration', registrant('late@example.com'));
    const response = await complete(attemptId, 'over-now');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EVENT_ENDED' });
    expect(
      await database.handle.db
        .select()
        .from(candidates)
        .where(eq(candidates.uname, 'late@example.com')),
    ).toHaveLength(0);
  });
});

describe('the first registration of a process', () => {
  it('completes: the check-in link is signed with a key read before the transaction', async () => {
    // A new app has no signing key in memory yet; on the embedded database, reading it inside
    // the registration's transaction would wait for that transaction's only connection.
    const fresh = await buildTestApp(database);
    try {
      const started = await fresh.inject({
        method: 'PUT',
        url: '/rest/public/apply/acme/attempt',
        headers: XHR,
        payload: {
          applyStreamId: streams['event-registration'],
          firstForm: {
            applyFormId: forms['event-registration'],
            data: registrant('first@example.com'),
          },
        },
      });
      const { attemptId } = started.json<StartedApplyAttempt>();
      const response = await fresh.inject({
        method: 'POST',
        url: '/rest/public/apply/acme/attempt/complete',
        headers: { ...XHR, 'x-apply-attempt': attemptId },
        payload: { language: 'en', pageUrl: 'https://x.test/', wpLandingPageId: 'open-house' },
      });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      await fresh.close();
    }
  }, 30_000);
});

describe('capacity (two registrants never get the last seat)', () => {
  it('gives the one seat to one of two simultaneous registrants; the other is 409', async () => {
    const first = await startWith('event-registration', registrant('one@example.com'));
    const second = await startWith('event-registration', registrant('two@example.com'));
    const answers = await Promise.all([
      complete(first, 'small-talk'),
      complete(second, 'small-talk'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'EVENT_FULL' });
    const [event] = await database.handle.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, acme.id), eq(events.key, 'small-talk')));
    expect(event?.seatsTaken).toBe(1);
    const seated = await database.handle.db
      .select()
      .from(eventRegistrants)
      .where(eq(eventRegistrants.eventId, event?.id ?? 0));
    expect(seated).toHaveLength(1);
    // The refused registrant was not created either: the whole submission rolled back.
    const loser = refused === answers[0] ? 'one@example.com' : 'two@example.com';
    expect(
      await database.handle.db.select().from(candidates).where(eq(candidates.uname, loser)),
    ).toHaveLength(0);
  });
});

describe('check-in (the e-mailed link, the event status call)', () => {
  let token = '';
  let candidateId = 0;

  beforeAll(async () => {
    const attemptId = await startWith('event-registration', registrant('grace@example.com'));
    candidateId = (await complete(attemptId, 'open-house')).json<CompletedAttempt>().candidateId;
    const email = await lastEmailTo('grace@example.com');
    token = tokenIn(email?.textBody ?? '');
  });

  const show = (client: string, value: string) =>
    app.inject({
      method: 'POST',
      url: `/rest/public/events/${client}/check-in`,
      headers: XHR,
      payload: { token: value },
    });
  const attend = (
    client: string,
    eventId: string,
    who: number,
    value: string,
    names: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'PUT',
      url: `/rest/public/events/${client}/${eventId}/candidates/${who}/status`,
      headers: XHR,
      payload: { statusName: 'Attended', token: value, ...names },
    });

  it('shows the event and the registrant by the link, then marks them Attended', async () => {
    const shown = await show('acme', token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<CheckIn>()).toMatchObject({
      eventId: 'open-house-austin',
      candidateId,
      statusName: 'Registered',
    });
    const marked = await attend('acme', 'open-house-austin', candidateId, token, {
      firstName: ' Grace ',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<EventStatus>()).toMatchObject({ statusName: 'Attended', candidateId });
    // The names confirmed at check-in are kept; a name not sent stays as it was.
    const [named] = await database.handle.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidateId));
    expect([named?.firstName, named?.lastName]).toEqual(['Grace', 'Lovelace']);
    expect((await show('acme', token)).json<CheckIn>().statusName).toBe('Attended');
  });

  it('carries the names and e-mail the check-in page fills in', () => {
    const [, payload] = token.split('.');
    const claims: unknown = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(claims).toMatchObject({
      aud: 'event-check-in',
      email: 'grace@example.com',
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
  });

  it('refuses another pair in the path than the token names (404)', async () => {
    expect((await attend('acme', 'small-talk', candidateId, token)).statusCode).toBe(404);
    expect((await attend('acme', 'open-house-austin', candidateId + 1, token)).statusCode).toBe(
      404,
    );
  });

  it('refuses a token of another audience, an expired one and another tenant’s', async () => {
    const keys = app.signingKeys;
    const slotHash = await issueSlotLink(
      keys,
      { tenantId: acme.id, invitationId: 1, candidateId },
      new Date(Date.now() + 60_000),
    );
    const wrongAudience = await show('acme', slotHash);
    expect(wrongAudience.statusCode).toBe(400);
    expect(wrongAudience.json()).toMatchObject({ code: 'CHECK_IN_LINK_INVALID' });

    const key = await keys.signing();
    const now = Math.floor(Date.now() / 1000);
    const sameTypeOtherAudience = signCompactJws(key, {
      type: 'tg-event-check-in+jwt',
      subject: 'x',
      audience: 'slot-book',
      issuedAt: now,
      expiresAt: now + 60,
      custom: {
        tid: acme.id,
        eid: 1,
        cid: candidateId,
        email: 'a',
        given_name: 'a',
        family_name: 'b',
      },
    });
    expect((await show('acme', sameTypeOtherAudience)).statusCode).toBe(400);

    const [event] = await database.handle.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, acme.id), eq(events.key, 'open-house-austin')));
    const claims = {
      tenantId: acme.id,
      eventId: event?.id ?? 0,
      candidateId,
      email: 'grace@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    };
    const expired = await issueCheckInToken(keys, claims, new Date(Date.now() - 2 * 86_400_000));
    const old = await show('acme', expired);
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ code: 'CHECK_IN_LINK_EXPIRED' });
    expect((await attend('acme', 'open-house-austin', candidateId, expired)).statusCode).toBe(410);

    const elsewhere = await show('globex', token);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'EVENT_NOT_FOUND' });
    expect((await show('acme', `${token}x`)).statusCode).toBe(400);
  });

  it('shows staff the event and its registrants with their status, tenant by tenant', async () => {
    const recruiter = await createStaff(database.handle.db, acme, 'recruiter');
    const cookie = await signInStaff(app, 'acme', recruiter);
    const list = await app.inject({ url: '/rest/staff/acme/events', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const openHouse = list
      .json<StaffEventList>()
      .events.find((event) => event.eventId === 'open-house-austin');
    expect(openHouse).toMatchObject({ capacity: 200, seatsTaken: 4, attended: 1 });
    const registrants = await app.inject({
      url: '/rest/staff/acme/events/open-house-austin/registrants',
      headers: { cookie },
    });
    const grace = registrants
      .json<EventRegistrantList>()
      .registrants.find((row) => row.email === 'grace@example.com');
    expect(grace).toMatchObject({ candidateId, statusName: 'Attended', firstName: 'Grace' });
    // Another tenant's staff: their own session does not reach acme's events.
    const other = await createStaff(database.handle.db, globex, 'recruiter');
    const otherCookie = await signInStaff(app, 'globex', other);
    const crossed = await app.inject({
      url: '/rest/staff/acme/events',
      headers: { cookie: otherCookie },
    });
    expect(crossed.statusCode).toBe(401);
    const unknown = await app.inject({
      url: '/rest/staff/globex/events/open-house-austin/registrants',
      headers: { cookie: otherCookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
