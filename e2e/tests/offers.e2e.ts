/**
 * Offers with approvals (issue 27's Done-when, decision 0049): a recruiter drafts an offer
 * from the demo tenant's template for Jane's application; the hiring manager sends it back
 * with a comment, then approves it after it is sent again, and the administrator approves
 * it; the recruiter extends it. Jane reads the PDF letter, a signature that is not her name
 * is refused with the spec's message, her name accepts it and the application is hired. A
 * second offer (its steps through the API) is declined, and the recruiter makes a chain whose
 * first step is the managers of the requisition's department. axe on the new pages. The test
 * changes demo data, so it runs on a site of its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OfferTemplate, ApprovalChain, RequisitionSearchResult } from '@talentgate/domain';
import { JANE, signInThroughApi } from '../support/accounts.js';
import { allowConsoleErrors, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';
import { waitForEmails } from '../support/mailbox.js';
import { staffSignIn } from '../support/staff.js';

useBrowser();
const ownSite = useOwnSite();

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** Jane applies (through the API, as the apply flow's last call does) to two open jobs. */
async function janeApplies(recruiter: Page, candidate: Page) {
  const search = await recruiter.request.post(`${ownSite()}/rest/staff/demo/requisition/search`, {
    headers: XHR,
    data: { status: 'open', pageSize: 100 },
  });
  const open = (await search.json()) as RequisitionSearchResult;
  const fresh = open.items.filter((item) => item.applicationCount === 0).slice(0, 2);
  expect(fresh).toHaveLength(2);
  const session = await (await candidate.request.get(`${ownSite()}/rest/session`)).json();
  const applied = [];
  for (const requisition of fresh) {
    const response = await candidate.request.put(`${ownSite()}/rest/private/application/demo`, {
      headers: XHR,
      data: { candidateId: session.candidateId, requisitionId: requisition.requisitionId },
    });
    expect(response.status()).toBe(201);
    const { applicationId } = (await response.json()) as { applicationId: number };
    applied.push({ applicationId, title: requisition.title });
  }
  return applied;
}

const status = (page: Page) => page.getByTestId('offer-status').textContent();

/** A staff call through a signed-in console's cookie. */
async function staffCall(page: Page, path: string, data: unknown = {}): Promise<unknown> {
  const response = await page.request.post(`${ownSite()}/rest/staff/demo/${path}`, {
    headers: XHR,
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

let second: { applicationId: number; title: string } | undefined;

describe('offers', () => {
  it('goes from a template through two approvers to a signed acceptance', async () => {
    const recruiter = await staffSignIn(ownSite(), 'recruiter');
    const candidate = await openPage(`${ownSite()}/`);
    await signInThroughApi(candidate, JANE);
    const [first, other] = await janeApplies(recruiter, candidate);
    if (!first || !other) throw new Error('two applications expected');
    second = other;

    // The recruiter drafts the offer from the application.
    await recruiter.goto(`${ownSite()}/staff/applications/${first.applicationId}`);
    const form = recruiter.getByRole('region', { name: 'Offers' });
    await form
      .getByRole('combobox', { name: 'Offer template' })
      .selectOption({ label: 'Standard offer' });
    await form
      .getByRole('combobox', { name: 'Approval chain' })
      .selectOption({ label: 'Hiring manager, then administrator (Harper Manager, Alex Admin)' });
    await form.getByRole('textbox', { name: 'Salary' }).fill('USD 62,000 a year');
    await form.getByLabel('Start date').fill(day(45));
    await form.getByLabel('Answer due on').fill(day(10));
    await expectAccessible(recruiter);
    await form.getByRole('button', { name: 'Draft offer' }).click();
    await recruiter.getByRole('heading', { level: 1, name: 'Offer to Jane Doe' }).waitFor();
    await recruiter.getByText('USD 62,000 a year, paid monthly').waitFor();
    await expect.poll(() => status(recruiter)).toBe('Draft');
    const offerPath = new URL(recruiter.url()).pathname;
    await recruiter.getByRole('button', { name: 'Send for approval' }).click();
    await expect.poll(() => status(recruiter)).toBe('Waiting for approval');
    await expectAccessible(recruiter);

    // The hiring manager finds it waiting and sends it back with a comment.
    const manager = await staffSignIn(ownSite(), 'manager');
    await manager.getByRole('link', { name: 'Offers' }).click();
    await manager.getByRole('heading', { level: 1, name: 'Offers' }).waitFor();
    await expectAccessible(manager);
    await manager.getByRole('link', { name: `Jane Doe, ${first.title}` }).click();
    await manager.getByRole('textbox', { name: 'Comment' }).fill('Start two weeks later, please.');
    await manager.getByRole('button', { name: 'Send back to draft' }).click();
    await expect.poll(() => status(manager)).toBe('Draft');

    // The recruiter reads why and sends it again; both approve in order.
    await recruiter.reload();
    await recruiter
      .getByTestId('approvals')
      .getByText(/Start two weeks later, please\./)
      .waitFor();
    await recruiter.getByRole('button', { name: 'Send for approval' }).click();
    await expect.poll(() => status(recruiter)).toBe('Waiting for approval');
    await manager.reload();
    await manager.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(() => manager.getByTestId('approvals').textContent())
      .toContain('Round 2: Harper Manager — approved');
    const admin = await staffSignIn(ownSite(), 'admin');
    await admin.goto(`${ownSite()}${offerPath}`);
    await admin.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => status(admin)).toBe('Approved');
    await recruiter.reload();
    await recruiter.getByRole('button', { name: 'Extend to the candidate' }).click();
    await expect.poll(() => status(recruiter)).toBe('Extended');
    const offerId = Number(/\/offers\/(\d+)/.exec(offerPath)?.[1]);

    // Jane reads the letter and signs: first with another name, then with hers.
    await candidate.goto(`${ownSite()}/profile/offers/${offerId}/`);
    const panel = candidate.getByRole('tabpanel');
    await panel.getByRole('heading', { name: first.title }).waitFor();
    const letter = panel.getByRole('link', { name: 'Read the offer letter (PDF)' });
    const pdf = await candidate.request.get(`${ownSite()}${await letter.getAttribute('href')}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible(candidate);
    allowConsoleErrors(/status of 400/);
    const signature = panel.getByRole('textbox', { name: 'Signature' });
    await signature.fill('Jane Smith');
    await panel.getByRole('button', { name: 'Accept offer' }).click();
    await panel.getByText('The signature must be your first and last name.').waitFor();
    await expectAccessible(candidate);
    await signature.fill('Jane Doe');
    await panel.getByRole('button', { name: 'Accept offer' }).click();
    await panel.getByText('Signed as Jane Doe on', { exact: false }).waitFor();
    await panel.getByText('Accepted', { exact: true }).waitFor();

    // The application is hired.
    await recruiter.goto(`${ownSite()}/staff/applications/${first.applicationId}`);
    await recruiter.getByTestId('status-history').getByText('Hired', { exact: true }).waitFor();

    // Her onboarding for this job starts: the forms wait on its page, and an e-mail links there.
    const [welcome] = await waitForEmails(
      ownSite(),
      JANE.email,
      'Welcome aboard: your onboarding forms',
    );
    expect(welcome?.text).toContain(`/profile/onboarding/${first.applicationId}/`);
    await candidate.goto(`${ownSite()}/profile/onboarding/${first.applicationId}/`);
    await candidate
      .getByRole('heading', { level: 3, name: 'Tax withholding (W-4)', exact: true })
      .waitFor();
  }, 300_000);

  it('is declined with a signature', async () => {
    if (!second) throw new Error('the first test makes the applications');
    // Each test has pages of its own: the staff sign in again, Jane through the API.
    const recruiter = await staffSignIn(ownSite(), 'recruiter');
    const manager = await staffSignIn(ownSite(), 'manager');
    const admin = await staffSignIn(ownSite(), 'admin');
    const candidate = await openPage(`${ownSite()}/`);
    await signInThroughApi(candidate, JANE);
    const templates = (await (
      await recruiter.request.get(`${ownSite()}/rest/staff/demo/offer/templates`)
    ).json()) as OfferTemplate[];
    const chains = (await (
      await recruiter.request.get(`${ownSite()}/rest/staff/demo/approvalchain/all`)
    ).json()) as ApprovalChain[];
    const template = templates.find((item) => item.name === 'Standard offer');
    const chain = chains.find((item) => item.name === 'Hiring manager, then administrator');
    if (!template || !chain) throw new Error('the demo template and chain');
    const drafted = (await staffCall(
      recruiter,
      `application/offertemplete/update/${second.applicationId}/${chain.approvalChainId}/${template.offerTemplateId}`,
      { salary: 'USD 58,000 a year', startDate: day(40), expiresAt: Date.now() + 7 * DAY },
    )) as { offerId: number };
    await staffCall(recruiter, `offer/submit/${drafted.offerId}`);
    await staffCall(manager, `offer/approver/accept/${drafted.offerId}`);
    await staffCall(admin, `offer/approver/accept/${drafted.offerId}`);
    await staffCall(recruiter, `offer/extend/${drafted.offerId}`);

    await candidate.goto(`${ownSite()}/profile/offers/${drafted.offerId}/`);
    const panel = candidate.getByRole('tabpanel');
    await panel.getByRole('heading', { name: second.title }).waitFor();
    await panel.getByRole('textbox', { name: 'Signature' }).fill('jane doe');
    await panel.getByRole('button', { name: 'Decline offer' }).click();
    await panel.getByText('Declined', { exact: true }).waitFor();
    await panel.getByText('Signed as jane doe on', { exact: false }).waitFor();
    await expectAccessible(candidate);

    // A chain may ask the managers of the requisition's department (decision 0051).
    await recruiter.goto(`${ownSite()}/staff/offers`);
    const editor = recruiter.getByRole('form', { name: 'New approval chain' });
    await editor
      .getByRole('textbox', { name: 'Chain name' })
      .fill('Department, then administrator');
    const step = editor.getByRole('combobox', { name: 'Approver' });
    for (const label of ["Managers of the requisition's department", 'Alex Admin']) {
      await step.selectOption({ label });
      await editor.getByRole('button', { name: 'Add approver' }).click();
    }
    await editor.getByRole('button', { name: 'Create chain' }).click();
    const created = recruiter.getByRole('article', { name: 'Department, then administrator' });
    await expect
      .poll(() => created.getByRole('listitem').allTextContents())
      .toEqual([
        expect.stringContaining("Managers of the requisition's department"),
        expect.stringContaining('Alex Admin'),
      ]);
  }, 180_000);
});
