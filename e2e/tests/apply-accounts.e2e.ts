/**
 * Applying with an account: the completed application updates the candidate's profile from
 * the answers, so these run on a site of their own (the shared demo candidate stays as is).
 */
import { describe, expect, it } from 'vitest';
import { JANE, signInThroughApi } from '../support/accounts.js';
import { field, fillEasyApply, jobsWithStream, openForm } from '../support/apply.js';
import { allowConsoleErrors, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();
const ownSite = useOwnSite();

const COMPLETE = '/rest/public/apply/demo/attempt/complete';

describe('candidates with an account', () => {
  it('prefills a signed-in candidate\u2019s form and applies as them, without a new candidate', async () => {
    const origin = ownSite();
    const [job] = await jobsWithStream('easy-apply', origin);
    if (!job) throw new Error('no easy-apply job');
    const page = await openPage(`${origin}/`);
    page.setDefaultTimeout(10_000);
    await signInThroughApi(page, JANE);
    await page.goto(`${origin}/apply/?link=${job.requisitionId}`);
    await openForm(page, 'Apply in one step');
    await expect.poll(() => field(page, 'First Name').inputValue()).toBe(JANE.firstName);
    expect(await field(page, 'User Name / Email').inputValue()).toBe(JANE.email);
    await field(page, 'Last Name').fill('Doe');
    await field(page, 'Phone').fill('5125550100');
    await page.getByRole('checkbox', { name: 'Terms and Policy' }).check();
    const completed = page.waitForResponse((response) => response.url().endsWith(COMPLETE));
    await page.getByRole('button', { name: 'Submit application' }).click();
    expect(await (await completed).json()).toMatchObject({ newCandidate: false });
    await page.getByRole('heading', { name: 'Application complete, thank you!' }).waitFor();
  });

  it('asks a visitor whose e-mail has an account to log in, then completes as them', async () => {
    const origin = ownSite();
    const [, job] = await jobsWithStream('easy-apply', origin);
    if (!job) throw new Error('a second easy-apply job is needed');
    const page = await openPage(`${origin}/apply/?link=${job.requisitionId}`);
    page.setDefaultTimeout(10_000);
    await fillEasyApply(page, JANE.email);
    // The browser notes the server's 409 EMAIL_EXISTS answer in the console.
    allowConsoleErrors(/status of 409/);
    await page.getByRole('button', { name: 'Submit application' }).click();

    const prompt = page
      .getByRole('alert')
      .filter({ hasText: 'It looks like you already have an account, log in?' });
    await prompt.waitFor();
    await expectAccessible(page);
    // Nothing typed is lost while the visitor signs in.
    expect(await field(page, 'First Name').inputValue()).toBe('Alex');

    await prompt.getByRole('button', { name: 'log in?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('User Name / Email').fill(JANE.email);
    await dialog.getByLabel(/^Password/).fill(JANE.password);
    const completed = page.waitForResponse((response) => response.url().endsWith(COMPLETE));
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    expect(await (await completed).json()).toMatchObject({ newCandidate: false });
    await page.getByRole('heading', { name: 'Application complete, thank you!' }).waitFor();
  });
});
