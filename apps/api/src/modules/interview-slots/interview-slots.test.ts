/**
 * Interview slot booking (issue 24): staff invite with slots and the link is e-mailed; the
 * link's holder books, cancels and rebooks, accepts or declines; the last seat goes to one
 * of two candidates booking it at once; bad links and other tenants' are refused with
 * stable codes; the confirmation carries an .ics file; a booking is a dashboard interview.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedInvitation, Interview, SlotInvitation } from '@talentgate/domain';
import { outboxEmails } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  createApplication,
  createCandidate,
  createJob,
  createTenant,
} from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';
import { createStaff, signInStaff } from '../../test/staff.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { issueSlotLink } from './slot-link.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let globex: Tenant;
let recruiter: string;
let foreignRecruiter: string;
let requisitionId: number;
let sequence = 0;

async function applicant(tenant: Tenant, requisition: number) {
  sequence += 1;
  const uname = `slot${sequence}@example.com`;
  const candidate = await createCandidate(app.db, tenant, { uname, firstName: 'Sam' });
  const row = await createApplication(app.db, {
    tenantId: tenant.id,
    candidateId: candidate.id,
    requisitionId: requisition,
    status: 'Interview',
  });
  return { candidate, uname, applicationId: row.id };
}

const slot = (inDays: number, capacity = 1) => ({
  startsAt: Date.now() + inDays * DAY,
  endsAt: Date.now() + inDays * DAY + HOUR,
  capacity,
});

function invite(cookie: string, body: Record<string, unknown>, client = 'acme') {
  return app.inject({
    method: 'POST',
    url: `/rest/staff/${client}/interview/invitation`,
    headers: { ...XHR, cookie },
    payload: {
      title: 'First interview',
      mode: 'video',
      location: 'Room 4; Building B, Paris',
      timeZone: 'Europe/Paris',
      slots: [],
      slotIds: [],
      ...body,
    },
  });
}

/** The newest e-mail to an address, and the link's hash when it has one. */
async function lastEmail(recipient: string) {
  const [email] = await app.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, recipient))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  if (!email) throw new Error(`no e-mail to ${recipient}`);
  const hash = /slot-book\/\?hash=([^\s]+)/.exec(email.textBody)?.[1];
  return { email, hash: hash === undefined ? '' : decodeURIComponent(hash) };
}

/** Invites a new applicant to these slots; answers the link's hash and the invitation. */
async function invited(body: Record<string, unknown>) {
  const person = await applicant(acme, requisitionId);
  const response = await invite(recruiter, { applicationId: person.applicationId, ...body });
  expect(response.statusCode, response.body).toBe(200);
  const { hash } = await lastEmail(person.uname);
  expect(hash).not.toBe('');
  return { ...person, hash, created: response.json<CreatedInvitation>() };
}

function slotCall(action: string, payload: Record<string, unknown>, client = 'acme') {
  return app.inject({
    method: 'POST',
    url: `/rest/public/interview-slots/${client}/${action}`,
    headers: XHR,
    payload,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createTenant(database.handle.db, { client: 'acme', languages: ['en', 'ar'] });
  globex = await createTenant(database.handle.db, { client: 'globex' });
  app = await buildTestApp(database);
  recruiter = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'recruiter'));
  foreignRecruiter = await signInStaff(
    app,
    'globex',
    await createStaff(app.db, globex, 'recruiter'),
  );
  requisitionId = (await createJob(app.db, acme, { title: 'Slot Scheduler' })).requisition.id;
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('interview slot booking', () => {
  it('e-mails the link; its holder books, cancels and rebooks; the dashboard follows', async () => {
    const { hash, uname, candidate, created } = await invited({ slots: [slot(2), slot(3)] });
    const [first, second] = created.slotIds;
    const shown = await slotCall('invitation', { hash });
    expect(shown.statusCode).toBe(200);
    const invitation = shown.json<SlotInvitation>();
    expect(invitation).toMatchObject({
      jobTitle: 'Slot Scheduler',
      timeZone: 'Europe/Paris',
      status: 'invited',
      bookedSlotId: null,
    });
    expect(invitation.slots.map((item) => item.seatsLeft)).toEqual([1, 1]);

    const booked = (await slotCall('book', { hash, slotId: first })).json<SlotInvitation>();
    expect(booked).toMatchObject({ status: 'accepted', bookedSlotId: first });
    expect(booked.slots[0]).toMatchObject({ seatsLeft: 0, bookedByMe: true });
    const confirmation = (await lastEmail(uname)).email;
    expect(confirmation.template).toBe('Interview Booked');
    expect(confirmation.textBody).toContain('Europe/Paris');
    expect(confirmation.attachments[0]?.filename).toBe('interview.ics');

    const cookie = await signInCookie(app, 'acme', uname);
    const dashboard = () =>
      app.inject({
        method: 'GET',
        url: `/rest/private/interview/acme/candidate/${candidate.id}`,
        headers: { cookie },
      });
    const [interview] = (await dashboard()).json<Interview[]>();
    expect(interview).toMatchObject({
      title: 'First interview: Slot Scheduler',
      scheduledAt: booked.slots[0]?.startsAt,
      durationMinutes: 60,
      mode: 'video',
      status: 'booked',
      timeZone: 'Europe/Paris',
    });

    const rebooked = (await slotCall('book', { hash, slotId: second })).json<SlotInvitation>();
    expect(rebooked.bookedSlotId).toBe(second);
    expect(rebooked.slots.map((item) => item.seatsLeft)).toEqual([1, 0]);
    const moved = (await dashboard()).json<Interview[]>();
    expect(moved.map((item) => item.scheduledAt)).toEqual([rebooked.slots[1]?.startsAt]);

    const cancelled = (await slotCall('cancel', { hash })).json<SlotInvitation>();
    expect(cancelled).toMatchObject({ status: 'accepted', bookedSlotId: null });
    expect(cancelled.slots.map((item) => item.seatsLeft)).toEqual([1, 1]);
    expect((await lastEmail(uname)).email.template).toBe('Interview Booking Cancelled');
    expect((await dashboard()).json<Interview[]>()).toEqual([]);

    const again = (await slotCall('book', { hash, slotId: first })).json<SlotInvitation>();
    expect(again.bookedSlotId).toBe(first);
  });

  it('writes an RFC 5545 event in UTC with escaped text', async () => {
    const start = Date.UTC(2030, 5, 3, 7, 30);
    const { hash, uname, created } = await invited({
      slots: [{ startsAt: start, endsAt: start + 45 * 60_000, capacity: 2 }],
    });
    await slotCall('book', { hash, slotId: created.slotIds[0] });
    const { email } = await lastEmail(uname);
    const ics = email.attachments[0]?.content ?? '';
    expect(email.attachments[0]?.contentType).toContain('text/calendar');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20300603T073000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20300603T081500Z\r\n');
    expect(ics).toContain('\r\nLOCATION:Room 4\\; Building B\\, Paris\r\n');
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(ics).toMatch(/\r\nUID:interview-invitation-\d+@acme\.talentgate\r\n/);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // The zone is the interview's: 07:30 UTC is 09:30 in Paris in June.
    expect(email.textBody).toContain('9:30');
  });

  it('gives the last seat to exactly one of two candidates booking it at once', async () => {
    const one = await invited({ slots: [slot(4)] });
    const shared = one.created.slotIds[0];
    const two = await invited({ slotIds: [shared] });
    const answers = await Promise.all([
      slotCall('book', { hash: one.hash, slotId: shared }),
      slotCall('book', { hash: two.hash, slotId: shared }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json<{ code: string }>().code).toBe('SLOT_FULL');
    const seen = (await slotCall('invitation', { hash: one.hash })).json<SlotInvitation>();
    expect(seen.slots[0]?.seatsLeft).toBe(0);
  });

  it('refuses a full slot, a slot the invitation does not offer, and booking once declined', async () => {
    const first = await invited({ slots: [slot(5), slot(6)] });
    const [full, open] = first.created.slotIds;
    await slotCall('book', { hash: first.hash, slotId: full });
    const second = await invited({ slotIds: [full, open] });
    const refused = await slotCall('book', { hash: second.hash, slotId: full });
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([409, 'SLOT_FULL']);
    const other = await invited({ slots: [slot(7)] });
    const foreignSlot = await slotCall('book', {
      hash: second.hash,
      slotId: other.created.slotIds[0],
    });
    expect([foreignSlot.statusCode, foreignSlot.json<{ code: string }>().code]).toEqual([
      404,
      'SLOT_NOT_FOUND',
    ]);

    const declined = (await slotCall('reject', { hash: first.hash })).json<SlotInvitation>();
    expect(declined).toMatchObject({ status: 'rejected', bookedSlotId: null });
    const closed = await slotCall('book', { hash: first.hash, slotId: open });
    expect([closed.statusCode, closed.json<{ code: string }>().code]).toEqual([
      409,
      'INVITATION_CLOSED',
    ]);
    const accepted = (await slotCall('accept', { hash: second.hash })).json<SlotInvitation>();
    expect(accepted.status).toBe('accepted');
  });

  it('refuses tampered, expired and foreign links with stable codes', async () => {
    const { hash, candidate, created } = await invited({ slots: [slot(8)] });
    const [header, payload, signature] = hash.split('.');
    const claims: unknown = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const edited = Buffer.from(JSON.stringify({ ...Object(claims), iid: 1 })).toString('base64url');
    const expectCode = async (
      body: Record<string, unknown>,
      status: number,
      code: string,
      client = 'acme',
    ) => {
      const answer = await slotCall('invitation', body, client);
      expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([status, code]);
    };
    await expectCode({ hash: `${header}.${edited}.${signature}` }, 400, 'SLOT_LINK_INVALID');
    await expectCode({ hash: 'not-a-token' }, 400, 'SLOT_LINK_INVALID');
    await expectCode({ hash: `${header}.${payload}.` }, 400, 'SLOT_LINK_INVALID');
    const noneHeader = Buffer.from(
      JSON.stringify({ alg: 'none', typ: 'tg-slot-book+jwt' }),
    ).toString('base64url');
    await expectCode({ hash: `${noneHeader}.${payload}.` }, 400, 'SLOT_LINK_INVALID');
    await expectCode({}, 400, 'VALIDATION_FAILED');

    const past = new Date(Date.now() - 2 * DAY);
    const claimsOf = {
      tenantId: acme.id,
      invitationId: created.invitationId,
      candidateId: candidate.id,
    };
    const expired = await issueSlotLink(
      app.signingKeys,
      claimsOf,
      new Date(Date.now() - DAY),
      past,
    );
    await expectCode({ hash: expired }, 410, 'SLOT_LINK_EXPIRED');

    // A genuine link of acme used on globex's path, and a link naming another's invitation.
    await expectCode({ hash }, 404, 'INVITATION_NOT_FOUND', 'globex');
    const someoneElse = await issueSlotLink(
      app.signingKeys,
      { ...claimsOf, candidateId: candidate.id + 1000 },
      new Date(Date.now() + DAY),
    );
    await expectCode({ hash: someoneElse }, 404, 'INVITATION_NOT_FOUND');
  });

  it('lets staff invite only for their own tenant’s applications, with valid zones and times', async () => {
    const person = await applicant(acme, requisitionId);
    const foreign = await invite(
      foreignRecruiter,
      { applicationId: person.applicationId, slots: [slot(2)] },
      'globex',
    );
    expect([foreign.statusCode, foreign.json<{ code: string }>().code]).toEqual([
      404,
      'APPLICATION_NOT_FOUND',
    ]);
    const crossed = await invite(foreignRecruiter, {
      applicationId: person.applicationId,
      slots: [slot(2)],
    });
    expect(crossed.statusCode).toBe(401);
    const zone = await invite(recruiter, {
      applicationId: person.applicationId,
      timeZone: 'Mars/Olympus',
      slots: [slot(2)],
    });
    expect(zone.json<{ code: string }>().code).toBe('TIME_ZONE_UNKNOWN');
    const backwards = { startsAt: Date.now() + DAY, endsAt: Date.now() + DAY - HOUR, capacity: 1 };
    const times = await invite(recruiter, {
      applicationId: person.applicationId,
      slots: [backwards],
    });
    expect(times.json<{ code: string }>().code).toBe('SLOT_TIMES_INVALID');
    const otherJob = (await createJob(app.db, acme, { title: 'Other' })).requisition.id;
    const elsewhere = await applicant(acme, otherJob);
    const first = await invited({ slots: [slot(2)] });
    const shared = await invite(recruiter, {
      applicationId: elsewhere.applicationId,
      slotIds: first.created.slotIds,
    });
    expect(shared.json<{ code: string }>().code).toBe('SLOT_NOT_FOUND');
    const emails = await app.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.recipient, person.uname)));
    expect(emails).toEqual([]);
  });
});
