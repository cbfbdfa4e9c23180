import type { CompletedAttempt } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import {
  field,
  fillEasyApply,
  jobWithStream,
  newVisitorEmail,
  openForm,
} from '../support/apply.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { findClosedJob } from '../support/demo-data.js';

useBrowser();

const COMPLETE = '/rest/public/apply/demo/attempt/complete';

describe('easy apply', () => {
  it('completes in one step for a new visitor', async () => {
    const job = await jobWithStream('easy-apply');
    const page = await openPage(`/apply/?link=${job.requisitionId}`);
    page.setDefaultTimeout(10_000);
    await page.waitForURL(`**/apply/${job.requisitionId}/1/`);
    await fillEasyApply(page, newVisitorEmail());
    await expectAccessible(page);
    const completed = page.waitForResponse((response) => response.url().endsWith(COMPLETE));
    await page.getByRole('button', { name: 'Submit application' }).click();
    const answer = (await (await completed).json()) as CompletedAttempt;
    expect(answer).toMatchObject({ newCandidate: true });
    expect(answer.applicationId).not.toBeNull();
    await page.waitForURL('**/apply/thank-you/');
    await page.getByRole('heading', { name: 'Application complete, thank you!' }).waitFor();
    await expectAccessible(page);
  });
});

describe('talent community and job alerts', () => {
  it('joins the talent community with areas of interest and a picked place', async () => {
    const page = await openPage('/profile/join/');
    page.setDefaultTimeout(10_000);
    await page.waitForURL('**/profile/join/1/');
    await openForm(page, 'Join our talent community');
    await field(page, 'First Name').fill('Kim');
    await field(page, 'Last Name').fill('Lee');
    await field(page, 'User Name / Email').fill(newVisitorEmail());
    const place = page.getByRole('combobox', { name: 'Where do you live?' });
    await place.fill('Lyon');
    await page
      .getByRole('option', { name: /^Lyon, .*France$/ })
      .first()
      .click();
    await expect.poll(() => place.inputValue()).toMatch(/^Lyon, .*France$/);
    // The area of interest comes from the tenant's AreaOfInterest list.
    await page.getByRole('textbox', { name: 'Area of interest', exact: true }).click();
    await page.getByRole('option', { name: 'Engineering', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Terms and Policy' }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL('**/profile/thank-you/');
    await page.getByText('Thank you for joining our talent community!').waitFor();
    await expectAccessible(page);
  });

  it('signs a visitor up for job alerts from a job', async () => {
    const job = await jobWithStream('full-apply');
    const page = await openPage(`/profile/job-alert/${job.id}/`);
    page.setDefaultTimeout(10_000);
    await page.waitForURL(`**/profile/job-alert/${job.id}/1/`);
    await openForm(page, 'Get job alerts');
    await field(page, 'User Name / Email').fill(newVisitorEmail());
    await page.getByRole('checkbox', { name: 'Engineering' }).check();
    await page.getByRole('checkbox', { name: 'Job alerts by e-mail' }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL('**/profile/alert-thank-you/');
    await page.getByText('Your job alert is set up, thank you!').waitFor();
  });
});

describe('flows that cannot run', () => {
  it('shows the job-closed indicator for a closed job', async () => {
    const closed = await findClosedJob();
    const page = await openPage(`/apply/?link=${closed.requisitionId}`);
    await page.getByText('This job is no longer accepting applications').first().waitFor();
    await expectAccessible(page);
  });

  it('shows the no-apply-stream block when the stream does not exist', async () => {
    const job = await jobWithStream('full-apply');
    const page = await openPage(`/apply/?link=${job.requisitionId}&sId=999999`);
    await page.getByText('Online applications are not available for this job').waitFor();
    await expectAccessible(page);
  });
});

describe('the /apply/ entry (spec 2 \u00a72)', () => {
  it('sends a job or a missing link to the join flow', async () => {
    const job = await jobWithStream('full-apply');
    const withJob = await openPage(`/apply/?job=${job.id}`);
    await withJob.waitForURL(`**/apply/join/${job.id}/1/`);
    await openForm(withJob, 'Join our talent community');

    const withoutLink = await openPage('/apply/');
    await withoutLink.waitForURL('**/apply/join/');
    await openForm(withoutLink, 'Join our talent community');
  });
});

describe('save and resume', () => {
  it('keeps typed and saved answers across reloads mid-flow', async () => {
    const job = await jobWithStream('full-apply');
    const page = await openPage(`/apply/?link=${job.requisitionId}`);
    page.setDefaultTimeout(10_000);
    await openForm(page, 'About you');
    await field(page, 'First Name').fill('Morgan');
    await field(page, 'Last Name').fill('Reload');
    await page.reload();
    await openForm(page, 'About you');
    expect(await field(page, 'First Name').inputValue()).toBe('Morgan');
    expect(await field(page, 'Last Name').inputValue()).toBe('Reload');

    await field(page, 'User Name / Email').fill(newVisitorEmail());
    await field(page, 'Phone').fill('5125550111');
    await field(page, 'Zip Code').fill('78701');
    await field(page, 'Zip Code').press('Tab');
    await expect.poll(() => field(page, 'City').inputValue()).toBe('Austin');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`**/apply/${job.requisitionId}/2/`);
    await page.reload();
    await openForm(page, 'Education');
    // The saved form opens again with its answers.
    await page
      .getByRole('navigation', { name: 'Application progress' })
      .getByRole('button', { name: /About you/ })
      .click();
    await openForm(page, 'About you');
    expect(await field(page, 'City').inputValue()).toBe('Austin');
    expect(await field(page, 'Last Name').inputValue()).toBe('Reload');
  });
});

describe('in Arabic', () => {
  it('draws the apply and join forms right to left without accessibility problems', async () => {
    const job = await jobWithStream('full-apply');
    const apply = await openPage(`/ar/apply/?link=${job.requisitionId}`);
    await apply.waitForURL(`**/ar/apply/${job.requisitionId}/1/`);
    await openForm(apply, 'معلومات عنك');
    expect(await apply.locator('html').getAttribute('dir')).toBe('rtl');
    await expectAccessible(apply);

    const join = await openPage('/ar/profile/join/');
    await join.getByRole('textbox', { name: 'الاسم الأول', exact: true }).waitFor();
    await expectAccessible(join);
  });
});
