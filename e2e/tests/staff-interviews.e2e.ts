/**
 * Interview scheduling from the staff side (issue 27, decision 0050): a recruiter invites Jane
 * from her application with a slot picker (10:00–11:00 New York time, the Friday before and
 * the Monday after next year's US March change); Jane books the Friday from her dashboard; the
 * recruiter finds it on the calendar, in London time and in New York time, downloads its
 * `.ics`, and moves it to the Monday, after the US clocks changed but before the UK's (so
 * London reads it an hour earlier than Friday's, New York at the same 10:00); Jane's
 * dashboard shows the new time. axe on each page. Bookings change demo data: a site of its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JANE, signInThroughApi } from '../support/accounts.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { waitForEmails } from '../support/mailbox.js';
import { useOwnSite } from '../support/own-site.js';
import { press, staffSignIn } from '../support/staff.js';

useBrowser();
const ownSite = useOwnSite();

/** Next year's US change (second Sunday of March); the UK's comes two weeks later. */
const YEAR = new Date().getUTCFullYear() + 1;
const US_CHANGE = 1 + ((7 - new Date(Date.UTC(YEAR, 2, 1)).getUTCDay()) % 7) + 7;
const day = (offset: number) =>
  new Date(Date.UTC(YEAR, 2, US_CHANGE + offset)).toISOString().slice(0, 10);
const FRIDAY = day(-2);
const MONDAY = day(1);
const compact = (isoDay: string) => isoDay.replace(/-/g, '');

/** The calendar week's columns: each day's header and what its cell shows. */
async function weekColumns(page: Page): Promise<{ day: string; text: string }[]> {
  return page.getByTestId('calendar-week').evaluate((table) => {
    const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent ?? '');
    const cells = [...table.querySelectorAll('tbody td')].map((cell) => cell.textContent ?? '');
    return headers.map((header, index) => ({ day: header, text: cells[index] ?? '' }));
  });
}

/** The text of the column whose header names this weekday. */
async function column(page: Page, weekday: string): Promise<string> {
  const found = (await weekColumns(page)).find((item) => item.day.startsWith(weekday));
  return found?.text ?? '';
}

describe('staff interview scheduling', () => {
  it('invites, the candidate books, staff move it across a DST change', async () => {
    const origin = ownSite();
    const candidate = await openPage(`${origin}/`);
    await signInThroughApi(candidate, JANE);
    const session = await (await candidate.request.get(`${origin}/rest/session`)).json();
    const applications = await (
      await candidate.request.get(
        `${origin}/rest/private/application/demo/candidate/${session.candidateId}`,
      )
    ).json();
    const { applicationId, jobTitle } = applications[0];

    // The recruiter invites Jane with a slot picker in New York time.
    const staff = await staffSignIn(origin, 'recruiter');
    await staff.goto(`${origin}/staff/applications/${applicationId}`);
    await staff.getByRole('heading', { level: 1, name: 'Jane Doe' }).waitFor();
    const form = staff.getByRole('form', { name: 'Invite to an interview' });
    await form.getByRole('textbox', { name: 'Interview title' }).fill('Panel interview');
    await form
      .getByRole('combobox', { name: 'Time zone of the interview' })
      .selectOption('America/New_York');
    await form.getByRole('checkbox', { name: 'Riley Recruiter' }).check();
    await form.getByLabel('First day').fill(FRIDAY);
    await form.getByLabel('Last day').fill(MONDAY);
    await form.getByLabel('Day starts').fill('10:00');
    await form.getByLabel('Day ends').fill('11:00');
    for (const weekday of ['Tuesday', 'Wednesday', 'Thursday'])
      await form.getByRole('checkbox', { name: weekday }).uncheck();
    await form.getByLabel('Length (minutes)').fill('60');
    await form.getByLabel('Break between (minutes)').fill('0');
    await press(staff, form.getByRole('button', { name: 'Show the times' }));
    const preview = staff.getByTestId('slot-preview').getByRole('listitem');
    await expect.poll(() => preview.count()).toBe(2);
    expect(await preview.first().textContent()).toMatch(/^Friday, March \d+, \d{4}, 10:00/);
    await expectAccessible(staff);
    await press(staff, form.getByRole('button', { name: 'Send invitation' }));
    await staff.getByText('Invitation sent to Jane Doe with 2 times.').waitFor();
    await staff.getByText('Not booked yet: 2 times offered').waitFor();

    // Jane chooses the Friday from her dashboard's invitation.
    await candidate.goto(`${origin}/profile/interviews/`);
    const invitation = candidate
      .getByRole('listitem')
      .filter({ hasText: `Panel interview: ${jobTitle}` });
    await invitation.getByText('with Riley Recruiter').waitFor();
    await expectAccessible(candidate);
    await press(candidate, invitation.getByRole('link', { name: 'Choose a time' }));
    await candidate.getByRole('heading', { level: 1, name: 'Book your interview' }).waitFor();
    await candidate.getByRole('radio').first().focus();
    await candidate.keyboard.press('Space');
    await press(candidate, candidate.getByRole('button', { name: 'Book this time' }));
    await candidate.getByRole('status').getByText('Your interview is booked for').waitFor();

    // The recruiter finds it on the calendar: 15:00 in London, 10:00 in New York.
    await staff.reload();
    await press(staff, staff.getByRole('link', { name: 'Open in the calendar' }));
    await staff.getByRole('heading', { level: 1, name: 'Interview calendar' }).waitFor();
    const zone = staff.getByRole('combobox', { name: 'Show times in' });
    await zone.selectOption('Europe/London');
    await expect.poll(() => column(staff, 'Friday')).toMatch(/3:00\s*–\s*4:00\sPM\s*Jane Doe/);
    await zone.selectOption('America/New_York');
    await expect.poll(() => column(staff, 'Friday')).toMatch(/10:00\s*–\s*11:00\sAM\s*Jane Doe/);
    await expectAccessible(staff);
    await press(staff, staff.getByRole('button', { name: /Jane Doe, Panel interview/ }));
    const heading = staff.getByRole('heading', { name: 'Jane Doe: Panel interview' });
    await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);
    const ics = staff.getByRole('link', { name: 'Download calendar file (.ics)' });
    const fridayFile = await (
      await staff.request.get(`${origin}${await ics.getAttribute('href')}`)
    ).text();
    expect(fridayFile).toContain(`DTSTART:${compact(FRIDAY)}T150000Z`);

    // Moves it to Monday 10:00 New York time: after the US change, before the UK's.
    await staff.getByLabel('New time (America/New_York)').fill(`${MONDAY}T10:00`);
    await press(staff, staff.getByRole('button', { name: 'Move interview' }));
    await staff.getByRole('status').getByText('Jane Doe’s interview moved to').waitFor();
    await press(staff, staff.getByRole('button', { name: 'Next week' }));
    await expect.poll(() => column(staff, 'Monday')).toMatch(/10:00\s*–\s*11:00\sAM\s*Jane Doe/);
    await zone.selectOption('Europe/London');
    await expect.poll(() => column(staff, 'Monday')).toMatch(/2:00\s*–\s*3:00\sPM\s*Jane Doe/);
    await press(staff, staff.getByRole('button', { name: /Jane Doe, Panel interview/ }));
    const mondayFile = await (
      await staff.request.get(`${origin}${await ics.getAttribute('href')}`)
    ).text();
    expect(mondayFile).toContain(`DTSTART:${compact(MONDAY)}T140000Z`);
    await expectAccessible(staff);

    // Jane is told, and her dashboard shows the new time in the interview's zone.
    await waitForEmails(origin, JANE.email, 'Your interview has a new time');
    await candidate.goto(`${origin}/profile/interviews/`);
    await expect
      .poll(() => invitation.getByTestId('invitation-time').textContent())
      .toMatch(
        /^Booked for Monday, March \d+, \d{4}, 10:00\s*–\s*11:00\sAM \(America\/New_York time\)$/,
      );
    await candidate.getByRole('link', { name: `Panel interview: ${jobTitle}` }).waitFor();
    await expectAccessible(candidate);
  }, 180_000);
});
