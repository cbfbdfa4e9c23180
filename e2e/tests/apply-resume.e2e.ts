/**
 * Save and resume (issue 5 "Beyond the spec"): a reload keeps what was typed, and the e-mailed
 * continue link restores the saved answers in a fresh browser, once.
 */
import type { ApplyStream, JobSearchResult, Requisition } from '@talentgate/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { field, pickOption } from '../support/apply.js';
import { allowConsoleErrors, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();
// A development-mode site of this file's own: it keeps e-mails at /dev/mailbox.
const ownSite = useOwnSite();

const VISITOR = {
  firstName: 'Rosalind',
  lastName: 'Franklin',
  email: 'rosalind.resume@example.com',
  phone: '5125550123',
  zip: '78701',
  city: 'Austin',
  country: 'United States',
};

let requisitionId: number;

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${ownSite()}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  const full = await getJson<ApplyStream>('/rest/public/applystream/demo/key/full-apply');
  const { jobs } = await getJson<JobSearchResult>('/rest/public/jobsearch/demo');
  for (const job of jobs) {
    const requisition = await getJson<Requisition>(
      `/rest/public/requisition/demo/id/${job.requisitionId}`,
    );
    if (requisition.applyStreamId === full.applyStreamId && !requisition.closed) {
      requisitionId = job.requisitionId;
      return;
    }
  }
  throw new Error('No open demo job uses the full apply stream');
});

/** The newest continue link e-mailed to the address, from the development mailbox. */
async function latestContinueLink(email: string): Promise<URL> {
  const html = await (await fetch(`${ownSite()}/dev/mailbox`)).text();
  for (const article of html.split('<article>').slice(1)) {
    if (!article.includes(`To ${email}`)) continue;
    const link = /https?:\/\/[^\s<"]+\?token=[^\s<"]+/.exec(article);
    if (link) return new URL(link[0].replaceAll('&amp;', '&'));
  }
  throw new Error(`No continue e-mail for ${email} in the mailbox`);
}

async function fillAboutYou(page: Page) {
  await page.getByLabel('First Name').fill(VISITOR.firstName);
  await page.getByLabel('Last Name').fill(VISITOR.lastName);
  await page.getByLabel('User Name / Email').fill(VISITOR.email);
  await page.getByLabel('Phone').fill(VISITOR.phone);
  await page.getByLabel('Zip Code').fill(VISITOR.zip);
  await page.getByLabel('City').fill(VISITOR.city);
  await field(page, 'Country').fill(VISITOR.country);
}

/** Step 1 in the progress bar, a button once it is complete. */
const aboutYouStep = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Application progress' })
    .getByRole('button', { name: /About you/ });

const stepPath = (step: number) => new RegExp(`/apply/${requisitionId}/${step}/`);

describe('save and resume', () => {
  it('keeps answers over a reload, and the e-mailed link restores them in a fresh browser once', async () => {
    const origin = ownSite();
    const page = await openPage(`${origin}/apply/?link=${requisitionId}`);
    await page.waitForURL(stepPath(1));
    await page.getByLabel('First Name').waitFor();
    await fillAboutYou(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(stepPath(2));

    // Step 2: a record typed into the education grid, then a reload.
    await page.getByRole('button', { name: 'Add Education' }).click();
    const row = page.getByRole('dialog', { name: 'Add Education' });
    await pickOption(page, 'Level attained', "Bachelor's Degree");
    await row.getByLabel(/^Institution/).fill('University of Cambridge');
    await row.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('University of Cambridge').waitFor();

    await page.reload();
    await page.waitForURL(stepPath(2));
    await page.getByText('University of Cambridge').waitFor();
    await aboutYouStep(page).waitFor();

    // Ask for a link, by keyboard: the dialog has the address from step 1.
    const action = page.getByRole('button', { name: 'E-mail me a link to continue' });
    await action.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Continue on another device' });
    await dialog.waitFor();
    await expect(dialog.getByLabel(/^E-mail/).inputValue()).resolves.toBe(VISITOR.email);
    await expectAccessible(page);
    await dialog.getByLabel(/^E-mail/).fill('not an address');
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await dialog.getByText('Invalid email address.').waitFor();
    await dialog.getByLabel(/^E-mail/).fill(VISITOR.email);
    await page.keyboard.press('Enter');
    await dialog
      .getByText(`If ${VISITOR.email} can receive e-mail, the link is on its way.`, {
        exact: false,
      })
      .waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    const link = await latestContinueLink(VISITOR.email);
    expect(link.pathname).toBe(`/apply/${requisitionId}/2/`);
    const fromEmail = `${origin}${link.pathname}${link.search}`;

    // A fresh browser: step 1's answers are back, the flow goes on at step 2, no token in sight.
    const fresh = await openPage(fromEmail);
    await fresh.getByText('Welcome back. Your answers are restored').waitFor();
    await fresh.waitForURL(stepPath(2));
    expect(new URL(fresh.url()).searchParams.has('token')).toBe(false);
    await fresh.getByRole('button', { name: 'Add Education' }).waitFor();
    await aboutYouStep(fresh).click();
    await fresh.waitForURL(stepPath(1));
    await expect(fresh.getByLabel('First Name').inputValue()).resolves.toBe(VISITOR.firstName);
    await expect(fresh.getByLabel('User Name / Email').inputValue()).resolves.toBe(VISITOR.email);
    await fresh.getByRole('button', { name: 'Continue', exact: true }).click();
    await fresh.waitForURL(stepPath(2));
    await fresh.getByRole('button', { name: 'Add Education' }).waitFor();
    await expectAccessible(fresh);

    // The link worked once.
    allowConsoleErrors(/status of 410/);
    const again = await openPage(fromEmail);
    await again.getByText('We could not open your saved application').waitFor();
    await again.getByText('This link was already used.', { exact: false }).waitFor();
    await expectAccessible(again);
    await again.getByRole('button', { name: 'Continue without it' }).click();
    await again.getByLabel('First Name').waitFor();
    await expect(again.getByLabel('First Name').inputValue()).resolves.toBe('');
  }, 120_000);

  it('says so when the link was edited', async () => {
    allowConsoleErrors(/status of 400/);
    const page = await openPage(`${ownSite()}/apply/${requisitionId}/2/?token=edited-token`);
    await page.getByText('This link is not valid.', { exact: false }).waitFor();
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await expectAccessible(page);
  });
});
