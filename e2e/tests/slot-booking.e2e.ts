/**
 * Interview slot booking (issue 24) from the e-mailed link, keyboard only: Jane books a
 * time, changes it, cancels and books again (and in Arabic cancels and books once more); the
 * page names the interview's time zone and passes axe in English and Arabic. Bookings change the demo data: a site of this file's own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JANE } from '../support/accounts.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { pathOf, waitForEmails } from '../support/mailbox.js';
import { useOwnSite } from '../support/own-site.js';
import { press } from '../support/staff.js';

useBrowser();
const ownSite = useOwnSite();

/** Chooses the n-th time with the keyboard (focus, Space) and presses the submit button. */
async function choose(page: Page, index: number, button: string): Promise<void> {
  await page.getByRole('radio').nth(index).focus();
  await page.keyboard.press('Space');
  await press(page, page.getByRole('button', { name: button }));
}

describe('interview slot booking', () => {
  it('books, rebooks, cancels and books again from the e-mailed link', async () => {
    const origin = ownSite();
    const [invitation] = await waitForEmails(
      origin,
      JANE.email,
      'Choose a time for your interview',
    );
    const link = /https?:\/\/\S+\/apply\/slot-book\/\?hash=\S+/.exec(invitation?.text ?? '');
    if (!link) throw new Error('no booking link in the invitation e-mail');
    const path = pathOf(link[0]);
    const page = await openPage(`${origin}${path}`);
    page.setDefaultTimeout(10_000);

    await page.getByRole('heading', { level: 1, name: 'Book your interview' }).waitFor();
    await page.getByText("shown in the interview's time zone: America/Chicago").waitFor();
    expect(await page.getByRole('radio').count()).toBe(3);
    await expectAccessible(page);

    const status = page.getByRole('status');
    await choose(page, 0, 'Book this time');
    await status.getByText('Your interview is booked for').waitFor();
    await page.getByText('You are booked for').waitFor();
    const firstTime = await page.getByText('You are booked for').textContent();
    const [confirmation] = await waitForEmails(origin, JANE.email, 'Interview booked');
    expect(confirmation?.text).toContain('America/Chicago');
    expect(await (await fetch(`${origin}/dev/mailbox`)).text()).toContain('BEGIN:VCALENDAR');

    await choose(page, 1, 'Change to this time');
    await expect.poll(() => page.getByText('You are booked for').textContent()).not.toBe(firstTime);
    await expectAccessible(page);

    await press(page, page.getByRole('button', { name: 'Cancel my booking' }));
    await status.getByText('Your booking is cancelled.').waitFor();
    expect(await page.getByText('You are booked for').count()).toBe(0);

    await choose(page, 0, 'Book this time');
    await expect.poll(() => page.getByText('You are booked for').textContent()).toBe(firstTime);

    await page.goto(`${origin}/ar${path}`);
    await page.getByRole('heading', { level: 1, name: 'احجز موعد مقابلتك' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await expectAccessible(page);
    // In Arabic too, by keyboard: cancel, then book the first time again.
    await press(page, page.getByRole('button', { name: 'ألغِ حجزي' }));
    await status.getByText('تم إلغاء حجزك.').waitFor();
    await choose(page, 0, 'احجز هذا الموعد');
    await status.getByText('تم حجز مقابلتك').waitFor();
    await page.getByText('موعدك المحجوز').waitFor();
    await expectAccessible(page);
  });
});
