/**
 * A tenant whose analytics wait for consent (decision 0045; `tenant-settings analytics demo
 * consent`), on a site of this file's own: the visitor is asked, nothing is sent before they
 * allow it, and a visitor who declines is not asked again and never counted.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jobsWithStream } from '../support/apply.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';
import { press } from '../support/staff.js';

useBrowser();
const ownSite = useOwnSite({
  prepare: (cli) => cli('tenant-settings', ['analytics', 'demo', 'consent']),
});

function watchCollector(context: BrowserContext, sent: unknown[]): void {
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/rest/public/analytics/demo') {
      sent.push(request.postDataJSON());
    }
  });
}

const prompt = (page: Page) => page.getByRole('complementary', { name: 'Count your visit?' });

describe('analytics after consent', () => {
  it('asks first, sends nothing until the visitor allows it, then counts their job views', async () => {
    const origin = ownSite();
    const [first, second] = await jobsWithStream('easy-apply', origin);
    if (!first || !second) throw new Error('two easy-apply jobs are needed');
    const sent: unknown[] = [];
    const page = await openPage(`${origin}/jobs/${first.id}/`, {
      setup: async (context) => watchCollector(context, sent),
    });
    page.setDefaultTimeout(15_000);
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    await prompt(page).waitFor();
    await expectAccessible(page);
    expect(sent).toEqual([]);

    await press(page, prompt(page).getByRole('button', { name: 'Allow' }));
    await prompt(page).waitFor({ state: 'detached' });
    await page.goto(`${origin}/jobs/${second.id}/`);
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
    // The first job's view came before the consent: only the second counts.
    const jobViews = () =>
      sent.filter(
        (event) => typeof event === 'object' && event !== null && 'requisitionId' in event,
      );
    await expect.poll(jobViews).toEqual([{ type: 'jobview', requisitionId: second.requisitionId }]);
    expect(await prompt(page).count()).toBe(0);
  });

  it('never asks again nor counts a visitor who declined', async () => {
    const origin = ownSite();
    const [job] = await jobsWithStream('easy-apply', origin);
    if (!job) throw new Error('no easy-apply job');
    const sent: unknown[] = [];
    const page = await openPage(`${origin}/jobs/${job.id}/`, {
      setup: async (context) => watchCollector(context, sent),
    });
    page.setDefaultTimeout(15_000);
    await press(page, prompt(page).getByRole('button', { name: 'No, thanks' }));
    await prompt(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    // The prompt would show within the page's first moments, and a beacon would have left.
    await page.waitForTimeout(1500);
    expect(await prompt(page).count()).toBe(0);
    expect(sent).toEqual([]);
  });
});
