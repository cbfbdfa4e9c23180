/**
 * Thank-you pages say what happens next (issue 21 item 4): the spec's completion texts stay
 * as headings; below them the e-mail to expect, the dashboard for a signed-in candidate and
 * similar jobs after an application.
 */
import { describe, expect, it } from 'vitest';
import { JANE, signInThroughApi } from '../support/accounts.js';
import {
  field,
  fillEasyApply,
  jobsWithStream,
  newVisitorEmail,
  openForm,
} from '../support/apply.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { searchDemo } from '../support/demo-data.js';

useBrowser();

describe('thank-you pages', () => {
  it('after an application: the activation e-mail, what recruiters do, similar jobs', async () => {
    const [job] = await jobsWithStream('easy-apply');
    if (!job) throw new Error('no easy-apply job');
    const page = await openPage(`/apply/?link=${job.requisitionId}`);
    page.setDefaultTimeout(10_000);
    await fillEasyApply(page, newVisitorEmail());
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/apply/thank-you/');
    await page
      .getByRole('heading', { level: 1, name: 'Application complete, thank you!' })
      .waitFor();
    await page.getByRole('heading', { name: 'What happens next' }).waitFor();
    await page.getByText(/we sent you a link to activate your account/).waitFor();
    await page.getByText(/Our recruiters will review your application/).waitFor();
    const similar = page.getByRole('region', { name: 'Similar jobs' });
    await similar.waitFor();
    const category = encodeURIComponent(job.primary_category);
    const sameCategory = (await searchDemo(`?category=${category}&pageSize=100`)).jobs;
    const links = similar.getByRole('link');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    for (const href of hrefs) {
      const id = Number(/\/jobs\/(\d+)\//.exec(href)?.[1]);
      expect(sameCategory.map((other) => other.id)).toContain(id);
      expect(id).not.toBe(job.id);
    }
    await expectAccessible(page);
  });

  it('after joining: the activation e-mail and what recruiters can do now', async () => {
    const page = await openPage('/profile/join/');
    page.setDefaultTimeout(10_000);
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
    await page.getByRole('textbox', { name: 'Area of interest', exact: true }).click();
    await page.getByRole('option', { name: 'Engineering', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Terms and Policy' }).check();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL('**/profile/thank-you/');
    await page.getByRole('heading', { level: 1, name: 'update complete, thank you!' }).waitFor();
    await page.getByText('Thank you for joining our talent community!').waitFor();
    await page.getByText(/we sent you a link to activate your account/).waitFor();
    await page.getByText(/Our recruiters can now find your profile/).waitFor();
    await expectAccessible(page);
  });

  it('a signed-in candidate gets the dashboard link', async () => {
    const page = await openPage('/');
    await signInThroughApi(page, JANE);
    await page.goto('/profile/thank-you/');
    await page.getByRole('heading', { name: 'What happens next' }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href'),
    ).toBe('/profile/');
  });
});
