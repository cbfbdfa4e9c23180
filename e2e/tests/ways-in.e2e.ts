/**
 * Ways in to the talent community and job alerts (issue 21 item 1): the career home, job
 * pages and the footer link to both, and /profile/job-alert/ without a job signs up.
 */
import { describe, expect, it } from 'vitest';
import { field, jobWithStream, newVisitorEmail, openForm } from '../support/apply.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';

useBrowser();

describe('ways in to the talent community and job alerts', () => {
  it('the career home offers both, and job alerts sign up without a job', async () => {
    const page = await openPage('/');
    page.setDefaultTimeout(10_000);
    const section = page.getByRole('region', { name: 'Not the right job yet?' });
    await section.waitFor();
    expect(
      await section.getByRole('link', { name: 'Join our talent community' }).getAttribute('href'),
    ).toBe('/profile/join/');
    await expectAccessible(page);
    await section.getByRole('link', { name: 'Get job alerts' }).click();
    await page.waitForURL('**/profile/job-alert/');
    await openForm(page, 'Get job alerts');
    await field(page, 'User Name / Email').fill(newVisitorEmail());
    await page.getByRole('checkbox', { name: 'Engineering' }).check();
    await page.getByRole('checkbox', { name: 'Job alerts by e-mail' }).check();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL('**/profile/alert-thank-you/');
    await page.getByText('Your job alert is set up, thank you!').waitFor();
  });

  it('the footer links to both on every page', async () => {
    const page = await openPage('/profile/login/');
    const footer = page.getByRole('navigation', { name: 'Stay in touch' });
    await footer.waitFor();
    expect(await footer.getByRole('link', { name: 'Talent community' }).getAttribute('href')).toBe(
      '/profile/join/',
    );
    await footer.getByRole('link', { name: 'Job alerts' }).click();
    await page.waitForURL('**/profile/job-alert/');
    await openForm(page, 'Get job alerts');
  });

  it('a job page offers alerts for jobs like it and joining for it, besides applying', async () => {
    const job = await jobWithStream('full-apply');
    const page = await openPage(`/jobs/${job.id}/${job.seoUrl}/`);
    page.setDefaultTimeout(10_000);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    expect(
      await page
        .getByRole('link', { name: 'Not ready to apply? Join our talent community' })
        .getAttribute('href'),
    ).toBe(`/apply/join/?job=${job.id}`);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Get alerts for jobs like this' }).click();
    await page.waitForURL(`**/profile/job-alert/${job.id}/1/`);
    await openForm(page, 'Get job alerts');
  });

  it('the Spanish career home offers them in Spanish', async () => {
    const page = await openPage('/es/');
    await page.getByRole('region', { name: '¿Aún no es el empleo adecuado?' }).waitFor();
    await page.getByRole('link', { name: 'Recibir alertas de empleo' }).waitFor();
  });
});
