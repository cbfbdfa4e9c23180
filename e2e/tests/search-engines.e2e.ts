/**
 * Job pages as search engines and job boards read them (decision 0043): without JavaScript the
 * job page's HTML holds its title, description and JobPosting, and the career home its open
 * jobs; with JavaScript the app takes the page over (one heading, nothing of the server's page
 * left), passes axe, and an apply link from a job board keeps its source to the apply flow.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { searchDemo } from '../support/demo-data.js';

useBrowser();

async function firstJob() {
  const job = (await searchDemo()).jobs[0];
  if (!job) throw new Error('no demo job');
  const response = await fetch(`${baseUrl()}/rest/public/job/demo/id/${job.id}`);
  const full = (await response.json()) as { description: string };
  return { ...job, description: full.description };
}

describe('job page without JavaScript', () => {
  it('holds the title, the description, the apply link and the JobPosting', async () => {
    const job = await firstJob();
    const page = await openPage(`/jobs/${job.id}/${job.seoUrl}/`, { javaScriptEnabled: false });
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    const firstParagraph = job.description.split('\n\n')[0] ?? '';
    await page.getByText(firstParagraph).waitFor();
    await page.getByRole('heading', { level: 2, name: 'About the job' }).waitFor();
    expect(await page.title()).toContain(job.title);
    expect(await page.getByRole('link', { name: 'Apply now' }).getAttribute('href')).toBe(
      `/apply/?link=${job.requisitionId}`,
    );
    const posting: unknown = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null',
    );
    expect(posting).toMatchObject({ '@type': 'JobPosting', title: job.title });
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/jobs/${job.id}/${job.seoUrl}/$`),
    );
  });

  it('lists the open jobs on the career home, each a link to its page', async () => {
    const { jobs } = await searchDemo();
    const page = await openPage('/', { javaScriptEnabled: false });
    for (const job of jobs)
      expect(await page.getByRole('link', { name: job.title }).first().getAttribute('href')).toBe(
        `/jobs/${job.id}/${job.seoUrl}/`,
      );
  });
});

describe('job page with JavaScript', () => {
  it('is the app’s page, accessible, and its apply link keeps a job board’s source', async () => {
    const job = await firstJob();
    const page = await openPage(`/jobs/${job.id}/${job.seoUrl}/?source=indeed`);
    // The app has replaced the server's page: its own back link is there, and one heading.
    await page.getByRole('link', { name: 'All jobs' }).waitFor();
    expect(await page.locator('.tg-server-page').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectAccessible(page);

    const apply = page.getByRole('link', { name: 'Apply now' }).first();
    expect(await apply.getAttribute('href')).toBe(
      `/apply/?link=${job.requisitionId}&source=indeed`,
    );
    // By keyboard: the link takes focus and Enter follows it; the flow's steps keep the source.
    await apply.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/apply/${job.requisitionId}/1/?source=indeed`);
    await page.locator('[data-form-heading]').first().waitFor({ timeout: 20_000 });
  });
});
