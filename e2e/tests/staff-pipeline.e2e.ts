/**
 * The employer's side end to end (issue 20's Done-when): a recruiter signs in with TOTP in the
 * staff console, opens a requisition from a template and finds the job on the career site; a
 * candidate applies; the recruiter moves the application to Interview with the interview
 * e-mail, and the candidate sees the stage on the dashboard, the activity and the e-mail in
 * /dev/mailbox. A hiring manager sees only their requisition, a vendor's user only their portal,
 * and only the admin reads the audit log. axe on every console page. The test changes demo
 * data (a requisition, an application), so it runs on a site of its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JANE, signInThroughApi } from '../support/accounts.js';
import { allowConsoleErrors, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { waitForEmails } from '../support/mailbox.js';
import { useOwnSite } from '../support/own-site.js';
import { staffSignIn as signIn, type STAFF } from '../support/staff.js';

useBrowser();
const ownSite = useOwnSite();

const TITLE = 'Store Associate, Lakewood';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** Signs in to this file's own site. */
const staffSignIn = (who: keyof typeof STAFF, checkAccessible = false) =>
  signIn(ownSite(), who, checkAccessible);

const requisitionRows = (page: Page) => page.getByTestId('requisition-rows').getByRole('row');

describe('the staff console', () => {
  it('takes a requisition from template to an interview the candidate sees', async () => {
    // A recruiter signs in and opens a requisition from a template.
    const recruiter = await staffSignIn('recruiter', true);
    await expectAccessible(recruiter);
    await recruiter.getByRole('link', { name: 'New requisition' }).click();
    await recruiter.getByRole('heading', { level: 1, name: 'New requisition' }).waitFor();
    await recruiter
      .getByRole('combobox', { name: 'Template' })
      .selectOption({ label: 'Store associate (part-time)' });
    await recruiter.getByRole('textbox', { name: 'Job title' }).fill(TITLE);
    await expectAccessible(recruiter);
    await recruiter.getByRole('button', { name: 'Create requisition' }).click();
    await recruiter.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expect
      .poll(() => recruiter.getByTestId('requisition-status').textContent())
      .toBe('Draft');
    await expectAccessible(recruiter);
    await recruiter.getByRole('button', { name: 'Open: post on the career site' }).click();
    await expect.poll(() => recruiter.getByTestId('requisition-status').textContent()).toBe('Open');
    const jobLink = recruiter.getByRole('link', { name: 'View the job on the career site' });
    const jobPath = await jobLink.getAttribute('href');
    const requisitionPath = new URL(recruiter.url()).pathname;
    const requisitionId = Number(/\/requisitions\/(\d+)/.exec(requisitionPath)?.[1]);

    // The job is on the career site at once.
    const visitor = await openPage(`${ownSite()}${jobPath}`);
    await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    // A candidate applies (through the API, as the apply flow's last call does).
    const candidate = await openPage(`${ownSite()}/`);
    await signInThroughApi(candidate, JANE);
    const session = await (await candidate.request.get(`${ownSite()}/rest/session`)).json();
    const applied = await candidate.request.put(`${ownSite()}/rest/private/application/demo`, {
      headers: XHR,
      data: { candidateId: session.candidateId, requisitionId },
    });
    expect(applied.status()).toBe(201);

    // The recruiter finds it by searching the requisitions, on the board's Applied column.
    await recruiter.getByRole('link', { name: 'Requisitions' }).click();
    await recruiter.getByRole('textbox', { name: 'Title or category' }).fill('Lakewood');
    await recruiter.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => requisitionRows(recruiter).count()).toBe(1);
    await recruiter.getByRole('link', { name: `1 application to ${TITLE}: pipeline` }).click();
    await recruiter.getByRole('heading', { level: 1, name: `Pipeline: ${TITLE}` }).waitFor();
    await recruiter.getByRole('heading', { level: 2, name: 'Applied (1)' }).waitFor();
    await expectAccessible(recruiter);

    // Moves it to Interview from the keyboard, with the interview e-mail.
    const move = recruiter.getByRole('button', { name: 'Move to…: Jane Doe' });
    await move.focus();
    await recruiter.keyboard.press('Enter');
    const dialog = recruiter.getByRole('dialog', { name: 'Move Jane Doe' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Stage' }).selectOption('Interview');
    await dialog.getByRole('checkbox', { name: 'E-mail the candidate' }).check();
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'E-mail template' }).inputValue())
      .toBe('Interview Invitation');
    await expectAccessible(recruiter);
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await recruiter.getByText('Jane Doe moved to Interview').waitFor();
    await recruiter.getByRole('heading', { level: 2, name: 'Interview (1)' }).waitFor();
    await recruiter.getByRole('heading', { level: 2, name: 'Applied (0)' }).waitFor();

    // The application: status history, a note.
    await recruiter.getByRole('link', { name: 'Jane Doe' }).click();
    await recruiter.getByRole('heading', { level: 1, name: 'Jane Doe' }).waitFor();
    await recruiter.getByTestId('status-history').getByText('Interview', { exact: true }).waitFor();
    await recruiter.getByRole('textbox', { name: 'New note' }).fill('Strong retail background.');
    await recruiter.getByRole('button', { name: 'Add note' }).click();
    await recruiter.getByText('Strong retail background.').waitFor();
    await expectAccessible(recruiter);

    // A recruiter has no audit log: no menu item, and the address says why.
    expect(await recruiter.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    allowConsoleErrors(/status of 403/);
    await recruiter.goto(`${ownSite()}/staff/audit`);
    await recruiter.getByRole('alert').getByText('Your role does not allow this.').waitFor();
    await expectAccessible(recruiter);

    // The candidate sees the stage on the timeline, the activity and the e-mail.
    await candidate.goto(`${ownSite()}/profile/applications/`);
    const panel = candidate.getByRole('tabpanel');
    await panel.getByText('Interview with the hiring team').first().waitFor();
    await candidate
      .getByRole('region', { name: 'Activity' })
      .getByText(`Your application for ${TITLE} moved to Interview.`)
      .waitFor();
    const emails = await waitForEmails(ownSite(), JANE.email, 'Interview invitation');
    expect(emails.map((email) => email.subject)).toContain(
      `Interview invitation: ${TITLE} at Northwind Health & Technology`,
    );

    // A hiring manager sees only the requisition they are on.
    const manager = await staffSignIn('manager');
    await expect.poll(() => requisitionRows(manager).count()).toBe(1);
    expect(await manager.getByRole('link', { name: TITLE }).count()).toBe(0);
    await expectAccessible(manager);

    // A vendor's user has their portal (vendors.e2e.ts), not the pipeline (decision 0051).
    const vendor = await staffSignIn('vendor');
    await vendor.goto(`${ownSite()}/staff/requisitions/${requisitionId}/pipeline`);
    await vendor.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await vendor.getByRole('link', { name: 'Jane Doe' }).count()).toBe(0);
    await expectAccessible(vendor);

    // The admin reads the audit log, which holds the recruiter's move.
    const admin = await staffSignIn('admin');
    await admin.getByRole('link', { name: 'Audit log' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await admin
      .getByTestId('audit-rows')
      .getByText(/Interview Invitation/)
      .first()
      .waitFor();
    await expectAccessible(admin);

    // Sign-out ends the session: the console asks to sign in again.
    await admin.getByRole('button', { name: 'Sign out' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
  }, 180_000);
});
