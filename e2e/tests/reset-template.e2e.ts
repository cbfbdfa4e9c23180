/**
 * The reset-password page's template depends on the tenant's flag resetPasswordAltTemplate
 * (spec 1 §2, issue 21 "Also"): with it on, the e-mailed link's page holds the password form
 * itself rather than a dialog. The flag is set the way an operator would.
 */
import { describe, expect, it } from 'vitest';
import { JANE, latestResetLink } from '../support/accounts.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();
const ownSite = useOwnSite({
  prepare: (cli) => cli('tenant-settings', ['flags', 'demo', 'resetPasswordAltTemplate=true']),
});

describe('the alternate reset-password template', () => {
  it('sets the new password in the page, with no dialog', async () => {
    const origin = ownSite();
    const newPassword = 'Harbor-Lantern-4815';
    const page = await openPage(`${origin}/profile/forgot-password/`);
    await page.getByLabel('Email').fill(JANE.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Your password reset link has been sent to your mail account.').waitFor();
    const link = await latestResetLink(origin, JANE.email);
    await page.goto(`${origin}${link.pathname}${link.search}`);

    const main = page.getByRole('main');
    await main.getByLabel(/^New password/).fill(newPassword);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectAccessible(page);
    await main.getByLabel(/^Confirm new password/).fill(newPassword);
    await main.getByRole('button', { name: 'Save password' }).click();
    await main.getByRole('heading', { name: 'Password saved' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectAccessible(page);
  });
});
