/** Helpers for the apply flows: demo jobs by stream, unique visitors, form fields. */
import { randomUUID } from 'node:crypto';
import type { ApplyStream, JobSearchResult, JobSummary, Requisition } from '@talentgate/domain';
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './browser.js';

async function getJson<T>(path: string, origin = baseUrl()): Promise<T> {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Open demo jobs whose requisition runs the stream with this key (full-apply, easy-apply). */
export async function jobsWithStream(key: string, origin = baseUrl()): Promise<JobSummary[]> {
  const stream = await getJson<ApplyStream>(`/rest/public/applystream/demo/key/${key}`, origin);
  const { jobs } = await getJson<JobSearchResult>(
    '/rest/public/jobsearch/demo?pageSize=100',
    origin,
  );
  const found: JobSummary[] = [];
  for (const job of jobs) {
    const requisition = await getJson<Requisition>(
      `/rest/public/requisition/demo/id/${job.requisitionId}`,
      origin,
    );
    if (requisition.applyStreamId === stream.applyStreamId && !requisition.closed) found.push(job);
  }
  if (found.length === 0) throw new Error(`No open demo job runs the ${key} stream`);
  return found;
}

export async function jobWithStream(key: string, origin = baseUrl()): Promise<JobSummary> {
  const [job] = await jobsWithStream(key, origin);
  if (!job) throw new Error(`No open demo job runs the ${key} stream`);
  return job;
}

/** A new visitor's e-mail, unknown to the site. */
export function newVisitorEmail(): string {
  return `visitor.${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * A text field by its exact accessible name (the stream's title; the required mark is not
 * part of it, which getByLabel would include).
 */
export const field = (page: Page | Locator, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

/** Picks a value in one of the lists' searchable selects (Mantine combobox). */
export async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits for the form titled `title` to be the open one. */
export async function openForm(page: Page, title: string): Promise<void> {
  await page.locator('[data-form-heading]', { hasText: title }).first().waitFor();
}

/** Fills the demo easy-apply form (one step) for a visitor. */
export async function fillEasyApply(page: Page, email: string): Promise<void> {
  await openForm(page, 'Apply in one step');
  await field(page, 'First Name').fill('Alex');
  await field(page, 'Last Name').fill('Sample');
  await field(page, 'User Name / Email').fill(email);
  await field(page, 'Phone').fill('5125550188');
  await page.getByRole('checkbox', { name: 'Terms and Policy' }).check();
}
