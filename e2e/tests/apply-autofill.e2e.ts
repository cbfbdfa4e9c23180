/**
 * Issue 7 point 5: "upload your resume to fill the form" in the demo full apply, from a
 * plain-text resume written here and (issue 22) from a two-column PDF of the realistic
 * corpus (a Deedy-style LaTeX résumé: education and skills in a side bar, experience
 * beside it); the real parse call reads both.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { field, jobWithStream, openForm } from '../support/apply.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';

useBrowser();

function resumeText(email: string): string {
  return [
    'Emily Carter',
    `${email} | +1 (415) 555-0132`,
    '742 Market Street, San Francisco, CA 94103',
    '',
    'EXPERIENCE',
    'Senior Software Engineer',
    'Brightwave Technologies, San Francisco\tJan 2019 – Present',
    '• Led the migration of the billing platform to event sourcing.',
    'Software Developer',
    'Northwind Labs, Oakland\tJun 2015 – Dec 2018',
    '• Built the customer portal in React and Node.js.',
    '',
    'EDUCATION',
    'Bachelor of Science in Computer Science',
    'University of California, Davis\t2011 – 2015',
    '',
    'SKILLS',
    'TypeScript, React, Node.js',
  ].join('\n');
}

async function uploadResume(page: Page, email: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Upload your resume' }).click(),
  ]);
  await chooser.setFiles({
    name: 'emily-carter.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(resumeText(email), 'utf8'),
  });
}

describe('resume autofill in the demo full apply', () => {
  it('fills the candidate step and both grids from an uploaded resume; the visitor corrects values and submits', async () => {
    const job = await jobWithStream('full-apply');
    const page = await openPage(`/apply/?link=${job.requisitionId}`);
    page.setDefaultTimeout(15_000);
    await page.waitForURL(`**/apply/${job.requisitionId}/1/`);
    await openForm(page, 'About you');
    await page.getByText('Upload your resume to fill the form').waitFor();

    // What the visitor typed first is theirs: the resume fills only empty fields.
    await field(page, 'First Name').fill('Em');
    const email = `emily.${randomUUID().slice(0, 8)}@example.com`;
    await uploadResume(page, email);

    const notice = page.getByRole('status').filter({ hasText: 'Filled in from your resume' });
    await notice.waitFor();
    await notice.getByText('1 row added to Education').waitFor();
    await notice.getByText('2 rows added to Work history').waitFor();
    expect(await field(page, 'First Name').inputValue()).toBe('Em');
    expect(await field(page, 'Last Name').inputValue()).toBe('Carter');
    expect(await field(page, 'User Name / Email').inputValue()).toBe(email);
    // The number as its country writes it, the country beside it (issue 21 item 7).
    expect((await field(page, 'Phone').inputValue()).replace(/\D/g, '')).toBe('4155550132');
    expect(await page.getByRole('combobox', { name: 'Country code' }).inputValue()).toBe('US');
    expect(await field(page, 'Zip Code').inputValue()).toBe('94103');
    expect(await field(page, 'City').inputValue()).toBe('San Francisco');
    expect(await field(page, 'State').inputValue()).toBe('CA');
    expect(await field(page, 'Country').inputValue()).toBe('US');
    await expectAccessible(page);

    // Every value stays editable before moving on.
    await field(page, 'Last Name').fill('Carter-Lee');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Education: the parsed school, its level matched to the EducationLevels list.
    await openForm(page, 'Education');
    const education = page.getByRole('table', { name: 'Education' });
    await education
      .getByRole('cell', { name: 'University of California, Davis', exact: true })
      .waitFor();
    await education.getByRole('cell', { name: "Bachelor's Degree", exact: true }).waitFor();
    await page
      .getByRole('button', { name: "Edit 'Bachelor's Degree, University of California, Davis'" })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Education' });
    await field(edit, 'Institution').fill('UC Davis');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('dialog', { name: 'Update record' })
      .getByRole('button', { name: 'Update' })
      .click();
    await education.getByRole('cell', { name: 'UC Davis', exact: true }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Work history: both jobs, the current one without an end date.
    await openForm(page, 'Work history');
    const work = page.getByRole('table', { name: 'Work history' });
    await work.getByRole('cell', { name: 'Brightwave Technologies', exact: true }).waitFor();
    await work.getByRole('cell', { name: 'Northwind Labs', exact: true }).waitFor();
    await work.getByRole('cell', { name: 'Senior Software Engineer', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await openForm(page, 'Certifications');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await openForm(page, 'Terms and conditions');
    await page.getByRole('checkbox', { name: 'Terms and Policy' }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page
      .getByRole('region', { name: 'Ready to submit?' })
      .getByRole('button', { name: 'Submit application' })
      .click();
    await page.waitForURL('**/apply/thank-you/');
    await page.getByRole('heading', { name: 'Application complete, thank you!' }).waitFor();
  }, 120_000);
});

/** A two-column PDF built from a public LaTeX template's layout (apps/api/corpus/realistic). */
const TWO_COLUMN_PDF = new URL(
  '../../apps/api/corpus/realistic/files/en-ben-carter.deedy.pdf',
  import.meta.url,
);

describe('resume autofill from a two-column PDF', () => {
  it("fills each job's employer and title, read column by column", async () => {
    const job = await jobWithStream('full-apply');
    const page = await openPage(`/apply/?link=${job.requisitionId}`);
    page.setDefaultTimeout(15_000);
    await page.waitForURL(`**/apply/${job.requisitionId}/1/`);
    await openForm(page, 'About you');
    const email = `ben.${randomUUID().slice(0, 8)}@example.com`;
    await field(page, 'User Name / Email').fill(email);
    await field(page, 'Zip Code').fill('98101');
    await field(page, 'Zip Code').press('Tab');
    await expect.poll(() => field(page, 'City').inputValue(), { timeout: 10_000 }).toBe('Seattle');

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Upload your resume' }).click(),
    ]);
    await chooser.setFiles({
      name: 'ben-carter.pdf',
      mimeType: 'application/pdf',
      buffer: readFileSync(TWO_COLUMN_PDF),
    });
    const notice = page.getByRole('status').filter({ hasText: 'Filled in from your resume' });
    await notice.getByText('3 rows added to Work history').waitFor();
    expect(await field(page, 'First Name').inputValue()).toBe('Benjamin');
    expect(await field(page, 'Last Name').inputValue()).toBe('Carter');
    expect(await field(page, 'User Name / Email').inputValue()).toBe(email);
    // The number as its country writes it, the country beside it (issue 21 item 7).
    expect((await field(page, 'Phone').inputValue()).replace(/\D/g, '')).toBe('2065550137');
    expect(await page.getByRole('combobox', { name: 'Country code' }).inputValue()).toBe('US');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await openForm(page, 'Education');
    const education = page.getByRole('table', { name: 'Education' });
    await education
      .getByRole('cell', { name: 'Washington State University', exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await openForm(page, 'Work history');
    const work = page.getByRole('table', { name: 'Work history' });
    for (const [company, title] of [
      ['Microsoft', 'Security Engineer II'],
      ['Amazon Web Services', 'Security Engineer'],
      ['Boeing', 'Cybersecurity Intern'],
    ]) {
      const row = work
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: company, exact: true }) });
      await row.getByRole('cell', { name: title, exact: true }).waitFor();
    }
    await expectAccessible(page);
  }, 120_000);
});
