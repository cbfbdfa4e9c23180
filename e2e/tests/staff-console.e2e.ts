/**
 * The staff console's candidate screens (issue 20): a recruiter finds a candidate, reads the
 * profile, records, documents (and downloads one), activity and communication log, puts the
 * candidate into talent pools and moves them between pools, and e-mails them from a template
 * (the e-mail lands in /dev/mailbox and in the communication log). Done from the keyboard,
 * with axe on every screen, in English and in Arabic. The test changes demo data (folders,
 * e-mails), so it runs on a site of its own.
 */
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StaffRequisition } from '@talentgate/domain';
import { JANE, signInThroughApi } from '../support/accounts.js';
import {
  allowConsoleErrors,
  downloadedBytes,
  expectAccessible,
  openPage,
  useBrowser,
} from '../support/browser.js';
import { waitForEmails } from '../support/mailbox.js';
import { useOwnSite } from '../support/own-site.js';
import { press, staffSignIn, typeInto } from '../support/staff.js';

useBrowser();
const ownSite = useOwnSite();

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** A minimal valid PDF (catalog, empty page tree); the server checks the content's type. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Jane uploads a document on her own, as the dashboard's upload does. */
async function janeUploads(name: string): Promise<void> {
  const candidate = await openPage(`${ownSite()}/`);
  await signInThroughApi(candidate, JANE);
  const uploaded = await candidate.request.put(`${ownSite()}/rest/private/attachment/demo`, {
    headers: XHR,
    multipart: {
      attachmentType: 'Cover Letter',
      description: 'Cover letter',
      file: { name, mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(uploaded.status()).toBe(201);
}

/** Activates a download link from the keyboard; answers the file. */
async function downloadBy(page: Page, link: ReturnType<Page['getByRole']>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), press(page, link)]);
  return file;
}

/** The job title of the application the e-mail form is about. */
async function chosenJobTitle(page: Page): Promise<string> {
  const application = section(page, 'E-mail by template').getByRole('combobox', {
    name: 'About the application',
  });
  const about = (await application.locator('option:checked').textContent()) ?? '';
  const title = about.split(' · ')[0] ?? '';
  expect(title).not.toBe('');
  return title;
}

async function openJane(page: Page): Promise<void> {
  await press(page, page.getByRole('link', { name: 'Candidates' }));
  await typeInto(page, page.getByRole('textbox', { name: 'Name, e-mail or city' }), 'jane.doe');
  await page.keyboard.press('Enter');
  await page.getByText('1 candidate', { exact: true }).waitFor();
  await press(page, page.getByTestId('candidate-rows').getByRole('link', { name: 'Jane Doe' }));
  await page.getByRole('heading', { level: 1, name: 'Jane Doe' }).waitFor();
}

interface ListsExport {
  lists: { name: string; items: { value: string; label: string; labels?: object }[] }[];
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

describe('the staff console: candidates', () => {
  it('finds a candidate, files them in talent pools and e-mails them from a template', async () => {
    await janeUploads('jane-letter.pdf');
    const recruiter = await staffSignIn(ownSite(), 'recruiter');

    // Search by text, from the keyboard.
    await press(recruiter, recruiter.getByRole('link', { name: 'Candidates' }));
    await recruiter.getByRole('heading', { level: 1, name: 'Candidates' }).waitFor();
    await typeInto(
      recruiter,
      recruiter.getByRole('textbox', { name: 'Name, e-mail or city' }),
      'jane.doe',
    );
    await recruiter.keyboard.press('Enter');
    await recruiter.getByText('1 candidate', { exact: true }).waitFor();
    await expectAccessible(recruiter);
    await press(
      recruiter,
      recruiter.getByTestId('candidate-rows').getByRole('link', { name: 'Jane Doe' }),
    );

    // The candidate view: profile, applications, records, documents, activity.
    await recruiter.getByRole('heading', { level: 1, name: 'Jane Doe' }).waitFor();
    await section(recruiter, 'Profile').getByText(JANE.email).waitFor();
    const applications = section(recruiter, 'Applications').getByRole('link');
    // Two in progress and the one she was hired for (her onboarding, decision 0047).
    await expect.poll(() => applications.count()).toBe(3);
    await section(recruiter, 'Activity').getByText('resume-jane-doe.pdf').first().waitFor();
    const download = section(recruiter, 'Documents').getByRole('link', {
      name: 'Download jane-letter.pdf',
    });
    const [file] = await Promise.all([
      recruiter.waitForEvent('download'),
      press(recruiter, download),
    ]);
    expect(file.suggestedFilename()).toBe('jane-letter.pdf');
    expect((await downloadedBytes(file)).equals(PDF)).toBe(true);
    await expectAccessible(recruiter);

    // Two new talent pools; Jane into the first, then moved to the second.
    const folders = section(recruiter, 'Folders and talent pools');
    for (const pool of ['Retail talent', 'Night shift']) {
      await typeInto(recruiter, folders.getByRole('textbox', { name: 'Talent pool name' }), pool);
      await recruiter.keyboard.press('Enter');
      await status(recruiter).getByText(`Talent pool ${pool} created`).waitFor();
    }
    await folders
      .getByRole('combobox', { name: 'Folder' })
      .selectOption({ label: 'Retail talent (talent pool)' });
    await press(recruiter, folders.getByRole('button', { name: 'Add', exact: true }));
    await status(recruiter).getByText('Added to Retail talent (talent pool)').waitFor();
    const held = recruiter.getByTestId('candidate-folders');
    await held.getByText('Retail talent (talent pool)').waitFor();
    await folders
      .getByRole('combobox', { name: 'To' })
      .selectOption({ label: 'Night shift (talent pool)' });
    await press(recruiter, folders.getByRole('button', { name: 'Move', exact: true }));
    await status(recruiter)
      .getByText('Moved from Retail talent (talent pool) to Night shift (talent pool)')
      .waitFor();
    await held.getByText('Night shift (talent pool)').waitFor();
    expect(await held.getByText('Retail talent (talent pool)').count()).toBe(0);
    await expectAccessible(recruiter);

    // The folder filter finds her in the pool she is in now.
    await press(recruiter, recruiter.getByRole('link', { name: 'Candidates' }));
    await recruiter
      .getByRole('combobox', { name: 'Folder' })
      .selectOption({ label: 'Night shift (talent pool)' });
    await press(recruiter, recruiter.getByRole('button', { name: 'Search' }));
    await recruiter.getByText('1 candidate', { exact: true }).waitFor();
    await press(
      recruiter,
      recruiter.getByTestId('candidate-rows').getByRole('link', { name: 'Jane Doe' }),
    );
    await recruiter.getByRole('heading', { level: 1, name: 'Jane Doe' }).waitFor();

    // E-mail by template about one of her applications.
    const email = section(recruiter, 'E-mail by template');
    await email
      .getByRole('combobox', { name: 'Template' })
      .selectOption({ label: 'Application status update' });
    const jobTitle = await chosenJobTitle(recruiter);
    await press(recruiter, email.getByRole('button', { name: 'Send e-mail' }));
    await status(recruiter)
      .getByText('E-mail “Application status update” sent to Jane Doe')
      .waitFor();
    const subject = `Your application for ${jobTitle} at Northwind Health & Technology`;
    const sent = await waitForEmails(ownSite(), JANE.email, 'Your application for');
    expect(sent.map((message) => message.subject)).toContain(subject);
    await recruiter.getByTestId('communication-rows').getByText(subject).waitFor();
    await expectAccessible(recruiter);

    // In Arabic: the same screen, translated, stage names included, and axe clean.
    await recruiter.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await recruiter.getByRole('heading', { level: 2, name: 'الطلبات' }).waitFor();
    expect(await recruiter.locator('html').getAttribute('dir')).toBe('rtl');
    await section(recruiter, 'الطلبات')
      .getByText(/تم التقديم|الفرز|المقابلة/)
      .first()
      .waitFor();
    await expectAccessible(recruiter);
  }, 120_000);

  it('edits an e-mail template with a live preview, and the next e-mail uses it', async () => {
    const admin = await staffSignIn(ownSite(), 'admin');
    const scripts: string[] = [];
    admin.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await press(admin, admin.getByRole('link', { name: 'E-mail templates' }));
    await admin.getByRole('heading', { level: 1, name: 'E-mail templates' }).waitFor();
    await expectAccessible(admin);
    await press(admin, admin.getByRole('link', { name: 'Application Status Update: English' }));
    await admin
      .getByRole('heading', { level: 1, name: 'Application Status Update (English)' })
      .waitFor();
    await expect.poll(() => admin.getByTestId('template-state').textContent()).toBe('default');
    await expect
      .poll(() => admin.getByTestId('preview-subject').textContent())
      .toContain('Software Engineer');

    // A variable the template does not have is named at once; the preview follows the typing.
    const subject = admin.getByRole('textbox', { name: 'Subject' });
    await typeInto(admin, subject, 'Update on {{salary}}');
    await admin.getByText('Not a variable of this template: {{salary}}').waitFor();
    await typeInto(admin, subject, 'Update on {{jobTitle}} from {{site}}');
    await expect
      .poll(() => admin.getByTestId('preview-subject').textContent())
      .toBe('Update on Software Engineer from Northwind Health & Technology');
    await expectAccessible(admin);
    await press(admin, admin.getByRole('button', { name: 'Save' }));
    await admin.getByText('Saved. The next e-mail uses this text.').waitFor();
    await expect.poll(() => admin.getByTestId('template-state').textContent()).toBe('customised');

    // The next status e-mail to Jane carries the new subject.
    await openJane(admin);
    const email = section(admin, 'E-mail by template');
    await email
      .getByRole('combobox', { name: 'Template' })
      .selectOption({ label: 'Application status update' });
    const jobTitle = await chosenJobTitle(admin);
    await press(admin, email.getByRole('button', { name: 'Send e-mail' }));
    const subjectSent = `Update on ${jobTitle} from Northwind Health & Technology`;
    const sent = await waitForEmails(ownSite(), JANE.email, 'Update on');
    expect(sent.map((message) => message.subject)).toContain(subjectSent);
    await admin.getByTestId('communication-rows').getByText(subjectSent).waitFor();

    // Reports: the chart library loads with the reports screen only, not with the screens before.
    expect(scripts.filter((url) => url.includes('ReportChart'))).toEqual([]);
    await press(admin, admin.getByRole('link', { name: 'Reports' }));
    await admin.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const byYear = section(admin, 'Applications by year');
    await byYear
      .getByRole('img', { name: /^Bar chart, Applications by year: \d+ in all/ })
      .waitFor();
    expect(scripts.some((url) => url.includes('ReportChart'))).toBe(true);

    // Its table shows the API's figures, and the CSV downloads.
    const counts = (await (
      await admin.request.get(`${ownSite()}/rest/staff/demo/report/applications/counts/year`)
    ).json()) as { years: { year: number; count: number }[] };
    expect(counts.years.length).toBeGreaterThan(0);
    for (const { year, count } of counts.years) {
      const row = byYear.getByRole('row', { name: new RegExp(`^${year} `) });
      expect(await row.getByRole('cell').textContent()).toBe(String(count));
    }
    const csv = await downloadBy(
      admin,
      byYear.getByRole('link', { name: 'Download Applications by year as CSV' }),
    );
    expect(csv.suggestedFilename()).toBe('counts-by-year.csv');
    const lines = (await downloadedBytes(csv))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines.slice(1, 1 + counts.years.length)).toEqual(
      counts.years.map(({ year, count }) => `${year},${count}`),
    );
    for (const report of [
      'Applications in the last 30 days',
      'Applications in the last 24 months',
      'Conversion by stage',
      'Conversion by source',
    ])
      await section(admin, report).getByRole('img').waitFor();
    await section(admin, 'Time to hire').getByTestId('time-to-hire').waitFor();
    await expectAccessible(admin);

    // Arabic: translated, right to left, axe clean.
    await admin.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await admin.getByRole('heading', { level: 1, name: 'التقارير' }).waitFor();
    await section(admin, 'التحويل حسب المرحلة').getByText('تم التقديم').first().waitFor();
    await expectAccessible(admin);
  }, 150_000);
  it('edits a list and a feature flag, and a requisition draft\u2019s approvers', async () => {
    const admin = await staffSignIn(ownSite(), 'admin');
    const api = async <T>(path: string): Promise<T> =>
      (await (await admin.request.get(`${ownSite()}/rest/staff/demo/${path}`)).json()) as T;

    // A feature flag, switched from the keyboard.
    await press(admin, admin.getByRole('link', { name: 'Lists and flags' }));
    await admin.getByRole('heading', { level: 1, name: 'Lists and feature flags' }).waitFor();
    const flag = admin.getByRole('switch', { name: 'jobAlertSubscription' });
    expect(await flag.isChecked()).toBe(false);
    await flag.focus();
    await admin.keyboard.press('Space');
    await status(admin).getByText('jobAlertSubscription is on').waitFor();
    const flags = await api<Record<string, boolean>>('featureflags');
    expect(flags['jobAlertSubscription']).toBe(true);
    await expectAccessible(admin);

    // A list: one label changed, one item added; the export answers what was written.
    await admin.getByRole('combobox', { name: 'List' }).selectOption('PositionCodes');
    const before = (await api<ListsExport>('lists')).lists.find(
      (list) => list.name === 'PositionCodes',
    );
    await typeInto(
      admin,
      admin.getByRole('textbox', { name: 'Label, row 1', exact: true }),
      'Software engineering: pair programming',
    );
    await press(admin, admin.getByRole('button', { name: 'Add item' }));
    const rows = before?.items.length ?? 0;
    const value = admin.getByRole('textbox', { name: `Value, row ${rows + 1}`, exact: true });
    await expect.poll(() => value.evaluate((field) => field === document.activeElement)).toBe(true);
    await admin.keyboard.type('QA-TEST');
    await admin.keyboard.press('Tab');
    await admin.keyboard.type('Quality assurance: test design');
    await press(admin, admin.getByRole('button', { name: 'Save list' }));
    await status(admin).getByText('List PositionCodes saved').waitFor();
    const after = (await api<ListsExport>('lists')).lists.find(
      (list) => list.name === 'PositionCodes',
    );
    expect(after?.items.length).toBe(rows + 1);
    expect(after?.items[0]?.label).toBe('Software engineering: pair programming');
    // The row's translations were kept as they were.
    expect(after?.items[0]?.labels).toEqual(before?.items[0]?.labels);
    expect(after?.items.at(-1)).toMatchObject({
      value: 'QA-TEST',
      label: 'Quality assurance: test design',
    });
    expect(after?.items.at(-1)?.labels).toBeUndefined();
    await expectAccessible(admin);

    // A new requisition's approval chain: two approvers, the second moved first.
    await press(admin, admin.getByRole('link', { name: 'Requisitions' }));
    await press(admin, admin.getByRole('link', { name: 'New requisition' }));
    await admin
      .getByRole('combobox', { name: 'Template' })
      .selectOption({ label: 'Store associate (part-time)' });
    await typeInto(admin, admin.getByRole('textbox', { name: 'Job title' }), 'Night Porter');
    await press(admin, admin.getByRole('button', { name: 'Create requisition' }));
    await admin.getByRole('heading', { level: 1, name: 'Night Porter' }).waitFor();

    // Whom its candidates reach (issue 21 item 9): a name alone is refused, with a phone saved.
    allowConsoleErrors(/status of 400/);
    await typeInto(
      admin,
      admin.getByRole('textbox', { name: 'Recruiter', exact: true }),
      'Sam Day',
    );
    await press(admin, admin.getByRole('button', { name: 'Save', exact: true }));
    await admin
      .getByText('Give the recruiter an e-mail address or a phone number candidates can use.')
      .waitFor();
    await typeInto(admin, admin.getByRole('textbox', { name: "Recruiter's phone" }), '555 0100');
    await press(admin, admin.getByRole('button', { name: 'Save', exact: true }));
    await admin.getByText('Saved', { exact: true }).waitFor();
    const porter = Number(/\/requisitions\/(\d+)/.exec(admin.url())?.[1]);
    expect((await api<StaffRequisition>(`requisition/${porter}`)).recruiter).toEqual({
      name: 'Sam Day',
      email: null,
      phone: '555 0100',
    });
    const approvers = admin.getByRole('region', { name: 'Approvers' });
    for (const name of ['Harper Manager', 'Riley Recruiter']) {
      await approvers
        .getByRole('combobox', { name: 'Approver to add' })
        .selectOption({ label: name });
      await press(admin, approvers.getByRole('button', { name: 'Add approver' }));
      await approvers.getByTestId('approver-chain').getByText(name, { exact: true }).waitFor();
    }
    await press(admin, approvers.getByRole('button', { name: 'Move Riley Recruiter up' }));
    await press(admin, approvers.getByRole('button', { name: 'Save approvers' }));
    await approvers.getByText('Approvers saved').waitFor();
    await expectAccessible(admin);
    const id = Number(/\/requisitions\/(\d+)/.exec(admin.url())?.[1]);
    const saved = await api<{ approvers: { name: string; sortOrder: number }[] }>(
      `requisition/approvers/${id}`,
    );
    expect(
      [...saved.approvers].sort((a, b) => a.sortOrder - b.sortOrder).map((entry) => entry.name),
    ).toEqual(['Riley Recruiter', 'Harper Manager']);
    await press(admin, admin.getByRole('button', { name: 'Submit for approval' }));
    await expect
      .poll(() => admin.getByTestId('requisition-status').textContent())
      .toBe('Pending approval');
    await approvers.getByText('Riley Recruiter — not yet approved').waitFor();
  }, 150_000);
});
