/**
 * Decision 0023: the resume a signed-out visitor gives in the demo full apply is kept with
 * their application. After the final submit they activate the account from the e-mailed
 * link, sign in, and find that file on the documents tab. Going back to the first step, and
 * a reload, show the resume as kept. A site of this file's own: the development mailbox holds
 * the activation e-mail.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { latestResetLink } from '../support/accounts.js';
import { field, jobWithStream, openForm } from '../support/apply.js';
import { downloadedBytes, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();
const ownSite = useOwnSite();

function resumeText(email: string): string {
  return [
    'Noor Haddad',
    `${email} | +1 (415) 555-0177`,
    '88 Mission Street, San Francisco, CA 94105',
    '',
    'EXPERIENCE',
    'Data Engineer',
    'Lakeside Analytics, San Francisco\tMar 2020 – Present',
    '',
    'EDUCATION',
    'Bachelor of Science in Statistics',
    'San Jose State University\t2014 – 2018',
  ].join('\n');
}

describe('a resume given in the full apply', () => {
  it('is on the documents tab of the account the application made', async () => {
    const origin = ownSite();
    const job = await jobWithStream('full-apply', origin);
    const page = await openPage(`${origin}/apply/?link=${job.requisitionId}`);
    page.setDefaultTimeout(15_000);
    await openForm(page, 'About you');

    const email = `noor.${randomUUID().slice(0, 8)}@example.com`;
    const resume = Buffer.from(resumeText(email), 'utf8');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Upload your resume' }).click(),
    ]);
    await chooser.setFiles({ name: 'noor-haddad.txt', mimeType: 'text/plain', buffer: resume });
    // Kept and parsed in one request: the form fills from it as before.
    await page.getByRole('status').filter({ hasText: 'Filled in from your resume' }).waitFor();
    expect(await field(page, 'User Name / Email').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Back to the first step, then again after a reload: the resume the attempt holds shows.
    const aboutYou = page
      .getByRole('navigation', { name: 'Application progress' })
      .getByRole('button', { name: /About you/ });
    const resumeStatus = page.getByRole('status').filter({ hasText: 'noor-haddad.txt' });
    for (const reload of [false, true]) {
      await openForm(page, 'Education');
      if (reload) await page.reload();
      await aboutYou.click();
      await resumeStatus
        .getByText('Your resume was read. Check the values it filled in.')
        .waitFor();
      if (reload) await expectAccessible(page);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
    }

    for (const title of ['Education', 'Work history', 'Certifications']) {
      await openForm(page, title);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
    }
    await openForm(page, 'Terms and conditions');
    await page.getByRole('checkbox', { name: 'Terms and Policy' }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page
      .getByRole('region', { name: 'Ready to submit?' })
      .getByRole('button', { name: 'Submit application' })
      .click();
    await page.waitForURL('**/apply/thank-you/');

    // The activation e-mail's link: the first password, then sign in.
    const link = await latestResetLink(origin, email);
    await page.goto(`${origin}${link.pathname}${link.search}`);
    const password = 'Harbor-Lantern-2718';
    const reset = page.getByRole('dialog', { name: 'Set a new password' });
    await reset.getByLabel(/^New password/).fill(password);
    await reset.getByLabel(/^Confirm new password/).fill(password);
    await reset.getByRole('button', { name: 'Save password' }).click();
    await reset.getByRole('button', { name: 'Sign in' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByLabel('User Name / Email').fill(email);
    await signIn.getByLabel(/^Password/).fill(password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hello, Noor' }).waitFor();

    await page.goto(`${origin}/profile/documents/`);
    await page.getByRole('heading', { name: 'Resume', level: 3 }).waitFor();
    const download = page.getByRole('link', { name: 'Download noor-haddad.txt' });
    await download.waitFor();
    await expectAccessible(page);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect((await downloadedBytes(file)).equals(resume)).toBe(true);
  }, 120_000);
});
