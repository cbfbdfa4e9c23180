/**
 * Issue 21 item 6: before the final submit the visitor sees every answer and grid row, can
 * open any form from there (by keyboard too) and comes back to the review; grid rows are
 * named by what they hold, in the table's buttons, in delete questions and in the review.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { field, jobWithStream, newVisitorEmail, openForm, pickOption } from '../support/apply.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';

useBrowser();

async function fillAboutYou(page: Page, email: string): Promise<void> {
  await openForm(page, 'About you');
  await field(page, 'First Name').fill('Robin');
  await field(page, 'Last Name').fill('Example');
  await field(page, 'User Name / Email').fill(email);
  await field(page, 'Phone').fill('5125550123');
  await field(page, 'Zip Code').fill('78701');
  await field(page, 'Zip Code').press('Tab');
  await expect.poll(() => field(page, 'City').inputValue(), { timeout: 10_000 }).toBe('Austin');
}

async function addEducation(page: Page, level: string, institution: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Education' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Education' });
  await pickOption(page, 'Level attained', level);
  await field(dialog, 'Institution').fill(institution);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

const focusedReviewHeading = (page: Page) =>
  page.evaluate(() => document.activeElement?.hasAttribute('data-review-heading') ?? false);

describe('checking the answers before the final submit (issue 21)', () => {
  it('reviews every form and grid row, edits a form from there and comes back', async () => {
    const job = await jobWithStream('full-apply');
    const page = await openPage(`/apply/?link=${job.requisitionId}`);
    page.setDefaultTimeout(10_000);
    await fillAboutYou(page, newVisitorEmail());
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Grid rows are named by their content, not "Education 2".
    await openForm(page, 'Education');
    await addEducation(page, "Bachelor's Degree", 'University of Leeds');
    await addEducation(page, 'High School Diploma', 'Lakeside High');
    await page.getByRole('button', { name: "Delete 'High School Diploma, Lakeside High'" }).click();
    const deleting = page.getByRole('dialog', { name: 'Delete record' });
    await deleting
      .getByText("Delete 'High School Diploma, Lakeside High'? This cannot be undone.")
      .waitFor();
    await deleting.getByRole('button', { name: 'Cancel' }).click();
    await deleting.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await openForm(page, 'Work history');
    await page.getByRole('button', { name: 'Add Work history' }).click();
    const work = page.getByRole('dialog', { name: 'Add Work history' });
    await field(work, 'Company').fill('Northwind Traders');
    await field(work, 'Title').fill('Analyst');
    await field(work, 'Start date').fill('03/2020');
    await work.getByRole('button', { name: 'Add', exact: true }).click();
    await work.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await openForm(page, 'Certifications');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await openForm(page, 'Terms and conditions');
    await page.getByRole('checkbox', { name: 'Terms and Policy' }).check();
    await page.getByRole('checkbox', { name: 'Job alerts by e-mail' }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();

    // "Please check your answers": what every form holds, grid rows by their content.
    const review = page.getByRole('region', { name: 'Ready to submit?' });
    await review.getByText('Please check your answers. Do you want to submit them now?').waitFor();
    await expect.poll(() => focusedReviewHeading(page)).toBe(true);
    await review.getByText('Robin', { exact: true }).waitFor();
    await review.getByText('Austin', { exact: true }).waitFor();
    const schools = review.getByRole('listitem');
    await schools.filter({ hasText: "Bachelor's Degree, University of Leeds" }).waitFor();
    await schools.filter({ hasText: 'High School Diploma, Lakeside High' }).waitFor();
    await schools.filter({ hasText: 'Northwind Traders, Analyst' }).waitFor();
    await review.getByText('Accepted', { exact: true }).waitFor();
    await review.getByText('Job alerts by e-mail', { exact: true }).waitFor();
    await expectAccessible(page);

    // By keyboard: Edit opens the form; its submit comes back to the review.
    await review.getByRole('button', { name: 'Edit About you' }).focus();
    await page.keyboard.press('Enter');
    await openForm(page, 'About you');
    await field(page, 'First Name').fill('Robyn');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await review.getByText('Robyn', { exact: true }).waitFor();
    // Back from an edit, reading starts again at the review's heading.
    await expect.poll(() => focusedReviewHeading(page)).toBe(true);
    expect(await review.getByText('Robin', { exact: true }).count()).toBe(0);

    // A grid form too: a row deleted there is gone from the review.
    await review.getByRole('button', { name: 'Edit Education' }).click();
    await openForm(page, 'Education');
    await page.getByRole('button', { name: "Delete 'High School Diploma, Lakeside High'" }).click();
    await page
      .getByRole('dialog', { name: 'Delete record' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await schools.filter({ hasText: "Bachelor's Degree, University of Leeds" }).waitFor();
    expect(await schools.filter({ hasText: 'Lakeside High' }).count()).toBe(0);

    // The last form itself: Edit shows it again, its submit shows the review.
    await review.getByRole('button', { name: 'Edit Terms and conditions' }).click();
    await page.getByRole('checkbox', { name: 'Job alerts by e-mail' }).uncheck();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await review.getByText('Accepted', { exact: true }).waitFor();
    expect(await review.getByText('Job alerts by e-mail', { exact: true }).count()).toBe(0);

    await review.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/apply/thank-you/');
    await page.getByRole('heading', { name: 'Application complete, thank you!' }).waitFor();
  }, 120_000);
});
