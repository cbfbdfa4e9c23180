/**
 * Interview scheduling from the staff side (issue 27, decision 0050): an invitation with
 * interviewers and a slot picker configuration across New York's March change; the candidate
 * books; staff see the session, download its `.ics` (UTC), move it across the change (the
 * candidate's dashboard and e-mail follow) and cancel it; the candidate accepts or declines
 * from the dashboard. Every staff call is scoped: another tenant's staff get 401 (or nothing
 * of this tenant on their own site), a hiring manager off the requisition 404, without the
 * permission 403.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CalendarSession,
  CandidateInvitation,
  CreatedInvitation,
  Interview,
  SlotPickerPreview,
  StaffInvitation,
} from '@talentgate/domain';
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
import { createStaff, signInStaff, type TestStaff } from '../../test/staff.js';
import type { Tenant } from '../tenants/find-tenant.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let recruiter: string;
let interviewer: TestStaff;
let manager: string;
let foreignRecruiter: string;
let requisitionId: number;
let sequence = 0;

/** Next year's US March change (second Sunday of March), as a yyyy-MM-dd day and its date. */
const YEAR = new Date().getUTCFullYear() + 1;
const usChange = (() => {
  const first = new Date(Date.UTC(YEAR, 2, 1)).getUTCDay();
  return 1 + ((7 - first) % 7) + 7;
})();
const day = (offset: number) => {
  const date = new Date(Date.UTC(YEAR, 2, usChange + offset));
  return date.toISOString().slice(0, 10);
};
/** 10:00 in New York: 15:00 UTC before the change, 14:00 after. */
const fridayBefore = Date.parse(`${day(-2)}T15:00:00Z`);
const mondayAfter = Date.parse(`${day(1)}T14:00:00Z`);
const icsStamp = (millis: number) =>
  new Date(millis)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

async function applicant(tenant: Tenant, requisition: number) {
  sequence += 1;
  const uname = `schedule${sequence}@example.com`;
  const candidate = await createCandidate(app.db, tenant, { uname, firstName: 'Sam' });
  const row = await createApplication(app.db, {
    tenantId: tenant.id,
    candidateId: candidate.id,
    requisitionId: requisition,
    status: 'Interview',
  });
  return { candidate, uname, applicationId: row.id };
}

const picker = {
  timeZone: 'America/New_York',
  durationMinutes: 60,
  bufferMinutes: 15,
  capacity: 1,
  firstDay: day(-2),
  lastDay: day(1),
  weekdays: [1, 5],
  dayStarts: '10:00',
  dayEnds: '11:00',
};

function call(method: InjectOptions['method'], url: string, cookie: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { ...XHR, cookie },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

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

/** A new applicant invited with the picker; the invitation's id and the link's hash. */
async function invited() {
  const person = await applicant(acme, requisitionId);
  const response = await call('POST', '/rest/staff/acme/interview/invitation', recruiter, {
    applicationId: person.applicationId,
    title: 'Panel interview',
    mode: 'video',
    location: '',
    timeZone: 'America/New_York',
    slots: [],
    slotIds: [],
    interviewerIds: [interviewer.user.id],
    slotPicker: picker,
  });
  expect(response.statusCode, response.body).toBe(200);
  const created = response.json<CreatedInvitation>();
  const { hash } = await lastEmail(person.uname);
  return { ...person, created, hash };
}

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createTenant(database.handle.db, { client: 'acme' });
  const globex = await createTenant(database.handle.db, { client: 'globex' });
  app = await buildTestApp(database);
  recruiter = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'recruiter'));
  interviewer = await createStaff(app.db, acme, 'hiring_manager', { name: 'Ines Interviewer' });
  manager = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'hiring_manager'));
  foreignRecruiter = await signInStaff(
    app,
    'globex',
    await createStaff(app.db, globex, 'recruiter'),
  );
  requisitionId = (await createJob(app.db, acme, { title: 'Night Nurse' })).requisition.id;
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('staff interview scheduling', () => {
  it('previews and generates slots in the zone across its DST change', async () => {
    const preview = await call('POST', '/rest/staff/acme/calendar/slotpickerconfig', recruiter, {
      ...picker,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<SlotPickerPreview>().slots).toEqual([
      { startsAt: fridayBefore, endsAt: fridayBefore + HOUR },
      { startsAt: mondayAfter, endsAt: mondayAfter + HOUR },
    ]);
    const { created, applicationId } = await invited();
    expect(created.slotIds).toHaveLength(2);
    const list = await call(
      'GET',
      `/rest/staff/acme/interview/invitation/application/${applicationId}`,
      recruiter,
    );
    expect(list.json<StaffInvitation[]>()).toEqual([
      expect.objectContaining({
        status: 'invited',
        slotCount: 2,
        booking: null,
        interviewers: [{ staffUserId: interviewer.user.id, name: 'Ines Interviewer' }],
        slotPicker: picker,
      }),
    ]);
    const mismatch = await call('POST', '/rest/staff/acme/interview/invitation', recruiter, {
      applicationId,
      title: 'Panel interview',
      mode: 'video',
      location: '',
      timeZone: 'Europe/London',
      slots: [],
      slotIds: [],
      slotPicker: picker,
    });
    expect(mismatch.json()).toMatchObject({ code: 'SLOT_PICKER_INVALID' });
  });

  it('shows the booking on the calendar with its .ics, moves it, and the candidate follows', async () => {
    const { created, hash, uname, candidate } = await invited();
    const booked = await app.inject({
      method: 'POST',
      url: '/rest/public/interview-slots/acme/book',
      headers: XHR,
      payload: { hash, slotId: created.slotIds[0] },
    });
    expect(booked.statusCode, booked.body).toBe(200);

    const week = `from=${fridayBefore - 4 * DAY}&to=${fridayBefore + 3 * DAY}`;
    const sessions = await call('GET', `/rest/staff/acme/calendar/session?${week}`, recruiter);
    expect(sessions.json<CalendarSession[]>()).toContainEqual(
      expect.objectContaining({
        invitationId: created.invitationId,
        candidateName: expect.stringMatching(/^Sam /),
        jobTitle: 'Night Nurse',
        startsAt: fridayBefore,
        timeZone: 'America/New_York',
        interviewers: ['Ines Interviewer'],
      }),
    );
    const ics = await call(
      'GET',
      `/rest/staff/acme/calendar/session/${created.invitationId}/ics`,
      recruiter,
    );
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain(`DTSTART:${icsStamp(fridayBefore)}`);

    // Monday 10:00 in New York, after the change: an hour earlier in UTC than Friday's.
    const moved = await call('POST', '/rest/staff/acme/calendar/book', recruiter, {
      invitationId: created.invitationId,
      startsAt: mondayAfter,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<StaffInvitation>().booking).toMatchObject({
      startsAt: mondayAfter,
      endsAt: mondayAfter + HOUR,
    });
    const movedIcs = await call(
      'GET',
      `/rest/staff/acme/calendar/session/${created.invitationId}/ics`,
      recruiter,
    );
    expect(movedIcs.body).toContain(`DTSTART:${icsStamp(mondayAfter)}`);
    const { email } = await lastEmail(uname);
    expect(email.template).toBe('Interview Rescheduled');
    expect(email.textBody).toContain('America/New_York');
    const cookie = await signInCookie(app, 'acme', uname);
    const interviews = await call(
      'GET',
      `/rest/private/interview/acme/candidate/${candidate.id}`,
      cookie,
    );
    expect(interviews.json<Interview[]>()).toEqual([
      expect.objectContaining({ scheduledAt: mondayAfter, interviewer: 'Ines Interviewer' }),
    ]);

    // A time the invitation did not offer becomes a slot of its own.
    const elsewhere = await call('POST', '/rest/staff/acme/calendar/book', recruiter, {
      invitationId: created.invitationId,
      startsAt: mondayAfter + DAY,
    });
    expect(elsewhere.json<StaffInvitation>()).toMatchObject({ slotCount: 3 });

    const cancelled = await call('POST', '/rest/staff/acme/calendar/cancel', recruiter, {
      invitationId: created.invitationId,
    });
    expect(cancelled.json<StaffInvitation>().booking).toBeNull();
    expect((await lastEmail(uname)).email.template).toBe('Interview Booking Cancelled');
    const again = await call('POST', '/rest/staff/acme/calendar/cancel', recruiter, {
      invitationId: created.invitationId,
    });
    expect(again.json()).toMatchObject({ code: 'BOOKING_NOT_FOUND' });
    const past = await call('POST', '/rest/staff/acme/calendar/book', recruiter, {
      invitationId: created.invitationId,
      startsAt: Date.now() - HOUR,
    });
    expect(past.json()).toMatchObject({ code: 'SLOT_PAST' });
  });

  it('lists the candidate’s own invitations with accept and reject, and no one else’s', async () => {
    const mine = await invited();
    const theirs = await invited();
    const cookie = await signInCookie(app, 'acme', mine.uname);
    const base = '/rest/private/interview/acme/invitation';
    const list = await call('GET', `${base}/candidate/${mine.candidate.id}`, cookie);
    const [invitation] = list.json<CandidateInvitation[]>();
    expect(invitation).toMatchObject({
      invitationId: mine.created.invitationId,
      jobTitle: 'Night Nurse',
      status: 'invited',
      interviewers: ['Ines Interviewer'],
      booking: null,
    });
    expect(invitation?.hash).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const accepted = await call('POST', `${base}/${mine.created.invitationId}/accept`, cookie);
    expect(accepted.json<CandidateInvitation>().status).toBe('accepted');
    const rejected = await call('POST', `${base}/${mine.created.invitationId}/reject`, cookie);
    expect(rejected.json<CandidateInvitation>().status).toBe('rejected');
    const closed = await call('POST', `${base}/${mine.created.invitationId}/accept`, cookie);
    expect(closed.json()).toMatchObject({ code: 'INVITATION_CLOSED' });

    const other = await call('POST', `${base}/${theirs.created.invitationId}/accept`, cookie);
    expect(other.statusCode).toBe(404);
    const otherList = await call('GET', `${base}/candidate/${theirs.candidate.id}`, cookie);
    expect(otherList.statusCode).toBe(404);
    expect((await call('GET', `${base}/candidate/${mine.candidate.id}`, '')).statusCode).toBe(401);
  });

  it('scopes every staff call: other tenants, other requisitions, missing rights', async () => {
    const { created, applicationId } = await invited();
    const id = created.invitationId;
    const week = `from=${fridayBefore - 4 * DAY}&to=${fridayBefore + 3 * DAY}`;
    const requests: [InjectOptions['method'], string, unknown?][] = [
      ['GET', `interview/invitation/application/${applicationId}`],
      ['GET', `calendar/session?${week}`],
      ['GET', `calendar/session/${id}/ics`],
      ['POST', 'calendar/book', { invitationId: id, startsAt: mondayAfter }],
      ['POST', 'calendar/cancel', { invitationId: id }],
      ['POST', 'calendar/slotpickerconfig', picker],
    ];
    for (const [method, path, body] of requests) {
      // Another tenant's staff at this tenant: not signed in here.
      const away = await call(method, `/rest/staff/acme/${path}`, foreignRecruiter, body);
      expect(away.statusCode, path).toBe(401);
      // On their own site, naming this tenant's ids: nothing of it.
      const own = await call(method, `/rest/staff/globex/${path}`, foreignRecruiter, body);
      expect(own.body, path).not.toContain('Night Nurse');
      expect([200, 404], path).toContain(own.statusCode);
      if (own.statusCode === 200 && path !== 'calendar/slotpickerconfig') {
        expect(own.json(), path).toEqual([]);
      }
    }
    // A hiring manager reads only the requisitions they are on, and changes nothing.
    const list = `/rest/staff/acme/interview/invitation/application/${applicationId}`;
    expect((await call('GET', list, manager)).json()).toEqual([]);
    const ics = await call('GET', `/rest/staff/acme/calendar/session/${id}/ics`, manager);
    expect(ics.statusCode).toBe(404);
    const book = await call('POST', '/rest/staff/acme/calendar/book', manager, {
      invitationId: id,
      startsAt: mondayAfter,
    });
    expect(book.statusCode).toBe(403);
  });
});
