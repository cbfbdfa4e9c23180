import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { field, jobWithStream, newVisitorEmail, openForm, pickOption } from '../support/apply.js';
import { allowConsoleErrors, expectAccessible, openPage, useBrowser } from '../support/browser.js';

useBrowser();

async function fillAboutYou(page: Page, email: string): Promise<void> {
  await openForm(page, 'About you');
  await field(page, 'First Name').fill('Robin');
  await field(page, 'Last Name').fill('Example');
  await field(page, 'User Name / Email').fill(email);
  await field(page, 'Phone').fill('5125550123');
  await field(page, 'Zip Code').fill('78701');
  await field(page, 'Zip Code').press('Tab');
  // The zip lookup fills the empty location fields (spec 2 §5).
  await expect.poll(() => field(page, 'City').inputValue(), { timeout: 10_000 }).toBe('Austin');
  expect(await field(page, 'Country').inputValue()).toBe('United States');
}

async function addEducation(page: Page, level: string, institution: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Education' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Education' });
  await pickOption(page, 'Level attained', level);
  await field(dialog, 'Institution').fill(institution);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the full application (demo full-apply stream)', () => {
  it('takes a new visitor through every step, grids included, to the completion message', async () => {
    const job = await jobWithStream('full-apply');
    const page = await openPage(`/apply/?link=${job.requisitionId}`);
    page.setDefaultTimeout(10_000);
    await page.waitForURL(`**/apply/${job.requisitionId}/1/`);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    await expectAccessible(page);

    const email = newVisitorEmail();
    await fillAboutYou(page, email);
    // The first form starts the attempt itself: one request carries its answers.
    const starting = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' && request.url().endsWith('/rest/public/apply/demo/attempt'),
    );
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    expect((await starting).postDataJSON()).toMatchObject({
      requisitionId: job.requisitionId,
      firstForm: { data: { firstName: 'Robin', uname: email } },
    });

    // Education: a dashboard form with a grid of at least one row (minRowCount 1).
    await page.waitForURL(`**/apply/${job.requisitionId}/2/`);
    await openForm(page, 'Education');
    await page.getByText('The minimum number of records permitted is 1.').waitFor();
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(
      true,
    );
    await expectAccessible(page);

    // A row without its required fields is not added.
    await page.getByRole('button', { name: 'Add Education' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Education' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText('Please fill in all required fields.').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await addEducation(page, "Bachelor's Degree", 'Riverside College');
    const table = page.getByRole('table', { name: 'Education' });
    await table.getByRole('cell', { name: 'Riverside College', exact: true }).waitFor();
    expect(await page.getByText('The minimum number of records permitted is 1.').count()).toBe(0);

    // Edit the row (with the update confirmation), then add and delete another.
    await page.getByRole('button', { name: "Edit 'Bachelor's Degree, Riverside College'" }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Education' });
    await field(edit, 'Institution').fill('Riverside State College');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('dialog', { name: 'Update record' })
      .getByRole('button', { name: 'Update' })
      .click();
    await table.getByRole('cell', { name: 'Riverside State College', exact: true }).waitFor();

    await addEducation(page, 'High School Diploma', 'Lakeside High');
    await table.getByRole('cell', { name: 'Lakeside High', exact: true }).waitFor();
    await page.getByRole('button', { name: "Delete 'High School Diploma, Lakeside High'" }).click();
    await page
      .getByRole('dialog', { name: 'Delete record' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect
      .poll(() => table.getByRole('cell', { name: 'Lakeside High', exact: true }).count())
      .toBe(0);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Work history: no minimum; one row.
    await openForm(page, 'Work history');
    await page.getByRole('button', { name: 'Add Work history' }).click();
    const work = page.getByRole('dialog', { name: 'Add Work history' });
    await field(work, 'Company').fill('Northwind Traders');
    await field(work, 'Title').fill('Analyst');
    await field(work, 'Start date').fill('03/2020');
    await work.getByRole('button', { name: 'Add', exact: true }).click();
    await work.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Northwind Traders', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Certifications: at most three; the third shows the maximum warning and no Add.
    await openForm(page, 'Certifications');
    for (const name of ['First aid', 'Forklift', 'Food safety']) {
      await page.getByRole('button', { name: 'Add Certifications' }).click();
      const certification = page.getByRole('dialog', { name: 'Add Certifications' });
      await field(certification, 'Certification').fill(name);
      await certification.getByRole('button', { name: 'Add', exact: true }).click();
      await certification.waitFor({ state: 'detached' });
    }
    await page.getByText('The maximum number of records permitted is 3.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Terms, then the final submit: refused once by the server, then accepted.
    await openForm(page, 'Terms and conditions');
    const submit = page.getByRole('button', { name: 'Submit application' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Terms and Policy' }).check();
    await expectAccessible(page);

    let refused = false;
    await page.route('**/rest/public/apply/demo/attempt/complete', async (route) => {
      if (refused) return route.fallback();
      refused = true;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'The service is busy or temporarily unavailable. Please try again in a moment.',
        }),
      });
    });
    allowConsoleErrors(/status of 503/);
    await submit.click();
    const review = page.getByRole('region', { name: 'Ready to submit?' });
    await review.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText('temporarily unavailable', { exact: false }).first().waitFor();
    // Nothing typed is lost: the review still shows the terms accepted and the earlier answers.
    await review.getByText('Accepted', { exact: true }).waitFor();
    await review.getByText('Robin', { exact: true }).waitFor();

    // The terms go with the final submit itself: one request, no separate save of the form.
    const formSaves: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/attempt/form/')) formSaves.push(request.url());
    });
    const completing = page.waitForRequest((request) =>
      request.url().endsWith('/rest/public/apply/demo/attempt/complete'),
    );
    await review.getByRole('button', { name: 'Submit application' }).click();
    expect((await completing).postDataJSON()).toMatchObject({
      lastForm: { data: { termsAndPolicy: 't' } },
    });
    await page.waitForURL('**/apply/thank-you/');
    expect(formSaves).toEqual([]);
    await page.getByRole('heading', { name: 'Application complete, thank you!' }).waitFor();
    await expectAccessible(page);
  }, 120_000);
});
