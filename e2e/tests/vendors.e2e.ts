/**
 * Vendors and the org hierarchy (issue 27, decision 0051): an admin adds a department to the
 * org hierarchy, creates a vendor and its user and gives it a requisition; the vendor's user
 * signs in (enrolling an authenticator), sees that requisition only, submits a candidate with
 * a resume, finds the submission in their list, and cannot open another requisition. axe on
 * every screen. The test changes demo data, so it runs on a site of its own.
 */
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { RequisitionSearchResult } from '@talentgate/domain';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';
import { staffSignIn } from '../support/staff.js';

useBrowser();
const ownSite = useOwnSite();

/** A minimal valid PDF (catalog, empty page tree); the server checks the content's type. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const VENDOR_USER = { email: 'quinn@quay.example', password: 'Quay-Password-2026' };

const section = (page: Page, name: string) => page.getByRole('region', { name });
const form = (page: Page, name: string) => page.getByRole('form', { name });

/** The new vendor user's first sign-in: password, then the authenticator they set up. */
async function vendorSignsIn(): Promise<Page> {
  allowConsoleErrors(/status of 401/);
  const page = await openPage(`${ownSite()}/staff/`);
  page.setDefaultTimeout(15_000);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(VENDOR_USER.email);
  await page.getByLabel('Password').fill(VENDOR_USER.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await expectAccessible(page);
  await page
    .getByRole('textbox', { name: 'Authentication code' })
    .fill(await generate({ secret: secret.trim() }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  return page;
}

describe('vendors', () => {
  it('an admin sets up a vendor; its user submits a candidate and sees only their requisition', async () => {
    const admin = await staffSignIn(ownSite(), 'admin');

    // The org hierarchy: a department at the top.
    await admin.getByRole('link', { name: 'Org hierarchy' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Org hierarchy' }).waitFor();
    const nodeForm = form(admin, 'New department or location');
    await nodeForm.getByRole('textbox', { name: 'Name' }).fill('Engineering');
    await nodeForm.getByRole('button', { name: 'Add' }).click();
    await admin.getByTestId('hierarchy-rows').getByText('Engineering').waitFor();
    await expectAccessible(admin);

    // A vendor, its user, and one open requisition given to it.
    const open = await admin.request.post(`${ownSite()}/rest/staff/demo/requisition/search`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { status: 'open', pageSize: 100 },
    });
    const found: unknown = await open.json();
    if (!Value.Check(RequisitionSearchResult, found)) throw new Error('not a requisition search');
    const [given, other] = found.items;
    if (!given || !other) throw new Error('the demo has fewer than two open requisitions');
    await admin.getByRole('link', { name: 'Vendors' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Vendors' }).waitFor();
    const vendorForm = form(admin, 'New vendor');
    await vendorForm.getByRole('textbox', { name: 'Vendor name' }).fill('Quay Recruiters');
    await vendorForm.getByRole('button', { name: 'Create vendor' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Quay Recruiters' }).waitFor();
    const userForm = form(admin, 'New vendor user');
    await userForm.getByRole('textbox', { name: 'Name' }).fill('Quinn Quay');
    await userForm.getByRole('textbox', { name: 'E-mail' }).fill(VENDOR_USER.email);
    await userForm.getByLabel('Initial password').fill(VENDOR_USER.password);
    await userForm.getByRole('button', { name: 'Add user' }).click();
    await admin.getByRole('cell', { name: VENDOR_USER.email }).waitFor();
    const requisitions = section(admin, 'Requisitions given');
    await requisitions.getByRole('checkbox', { name: given.title }).check();
    await requisitions.getByRole('button', { name: 'Save requisitions' }).click();
    await requisitions.getByRole('status').getByText('Saved').waitFor();
    await expectAccessible(admin);

    // The vendor's user: their portal, with that requisition only.
    const vendor = await vendorSignsIn();
    await vendor.getByRole('heading', { level: 1, name: 'My requisitions' }).waitFor();
    const rows = vendor.getByTestId('portal-requisitions').getByRole('link');
    await expect.poll(() => rows.allTextContents()).toEqual([given.title]);
    expect(await vendor.getByRole('link', { name: 'Candidates' }).count()).toBe(0);
    await expectAccessible(vendor);

    // A candidate, with a resume.
    await rows.first().click();
    await vendor.getByRole('heading', { level: 1, name: given.title }).waitFor();
    const submission = form(vendor, 'Submit a candidate');
    await submission.getByRole('textbox', { name: 'First name' }).fill('Robin');
    await submission.getByRole('textbox', { name: 'Last name' }).fill('Quayside');
    await submission.getByRole('textbox', { name: 'E-mail' }).fill('robin.quayside@example.com');
    await submission.getByRole('textbox', { name: 'Phone' }).fill('555 010 4477');
    await submission
      .getByLabel('Resume')
      .setInputFiles({ name: 'robin-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await submission.getByRole('button', { name: 'Submit candidate' }).click();
    await vendor.getByRole('status').getByText('Candidate submitted').waitFor();
    await expectAccessible(vendor);

    // The submission, with its stage.
    await vendor.getByRole('link', { name: 'My submissions' }).first().click();
    const submitted = vendor.getByTestId('portal-submissions');
    await submitted.getByRole('cell', { name: 'Robin Quayside' }).waitFor();
    await submitted.getByRole('cell', { name: 'Applied' }).waitFor();
    await expectAccessible(vendor);

    // Another requisition, by its address: not the vendor's to open.
    allowConsoleErrors(/status of 404/);
    await vendor.goto(`${ownSite()}/staff/requisitions/${other.requisitionId}`);
    await vendor.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await vendor.getByText(other.title).count()).toBe(0);
    await expectAccessible(vendor);
  }, 180_000);
});
