/**
 * The demo's interview invitation always offers future times (decision 0040): a demo
 * database started days after its seed moves the times that have passed forward, once, with
 * a new e-mailed link; a booked time stays where it was.
 */
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { SlotInvitation } from '@talentgate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewInvitations, interviewSlots, outboxEmails } from '../db/schema.js';
import { SLOT_INVITATION_TEMPLATE } from '../modules/mail/interview-slot-templates.js';
import { buildTestApp } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { seedDemoTenant } from './seed-demo.js';

const DAY = 86_400_000;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
// Relative to the real clock: the booking link's expiry is checked against it.
const NOW = new Date();
const SEED_DAY = new Date(NOW.getTime() - 14 * DAY);
const ORIGIN = 'http://localhost:3000';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoTenant(database.handle.db, SEED_DAY, ORIGIN);
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

const slotTimes = async () =>
  (
    await database.handle.db
      .select({ startsAt: interviewSlots.startsAt, endsAt: interviewSlots.endsAt })
      .from(interviewSlots)
      .orderBy(asc(interviewSlots.id))
  ).map((slot) => [slot.startsAt.getTime(), slot.endsAt.getTime()] as const);

/** The booking links of the invitation e-mails in the outbox, oldest first. */
async function mailedLinks(): Promise<string[]> {
  const emails = await database.handle.db
    .select({ text: outboxEmails.textBody })
    .from(outboxEmails)
    .where(eq(outboxEmails.template, SLOT_INVITATION_TEMPLATE))
    .orderBy(asc(outboxEmails.id));
  return emails.map((email) => {
    const hash = /[?&]hash=([^\s&]+)/.exec(email.text)?.[1];
    if (!hash) throw new Error('no booking link in the invitation e-mail');
    return decodeURIComponent(hash);
  });
}

const call = (path: 'invitation' | 'book', payload: object) =>
  app.inject({
    method: 'POST',
    url: `/rest/public/interview-slots/demo/${path}`,
    headers: XHR,
    payload,
  });

describe('the demo interview invitation', () => {
  it('moves its past times forward on a later start, once, with a new link', async () => {
    const seeded = await slotTimes();
    expect(seeded).toHaveLength(3);
    const [first] = await mailedLinks();
    // Seeded two weeks ago: its link expired with its last time.
    expect((await call('invitation', { hash: first })).json()).toMatchObject({
      code: 'SLOT_LINK_EXPIRED',
    });

    await seedDemoTenant(database.handle.db, NOW, ORIGIN);
    const moved = await slotTimes();
    // Whole days forward, the first three days from now as on a fresh seed: times of day,
    // lengths and gaps are the seed's.
    const shift = (moved[0]?.[0] ?? 0) - (seeded[0]?.[0] ?? 0);
    expect(shift % DAY).toBe(0);
    expect(moved).toEqual(seeded.map(([start, end]) => [start + shift, end + shift]));
    const firstDay = Math.floor(NOW.getTime() / DAY) + 3;
    expect(Math.floor((moved[0]?.[0] ?? 0) / DAY)).toBe(firstDay);
    const [invitation] = await database.handle.db
      .select({ expiresAt: interviewInvitations.expiresAt })
      .from(interviewInvitations);
    expect(invitation?.expiresAt.getTime()).toBe(Math.max(...moved.map(([, end]) => end)));

    // The new e-mail's link shows the moved times, all ahead.
    const links = await mailedLinks();
    expect(links).toHaveLength(2);
    const shown = await call('invitation', { hash: links[1] });
    expect(shown.statusCode, shown.body).toBe(200);
    const offered = shown.json<SlotInvitation>().slots;
    expect(offered).toHaveLength(3);
    expect(offered.every((slot) => slot.startsAt > NOW.getTime())).toBe(true);

    // Started again the same day: nothing has passed, nothing changes, no e-mail.
    await seedDemoTenant(database.handle.db, NOW, ORIGIN);
    expect(await slotTimes()).toEqual(moved);
    expect(await mailedLinks()).toHaveLength(2);
  });

  it('leaves a booked time where it was', async () => {
    const links = await mailedLinks();
    const hash = links.at(-1);
    const { slots } = (await call('invitation', { hash })).json<SlotInvitation>();
    const booked = slots[0];
    if (!booked) throw new Error('no slot to book');
    expect((await call('book', { hash, slotId: booked.slotId })).statusCode).toBe(200);
    const before = await slotTimes();

    // A month on, every time has passed; the booked one stays, the others move.
    const later = new Date(NOW.getTime() + 30 * DAY);
    await seedDemoTenant(database.handle.db, later, ORIGIN);
    const after = await slotTimes();
    const bookedIndex = slots.findIndex((slot) => slot.slotId === booked.slotId);
    expect(after[bookedIndex]).toEqual(before[bookedIndex]);
    const others = after.filter((_, index) => index !== bookedIndex);
    expect(others).toHaveLength(2);
    expect(others.every(([start]) => start > later.getTime())).toBe(true);
  });
});
