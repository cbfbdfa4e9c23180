/**
 * Message branding and background checks in the staff console (issue 27, decision 0052): an
 * admin types a palette whose text would fall under 4.5:1 and is refused with the pair named,
 * saves a passing one, and the career site draws with it; then orders a background check on an
 * application and sees the simulated provider's result arrive (its signed callbacks over HTTP).
 * Axe on every screen. The test changes demo data, so it runs on a site of its own.
 */
import type { ApplicationSearchResult } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';
import { staffSignIn } from '../support/staff.js';

useBrowser();
const ownSite = useOwnSite();

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** Staff sign-in may wait for an unused authenticator step, and the site may be busy. */
const TEST_TIMEOUT_MS = 90_000;

describe('message branding and background checks', () => {
  it(
    'refuses a palette without contrast, and the career site draws with a passing one',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const admin = await staffSignIn(ownSite(), 'admin');
      await admin.getByRole('link', { name: 'Message branding' }).click();
      await admin.getByRole('heading', { level: 1, name: 'Message branding' }).waitFor();

      // A yellow under white text: refused before anything is sent, the pair named.
      const primary = admin.getByRole('textbox', { name: 'Primary colour' });
      await primary.fill('#FFD43B');
      await admin.getByRole('button', { name: 'Save colours and footer' }).click();
      await admin
        .getByText(
          /^Too little contrast: White text on the primary colour: 1\.\d\d:1\. Text needs at least 4\.5:1\.$/,
        )
        .waitFor();
      await expect.poll(() => primary.getAttribute('aria-invalid')).toBe('true');

      // A teal passes; the preview is the e-mail as it will leave.
      await primary.fill('#0B7285');
      await admin.getByRole('textbox', { name: 'Accent colour' }).fill('#5F3DC4');
      await admin
        .getByRole('textbox', { name: 'E-mail footer' })
        .fill('Northwind Health, 1 Main St');
      await admin.getByRole('button', { name: 'Save colours and footer' }).click();
      await admin.getByText('The colours and footer are saved.').waitFor();
      await admin.getByText('Applied to e-mails and the career site').waitFor();
      const preview = admin.frameLocator('[data-testid="branding-preview"]');
      await preview.getByText('Northwind Health, 1 Main St').waitFor();
      await expectAccessible(admin);

      // The career site's buttons and header take the primary colour.
      const visitor = await openPage(`${ownSite()}/`);
      await expect
        .poll(() =>
          visitor.evaluate(() =>
            getComputedStyle(document.documentElement)
              .getPropertyValue('--mantine-primary-color-filled')
              .trim(),
          ),
        )
        .toBe('#0B7285');
      const brand = visitor.getByRole('banner').getByRole('link').first();
      expect(await brand.evaluate((link) => getComputedStyle(link).color)).toBe(
        'rgb(11, 114, 133)',
      );
      await expectAccessible(visitor);
    },
  );

  it(
    'orders a background check and shows the provider\u2019s result',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const recruiter = await staffSignIn(ownSite(), 'recruiter');
      const found = await recruiter.request.post(
        `${ownSite()}/rest/staff/demo/application/search`,
        {
          headers: XHR,
          data: { q: 'jane.doe' },
        },
      );
      const [application] = ((await found.json()) as ApplicationSearchResult).items;
      expect(application).toBeDefined();
      await recruiter.goto(`${ownSite()}/staff/applications/${application?.applicationId ?? 0}`);
      const checks = recruiter.getByRole('region', { name: 'Background checks' });
      await checks.getByText('No background check has been ordered.').waitFor();
      await checks.getByRole('combobox', { name: 'Package to order' }).selectOption('standard');
      await checks.getByRole('button', { name: 'Order background check' }).click();
      await checks.getByRole('cell', { name: 'Standard', exact: true }).waitFor();
      await checks.getByTestId('background-result').getByText('Clear').waitFor({ timeout: 30_000 });
      await checks.getByText('Completed', { exact: true }).waitFor();
      await expectAccessible(recruiter);
    },
  );
});
