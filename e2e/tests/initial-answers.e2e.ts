/**
 * The career home, a job page and the apply page come with the API answers they draw from
 * (decision 0030), the session check's included (decision 0054): opening them asks the API
 * for nothing. This fails when the server's list of first calls and the app's requests drift
 * apart (a changed query string, a new call), which would quietly bring back a round trip and
 * a second render.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser.js';
import { searchDemo } from '../support/demo-data.js';

useBrowser();

/** Every API call the page makes while it opens, until the network rests. */
async function apiCallsOpening(path: string, ready: (page: Page) => Promise<void>) {
  const calls: string[] = [];
  const page = await openPage(path, {
    setup: async (context) => {
      context.on('request', (request) => {
        const url = new URL(request.url());
        // The analytics beacon (decision 0045) is sent after the page drew, and answers nothing.
        if (url.pathname.startsWith('/rest/public/analytics/')) return;
        if (url.pathname.startsWith('/rest/')) calls.push(`${url.pathname}${url.search}`);
      });
    },
  });
  await ready(page);
  await page.waitForLoadState('networkidle');
  return calls;
}

describe('pages that come with their data', () => {
  it('career home, with and without a search, asks for nothing', async () => {
    const { total } = await searchDemo();
    const home = await apiCallsOpening('/', (page) =>
      page.getByText(new RegExp(`^${total} jobs?$`)).waitFor(),
    );
    expect(home).toEqual([]);
    const engineers = await searchDemo('?q=engineer');
    const search = await apiCallsOpening('/?q=engineer', (page) =>
      page.getByText(new RegExp(`^${engineers.total} jobs?$`)).waitFor(),
    );
    expect(search).toEqual([]);
  });

  it('job page asks for nothing', async () => {
    const job = (await searchDemo()).jobs[0];
    if (!job) throw new Error('no demo job');
    const calls = await apiCallsOpening(`/es/jobs/${job.id}/${job.seoUrl}/`, (page) =>
      page.getByRole('heading', { level: 1, name: job.title }).waitFor(),
    );
    expect(calls).toEqual([]);
  });

  it('apply page asks for nothing before its first form shows', async () => {
    const job = (await searchDemo()).jobs[0];
    if (!job) throw new Error('no demo job');
    const calls = await apiCallsOpening(`/apply/?link=${job.requisitionId}`, (page) =>
      page.locator('[data-form-heading]').first().waitFor({ timeout: 20_000 }),
    );
    expect(calls).toEqual([]);
  });
});
