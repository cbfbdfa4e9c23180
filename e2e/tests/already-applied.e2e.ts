/**
 * "Already applied" before filling anything in (issue 21 item 3): a signed-in candidate who
 * applied sees "You applied on …" with the dashboard link on the job page, and the apply
 * flow says so at its start instead of showing the form.
 */
import type { Job, JobSearchResult } from '@talentgate/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JANE, signInThroughApi } from '../support/accounts.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';

useBrowser();

/** Jane's applications' requisitions, read as her dashboard reads them. */
async function appliedRequisitions(page: Page): Promise<number[]> {
  const origin = new URL(page.url()).origin;
  const current = await page.request.get(`${origin}/rest/private/candidate/demo/current`);
  const { candidateId } = Object(await current.json());
  const response = await page.request.get(
    `${origin}/rest/private/application/demo/candidate/${candidateId}`,
  );
  const list: unknown = await response.json();
  if (!Array.isArray(list)) throw new Error('applications are not a list');
  return list.map((item: unknown) => Number(Object(item).requisitionId));
}

async function openJobs(page: Page): Promise<Job[]> {
  const origin = new URL(page.url()).origin;
  const found = (await (
    await fetch(`${origin}/rest/public/jobsearch/demo?pageSize=100`)
  ).json()) as JobSearchResult;
  return found.jobs as Job[];
}

describe('a candidate who applied', () => {
  it('sees when on the job page and at the start of the apply flow, not the form', async () => {
    const page = await openPage('/');
    await signInThroughApi(page, JANE);
    const applied = await appliedRequisitions(page);
    const jobs = await openJobs(page);
    const job = jobs.find((candidate) => applied.includes(candidate.requisitionId));
    const other = jobs.find((candidate) => !applied.includes(candidate.requisitionId));
    if (!job || !other)
      throw new Error('Jane needs an open job she applied to and one she did not');

    await page.goto(`/jobs/${job.id}/${job.seoUrl}/`);
    await page.getByText(/^You applied on /).waitFor();
    const dashboard = page.getByRole('link', { name: 'Follow your application on your dashboard' });
    expect(await dashboard.getAttribute('href')).toBe('/profile/applications/');
    expect(await page.getByRole('link', { name: 'Apply now' }).count()).toBe(0);
    await expectAccessible(page);

    await page.goto(`/apply/?link=${job.requisitionId}`);
    await page.getByText(/^You applied on /).waitFor();
    expect(await page.locator('[data-form-heading]').count()).toBe(0);
    await dashboard.click();
    await page.waitForURL('**/profile/applications/');

    // A job not applied to still offers the application.
    await page.goto(`/jobs/${other.id}/${other.seoUrl}/`);
    await page.getByRole('link', { name: 'Apply now' }).first().waitFor();
    expect(await page.getByText(/^You applied on /).count()).toBe(0);
  });
});
