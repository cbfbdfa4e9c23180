/**
 * Campaign pages and events (decision 0046): the demo tenant's campaign in English and Arabic,
 * joined through its embedded stream (the thank-you block replaces the landing content); the
 * event campaign's registration, the check-in link of its e-mail (e-mail locked, names filled
 * from the token) and Attended on the candidate in the staff console's events screen. Joining and registering
 * change the demo data: a site of this file's own.
 */
import type { EventRegistrantList } from '@talentgate/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { field, newVisitorEmail, openForm } from '../support/apply.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { pathOf, waitForEmails } from '../support/mailbox.js';
import { useOwnSite } from '../support/own-site.js';
import { press, staffSignIn, typeInto } from '../support/staff.js';

useBrowser();
const ownSite = useOwnSite();

interface JoinTexts {
  form: string;
  firstName: string;
  lastName: string;
  email: string;
  area: string;
  areaOption: string;
  terms: string;
  submit: string;
}

/** Fills the embedded join form from the keyboard (the area of interest is picked from its list). */
async function join(page: Page, texts: JoinTexts, email: string): Promise<void> {
  await openForm(page, texts.form);
  await typeInto(page, field(page, texts.firstName), 'Noor');
  await typeInto(page, field(page, texts.lastName), 'Haddad');
  await typeInto(page, field(page, texts.email), email);
  await page.getByRole('textbox', { name: texts.area, exact: true }).click();
  await page.getByRole('option', { name: texts.areaOption, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: texts.terms }).focus();
  await page.keyboard.press('Space');
  await press(page, page.getByRole('button', { name: texts.submit, exact: true }));
}

describe('a campaign page', () => {
  it('shows its landing content, and its thank-you block once the join form is sent', async () => {
    const origin = ownSite();
    const page = await openPage(`${origin}/campaign/nurses-week/`);
    page.setDefaultTimeout(15_000);
    const hero = page.getByRole('heading', { level: 1, name: 'Care is a team sport' });
    await hero.waitFor();
    await page.getByRole('heading', { level: 2, name: 'Why nurses stay' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Paid continuing education' }).waitFor();
    // Open jobs of the campaign's category link to their job pages.
    const jobs = page.getByRole('region', { name: 'Open nursing jobs' }).getByRole('link');
    await expect.poll(() => jobs.count()).toBeGreaterThan(0);
    expect(await jobs.first().getAttribute('href')).toMatch(/^\/jobs\/\d+\//);
    expect(await page.title()).toContain('Nurses Week at Northwind');
    await expectAccessible(page);
    // The page is there for search engines too; a name the tenant has not is not.
    expect((await fetch(`${origin}/campaign/nurses-week/`)).status).toBe(200);
    expect((await fetch(`${origin}/campaign/no-such-campaign/`)).status).toBe(404);

    // The campaign's conversion goes to our own collector (analytics category `microsite`).
    const micrositeEvent = page.waitForRequest(
      (request) =>
        request.url().endsWith('/rest/public/analytics/demo') &&
        (request.postData() ?? '').includes('"microsite"'),
    );
    await join(
      page,
      {
        form: 'Join our talent community',
        firstName: 'First Name',
        lastName: 'Last Name',
        email: 'User Name / Email',
        area: 'Area of interest',
        areaOption: 'Nursing & Care',
        terms: 'Terms and Policy',
        submit: 'Submit',
      },
      newVisitorEmail(),
    );
    const thanks = page.getByRole('heading', { level: 1, name: 'Welcome to the community' });
    await thanks.waitFor();
    // The thank-you block replaces the landing content, and takes the focus from the form.
    expect(await hero.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Welcome to the community');
    expect(page.url()).toMatch(/\/campaign\/nurses-week\/$/);
    expect(JSON.parse((await micrositeEvent).postData() ?? '{}')).toMatchObject({
      type: 'microsite',
      name: 'nurses-week',
    });
    await expectAccessible(page);
  });

  it('is the same page in Arabic, right to left, with its texts in Arabic', async () => {
    const origin = ownSite();
    const page = await openPage(`${origin}/ar/campaign/nurses-week/`);
    page.setDefaultTimeout(15_000);
    await page.getByRole('heading', { level: 1, name: 'الرعاية عمل جماعي' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { level: 2, name: 'وظائف التمريض المتاحة' }).waitFor();
    await expectAccessible(page);
    await join(
      page,
      {
        form: 'انضم إلى مجتمع المواهب لدينا',
        firstName: 'الاسم الأول',
        lastName: 'اسم العائلة',
        email: 'اسم المستخدم / البريد الإلكتروني',
        area: 'مجال الاهتمام',
        areaOption: 'التمريض والرعاية',
        terms: 'الشروط والسياسة',
        submit: 'إرسال',
      },
      newVisitorEmail(),
    );
    await page.getByRole('heading', { level: 1, name: 'مرحبًا بك في المجتمع' }).waitFor();
    await expectAccessible(page);
  });
});

describe('an event', () => {
  // Two browser files share two cores in CI: this flow alone takes about 16 s.
  it('registers, checks in from the e-mailed link, and the candidate is Attended', async () => {
    const origin = ownSite();
    const email = newVisitorEmail();
    const page = await openPage(`${origin}/campaign/open-house/`);
    page.setDefaultTimeout(15_000);
    await page.getByRole('heading', { level: 1, name: 'Meet our nursing teams' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Nursing open house, Austin' }).waitFor();
    await page.getByText('(America/Chicago time)').waitFor();
    await page.getByText('200 places left').waitFor();
    await expectAccessible(page);
    // The register link adds the event-registration action: the event workflow (spec 2 §2).
    await press(page, page.getByRole('link', { name: 'Register for this event' }));
    await page.waitForURL('**/campaign/open-house/?action=event-registration');
    await openForm(page, 'Register for the event');
    await typeInto(page, field(page, 'First Name'), 'Ines');
    await typeInto(page, field(page, 'Last Name'), 'Okafor');
    await typeInto(page, field(page, 'Email'), email);
    await page.getByRole('checkbox', { name: 'Terms and Policy' }).focus();
    await page.keyboard.press('Space');
    await press(page, page.getByRole('button', { name: 'Submit', exact: true }));
    await page.getByRole('heading', { level: 1, name: 'You are registered' }).waitFor();
    await expectAccessible(page);

    const [confirmation] = await waitForEmails(origin, email, 'You are registered');
    expect(confirmation?.text).toContain('America/Chicago');
    const link = /https?:\/\/\S+\/campaign\/open-house\/check-in\/\?token=\S+/.exec(
      confirmation?.text ?? '',
    );
    if (!link) throw new Error('no check-in link in the registration e-mail');
    const mailboxHtml = await (await fetch(`${origin}/dev/mailbox`)).text();
    expect(mailboxHtml).toContain('event.ics');
    expect(mailboxHtml).toContain('check-in.svg');

    const checkIn = await openPage(`${origin}${pathOf(link[0])}`);
    checkIn.setDefaultTimeout(15_000);
    await checkIn.getByRole('heading', { level: 1, name: 'Event check-in' }).waitFor();
    const emailField = checkIn.getByRole('textbox', { name: 'Email' });
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.getAttribute('readonly')).not.toBeNull();
    // The names fill in from the token's claims after the fill delay.
    await expect
      .poll(() => checkIn.getByRole('textbox', { name: 'First Name' }).inputValue())
      .toBe('Ines');
    expect(await checkIn.getByRole('textbox', { name: 'Last Name' }).inputValue()).toBe('Okafor');
    await expectAccessible(checkIn);
    await press(checkIn, checkIn.getByRole('button', { name: 'Check in' }));
    await checkIn.getByRole('status').getByText('You are checked in').waitFor();
    await expectAccessible(checkIn);

    // Staff see the candidate Attended at the event: in the console, and through its API.
    const staff = await staffSignIn(origin, 'recruiter');
    await press(staff, staff.getByRole('link', { name: 'Events' }));
    await staff.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    await press(
      staff,
      staff.getByRole('button', { name: 'Show registrants of Nursing open house, Austin' }),
    );
    const row = staff.getByRole('row').filter({ hasText: email });
    await row.getByRole('cell', { name: 'Attended' }).waitFor();
    expect(await row.getByRole('cell', { name: 'Ines Okafor' }).count()).toBe(1);
    await expectAccessible(staff);
    const answer = await staff.request.get(
      `${origin}/rest/staff/demo/events/open-house-austin/registrants`,
    );
    expect(answer.status()).toBe(200);
    const { registrants } = (await answer.json()) as EventRegistrantList;
    expect(registrants.find((found) => found.email === email)).toMatchObject({
      firstName: 'Ines',
      lastName: 'Okafor',
      statusName: 'Attended',
    });
  });
});
