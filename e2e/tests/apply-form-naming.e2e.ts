import { describe, expect, it } from 'vitest';
import { field, jobWithStream, newVisitorEmail, openForm } from '../support/apply.js';
import { openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();
// Form naming is a tenant flag, set the way an operator would (npm run tenant-settings).
const ownSite = useOwnSite({
  prepare: (cli) => cli('tenant-settings', ['flags', 'demo', 'formNamingEnabled=true']),
});

describe('form naming (spec 2 \u00a72)', () => {
  it('carries the form index and title slug in the path of each step', async () => {
    const origin = ownSite();
    const job = await jobWithStream('full-apply', origin);
    const page = await openPage(`${origin}/apply/?link=${job.requisitionId}`);
    page.setDefaultTimeout(10_000);
    await page.waitForURL(`${origin}/apply/${job.requisitionId}/1/about-you/`);
    await openForm(page, 'About you');
    await field(page, 'First Name').fill('Naming');
    await field(page, 'Last Name').fill('Flag');
    await field(page, 'User Name / Email').fill(newVisitorEmail());
    await field(page, 'Phone').fill('5125550177');
    await field(page, 'Zip Code').fill('78701');
    await field(page, 'Zip Code').press('Tab');
    await expect.poll(() => field(page, 'City').inputValue()).toBe('Austin');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`${origin}/apply/${job.requisitionId}/2/education/`);
    await openForm(page, 'Education');

    // A wrong page name is corrected to the form's own.
    await page.goto(`${origin}/apply/${job.requisitionId}/1/something-else/`);
    await page.waitForURL(`${origin}/apply/${job.requisitionId}/1/about-you/`);
  });
});
