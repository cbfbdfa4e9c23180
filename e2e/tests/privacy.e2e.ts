import { describe, expect, it } from 'vitest';
import { JANE, signInThroughApi } from '../support/accounts.js';
import {
  allowConsoleErrors,
  downloadedBytes,
  expectAccessible,
  openPage,
  useBrowser,
} from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();
// Erasure ends Jane's account: a site of this file's own keeps the shared one intact.
const ownSite = useOwnSite();

/** The newest erasure confirmation link the development mailbox holds for `email`. */
async function latestErasureLink(origin: string, email: string): Promise<URL> {
  const html = await (await fetch(`${origin}/dev/mailbox`)).text();
  for (const article of html.split('<article>').slice(1)) {
    if (!article.includes(`To ${email}`)) continue;
    const link = /https?:\/\/[^\s<"]+\/profile\/privacy\/\?token=[^\s<"]+/.exec(article);
    if (link) return new URL(link[0].replaceAll('&amp;', '&'));
  }
  throw new Error(`No erasure e-mail for ${email} in the mailbox`);
}

describe('privacy centre', () => {
  it('is reached from the account menu and downloads everything held about the candidate', async () => {
    const origin = ownSite();
    const page = await openPage(`${origin}/`);
    await signInThroughApi(page);
    await page.goto(`${origin}/profile/`);
    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('link', { name: 'Privacy' }).click();
    // The privacy centre is the dashboard's Privacy tab (issue 21 item 8).
    await page.waitForURL(`${origin}/profile/privacy/`);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Privacy' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Privacy' }).waitFor();
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-demo-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse((await downloadedBytes(download)).toString('utf8'));
    expect(data.candidate).toMatchObject({ uname: JANE.email, firstName: JANE.firstName });
    expect(data.candidate).not.toHaveProperty('passwordHash');
    expect(Object.keys(data.tables)).toEqual(
      expect.arrayContaining(['applications', 'candidate_sessions', 'outbox_emails']),
    );
    await page.getByText('Your data has been downloaded.').waitFor();
  });

  it('erases by request, confirmation e-mail and link; the candidate cannot sign in afterwards', async () => {
    const origin = ownSite();
    const page = await openPage(`${origin}/`);
    await signInThroughApi(page);
    await page.goto(`${origin}/profile/privacy/`);

    // Keyboard: the request opens a confirmation dialog; Escape leaves without asking.
    const request = page.getByRole('button', { name: 'Request erasure' });
    await request.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Erase all your data?' });
    await dialog
      .getByText(`We will send a confirmation link to ${JANE.email}.`, { exact: false })
      .waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText('Erasure requested').count()).toBe(0);

    await request.click();
    await dialog.getByRole('button', { name: 'Send the confirmation e-mail' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Erasure requested').waitFor();
    await page.getByRole('button', { name: 'Send the confirmation e-mail again' }).waitFor();
    await expectAccessible(page);
    // The status stays on the page until the erasure is done.
    await page.reload();
    await page.getByText('Erasure requested').waitFor();

    // The e-mailed link works in a browser that is not signed in.
    const link = await latestErasureLink(origin, JANE.email);
    const linkPage = await openPage(`${origin}${link.pathname}${link.search}`);
    await linkPage
      .getByRole('heading', { level: 1, name: 'Confirm the erasure of your data' })
      .waitFor();
    await expectAccessible(linkPage);
    await linkPage.getByRole('button', { name: 'Erase my data now' }).click();
    await linkPage.getByText('Your data has been erased', { exact: true }).waitFor();
    await expectAccessible(linkPage);

    // Used once: the same link is refused.
    allowConsoleErrors(/status of (400|401)/);
    await linkPage.goto(`${origin}${link.pathname}${link.search}`);
    await linkPage.getByRole('button', { name: 'Erase my data now' }).click();
    await linkPage
      .getByText('This link is invalid, has expired or has been used already.', { exact: false })
      .waitFor();

    // Sign-in with the old credentials fails.
    await linkPage.goto(`${origin}/`);
    await linkPage.getByRole('button', { name: 'Sign in' }).click();
    const signIn = linkPage.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByLabel('User Name / Email').fill(JANE.email);
    await signIn.getByLabel(/^Password/).fill(JANE.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByRole('alert').getByText('The user name or password is incorrect.').waitFor();
  });
});
