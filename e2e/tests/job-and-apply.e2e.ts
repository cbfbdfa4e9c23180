import { describe, expect, it } from 'vitest';
import { allowConsoleErrors, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { findClosedJob, searchDemo } from '../support/demo-data.js';

useBrowser();

describe('job page', () => {
  it('opens from the search list and shows the job with an Apply button', async () => {
    const { jobs } = await searchDemo('?q=engineer');
    const job = jobs[0];
    if (!job) throw new Error('no engineer job in the demo data');
    const page = await openPage('/?q=engineer');
    await page.getByRole('link', { name: job.title }).first().click();
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/jobs/${job.id}/${job.seoUrl}/`);
    await page.getByText(job.location.label).first().waitFor();
    const applyLinks = page.getByRole('link', { name: 'Apply now' });
    for (const link of await applyLinks.all()) {
      expect(await link.getAttribute('href')).toBe(`/apply/?link=${job.requisitionId}`);
    }
    const apply = applyLinks.first();
    expect(await page.title()).toContain(job.title);
    await expectAccessible(page);

    // The requisition's apply flow opens at its first step (spec 2 §2).
    await apply.click();
    await page.waitForURL(`**/apply/${job.requisitionId}/1/`);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    await page.getByRole('navigation', { name: 'Application progress' }).waitFor();
    await expectAccessible(page);
  });

  it('marks a closed job as closed, without an Apply button', async () => {
    const closed = await findClosedJob();
    // A closed job's page answers 410 Gone, so search engines drop it (decision 0043).
    allowConsoleErrors(/status of 410/);
    const page = await openPage(`/jobs/${closed.id}/${closed.seoUrl}/`);
    await page.getByRole('heading', { level: 1, name: closed.title }).waitFor();
    await page.getByText('This job is no longer accepting applications').first().waitFor();
    expect(await page.getByRole('link', { name: 'Apply now' }).count()).toBe(0);
    await expectAccessible(page);

    const apply = await openPage(`/apply/?link=${closed.requisitionId}`);
    await apply.getByText('This job is no longer accepting applications').first().waitFor();
  });

  it('shows the not-found page for a job that does not exist', async () => {
    const page = await openPage('/jobs/999999/');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectAccessible(page);
  });
});
