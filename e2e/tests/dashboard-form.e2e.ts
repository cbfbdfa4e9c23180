/**
 * The dashboard profile form (spec 1 §2): with the dashboardFormEnabled flag on and the
 * DashboardStream list naming a stream, the edit tab shows that stream's candidate form,
 * drawn by the apply engine's renderer, and saves it. Without the flag it is not there
 * (dashboard.e2e.ts runs the demo as seeded, flag off).
 */
import { describe, expect, it } from 'vitest';
import { signInThroughApi } from '../support/accounts.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();
const ownSite = useOwnSite({
  prepare: (cli) => cli('tenant-settings', ['flags', 'demo', 'dashboardFormEnabled=true']),
});

describe('the dashboard profile form', () => {
  it('shows the tenant’s form on the edit tab and saves it', async () => {
    const page = await openPage(`${ownSite()}/`);
    await signInThroughApi(page);
    await page.goto(`${ownSite()}/profile/edit/`);
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: 'About you' }).waitFor();
    await expect.poll(() => panel.getByLabel('First Name').inputValue()).toBe('Jane');
    // The tenant's form edits the name: the built-in contact form is not shown beside it.
    expect(await panel.getByRole('form', { name: 'Contact details' }).count()).toBe(0);
    await panel.getByLabel('About me').fill('Backend engineer who likes hospitals.');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your profile is saved.').waitFor();
    await expectAccessible(page);

    await page.reload();
    await expect
      .poll(() => page.getByRole('tabpanel').getByLabel('About me').inputValue(), {
        timeout: 15_000,
      })
      .toBe('Backend engineer who likes hospitals.');
  }, 90_000);
});
