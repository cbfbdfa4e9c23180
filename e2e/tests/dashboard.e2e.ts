/**
 * The candidate dashboard (spec 1 §1, §2): every tab over the demo candidate's data, the
 * activity feed's filters, to-dos and notifications, profile edit, keyboard use and axe in
 * English and Arabic. The test changes demo data, so it runs on a site of its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JANE, latestResetLink, signInThroughApi } from '../support/accounts.js';
import { field, newVisitorEmail, openForm } from '../support/apply.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();
const ownSite = useOwnSite();

async function openDashboard(path = '/profile/'): Promise<Page> {
  const page = await openPage(`${ownSite()}/`);
  await signInThroughApi(page);
  await page.goto(`${ownSite()}${path}`);
  await page.getByRole('heading', { level: 1, name: new RegExp(JANE.firstName) }).waitFor();
  return page;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');

/** Each tab, what the demo candidate's data shows there, and its path. */
const TABS = [
  {
    name: 'Applications',
    path: '/profile/applications/',
    shows: 'Panel interview with the engineering team',
  },
  { name: 'To-dos', path: '/profile/todos/', shows: 'Sign the privacy notice' },
  { name: 'Interviews', path: '/profile/interviews/', shows: 'Panel interview' },
  { name: 'Offers', path: '/profile/offers/', shows: 'Senior Software Engineer' },
  { name: 'Onboarding', path: '/profile/onboarding/', shows: 'Tax withholding (W-4)' },
  { name: 'Assessments', path: '/profile/assessments/', shows: 'Work style questionnaire' },
  { name: 'Documents', path: '/profile/documents/', shows: 'No files uploaded yet.' },
  { name: 'Edit profile', path: '/profile/edit/', shows: 'Areas of interest' },
  { name: 'Preferences', path: '/profile/preferences/', shows: 'Communication preferences' },
  { name: 'Privacy', path: '/profile/privacy/', shows: 'Download my data' },
] as const;

describe('the dashboard', () => {
  it('shows every tab with the demo candidate’s data, accessibly', async () => {
    const page = await openDashboard();
    await expect.poll(() => tab(page, 'Applications').getAttribute('aria-selected')).toBe('true');
    for (const { name, path, shows } of TABS) {
      await tab(page, name).click();
      await page.waitForURL(`${ownSite()}${path}`);
      await panel(page).getByText(shows, { exact: false }).first().waitFor();
      await expectAccessible(page);
      // The dashboard form flag is off in the demo: no tenant form on the edit tab.
      if (name === 'Edit profile') expect(await panel(page).getByText('About you').count()).toBe(0);
    }
  }, 90_000);

  it('shows an interview’s and an offer’s own page', async () => {
    const page = await openDashboard('/profile/interviews/');
    await panel(page).getByRole('link', { name: 'Panel interview' }).click();
    await page.waitForURL(/\/profile\/interviews\/\d+\/$/);
    await panel(page).getByText('Priya Natarajan, Engineering Manager').waitFor();
    await expect.poll(() => tab(page, 'Interviews').getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page);

    await tab(page, 'Offers').click();
    await panel(page).getByRole('link', { name: 'Senior Software Engineer' }).click();
    await page.waitForURL(/\/profile\/offers\/\d+\/$/);
    await panel(page).getByText('USD 145,000 a year').waitFor();
    await expectAccessible(page);

    await page.goto(`${ownSite()}/profile/offers/999999/`);
    await panel(page).getByText("We couldn't find this offer.").waitFor();
  });

  it('is accessible on every tab in Arabic, right to left', async () => {
    const page = await openDashboard('/ar/profile/');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const tabs = page.getByRole('tab');
    for (const [index, { path }] of TABS.entries()) {
      await tabs.nth(index).click();
      await page.waitForURL(`${ownSite()}/ar${path}`);
      await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().waitFor();
      await expectAccessible(page);
    }
  }, 90_000);

  it('moves between tabs by keyboard', async () => {
    const page = await openDashboard('/profile/applications/');
    await tab(page, 'Applications').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`${ownSite()}/profile/todos/`);
    await expect.poll(() => tab(page, 'To-dos').getAttribute('aria-selected')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('To-dos');
    // Home and End move focus to the first and last tab; Enter opens the focused one.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('End');
    await expect.poll(focused).toBe('Privacy');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${ownSite()}/profile/privacy/`);
    await page.keyboard.press('Home');
    await expect.poll(focused).toBe('Applications');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${ownSite()}/profile/applications/`);
    // Tab leaves the tab list for the panel's content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
  }, 90_000);
});

describe('the activity feed', () => {
  const FILTERS = ['Actions', 'Reminders', 'Summaries', 'Notifications', 'Status', 'Suggestions'];

  it('shows at most 7 items, each filter only its own type', async () => {
    const page = await openDashboard();
    const feed = page.getByRole('region', { name: 'Activity' });
    const items = feed.getByRole('list').getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(7);
    // The creation-date placeholder is filled; removed items and bad file names never show.
    expect(await feed.textContent()).not.toContain('{createdDatetime}');

    for (const filter of FILTERS) {
      await feed.getByText(filter, { exact: true }).click();
      await feed.getByRole('list', { name: `Activity: ${filter}` }).waitFor();
      const texts = await items.allTextContents();
      expect(texts.length, filter).toBeGreaterThan(0);
      for (const text of texts) expect(text).toContain(`${filter} ·`);
    }
    await feed.getByText('Summaries', { exact: true }).click();
    await feed.getByText(/Your week: 2 applications active since \w+/).waitFor();
    await feed.getByText('Recent', { exact: true }).click();
    await expectAccessible(page);
  });

  it('moves a completed to-do out of the notifications', async () => {
    const page = await openDashboard('/profile/todos/');
    const notifications = page.getByRole('region', { name: 'Your notifications' });
    await notifications.getByText('To-do: upload a copy of your ID.').waitFor();

    const todo = panel(page).getByRole('listitem').filter({ hasText: 'Upload a copy of your ID' });
    await todo.getByRole('button', { name: 'Mark as done' }).click();
    await page.getByText('Marked as done.').waitFor();
    await notifications
      .getByText('To-do: upload a copy of your ID.')
      .waitFor({ state: 'detached' });
    await panel(page).getByRole('heading', { name: 'Done' }).waitFor();
    await notifications.getByText('To-do: confirm your interview time.').waitFor();

    // Marking a notification read completes it too.
    const offer = notifications.getByRole('listitem').filter({ hasText: 'An offer is waiting' });
    await offer.getByRole('button', { name: 'Mark as read' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.reload();
    await notifications.getByText('To-do: confirm your interview time.').waitFor();
    expect(await notifications.textContent()).not.toContain('upload a copy of your ID');
    expect(await notifications.textContent()).not.toContain('An offer is waiting');
  });
});

describe('profile edit', () => {
  it('saves persona preferences and addresses', async () => {
    const page = await openDashboard('/profile/edit/');
    const locations = panel(page).getByLabel('Locations');
    await locations.fill('Lisbon');
    await locations.press('Enter');
    await panel(page).getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Your preferences are saved.').waitFor();

    await panel(page).getByLabel('Street and number').fill('5 Harbour Road');
    await panel(page).getByLabel('City').last().fill('Lisbon');
    await panel(page).getByLabel('Country').last().fill('Portugal');
    await panel(page).getByRole('button', { name: 'Add address' }).click();
    await page.getByText('The address is added.').waitFor();
    await panel(page).getByText('5 Harbour Road').waitFor();

    await page.reload();
    await panel(page).getByText('5 Harbour Road').waitFor();
    await panel(page).getByText('Lisbon', { exact: true }).first().waitFor();
    const address = panel(page).getByRole('listitem').filter({ hasText: '5 Harbour Road' });
    await address.getByRole('button', { name: 'Delete' }).click();
    await address.waitFor({ state: 'detached' });
    await expectAccessible(page);
  });

  it('refuses an address without its required fields', async () => {
    const page = await openDashboard('/profile/edit/');
    await panel(page).getByRole('button', { name: 'Add address' }).click();
    await panel(page).getByText('Street and number is required.').waitFor();
  });
});

describe('refer a friend', () => {
  const referred = (page: Page, text: string) =>
    panel(page).getByRole('region', { name: 'Refer a friend' }).getByText(text).waitFor();
  const linkField = (page: Page) =>
    panel(page)
      .getByRole('region', { name: 'Refer a friend' })
      .getByRole('textbox', { name: 'Your referral link' });

  it('shares a link a friend joins through, who gets a link of their own', async () => {
    const jane = await openDashboard('/profile/edit/');
    const janeLink = await linkField(jane).inputValue();
    expect(janeLink).toBe(`${ownSite()}/r/jane-doe/profile/join/`);
    await referred(jane, '0 people joined or applied through your link.');
    await expectAccessible(jane);

    // The friend follows Jane's link and joins the talent community.
    const email = newVisitorEmail();
    const friend = await openPage(janeLink);
    friend.setDefaultTimeout(10_000);
    await openForm(friend, 'Join our talent community');
    await field(friend, 'First Name').fill('Robin');
    await field(friend, 'Last Name').fill('Friend');
    await field(friend, 'User Name / Email').fill(email);
    await friend.getByRole('textbox', { name: 'Area of interest', exact: true }).click();
    await friend.getByRole('option', { name: 'Engineering', exact: true }).click();
    await friend.keyboard.press('Escape');
    await friend.getByRole('checkbox', { name: 'Terms and Policy' }).check();
    await friend.getByRole('button', { name: 'Submit', exact: true }).click();
    await friend.getByText('Thank you for joining our talent community!').waitFor();

    await jane.reload();
    await referred(jane, '1 person joined or applied through your link.');

    // The friend activates their account and asks for a link of their own.
    const password = 'Lantern-Meadow-2718';
    const reset = await latestResetLink(ownSite(), email);
    await friend.goto(`${ownSite()}${reset.pathname}${reset.search}`);
    const dialog = friend.getByRole('dialog', { name: 'Set a new password' });
    await dialog.getByLabel(/^New password/).fill(password);
    await dialog.getByLabel(/^Confirm new password/).fill(password);
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await dialog.getByRole('heading', { name: 'Password saved' }).waitFor();
    await signInThroughApi(friend, { email, password, firstName: 'Robin' });
    await friend.goto(`${ownSite()}/profile/edit/`);
    await panel(friend).getByRole('button', { name: 'Get my referral link' }).click();
    expect(await linkField(friend).inputValue()).toMatch(
      new RegExp(`^${ownSite()}/r/[a-z2-9]{10}/profile/join/$`),
    );
    await referred(friend, '0 people joined or applied through your link.');
    await expectAccessible(friend);
  });
});
