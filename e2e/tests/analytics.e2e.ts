/**
 * First-party analytics (decision 0045), on a site of this file's own so the counts are this
 * file's alone: a full apply from a job board's link records a job view, an apply start and an
 * application made for the job and its source, which the staff funnel call and the reports
 * screen show; a browser with Global Privacy Control or Do Not Track sends nothing.
 */
import type { FunnelReport, JobSummary } from '@talentgate/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillEasyApply, jobsWithStream, newVisitorEmail } from '../support/apply.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';
import { press, staffSignIn } from '../support/staff.js';

useBrowser();
const ownSite = useOwnSite();

const COLLECTOR = '/rest/public/analytics/demo';

/** The events the page's browser sends to the collector, as sent. */
function watchCollector(context: BrowserContext, sent: unknown[]): void {
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === COLLECTOR) sent.push(request.postDataJSON());
  });
}

/** From the job page (opened from a job board's link) through the easy apply to its thank-you. */
async function applyFromJobBoard(page: Page, job: JobSummary): Promise<void> {
  await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
  await press(page, page.getByRole('link', { name: 'Apply now' }).first());
  // The job board's source rides along in the query (decision 0043).
  await page.waitForURL((url) => url.pathname === `/apply/${job.requisitionId}/1/`);
  await fillEasyApply(page, newVisitorEmail());
  await press(page, page.getByRole('button', { name: 'Submit application' }));
  await page.getByRole('heading', { name: 'Application complete, thank you!' }).waitFor();
}

async function funnelOf(staff: Page, requisitionId: number): Promise<FunnelReport> {
  const answer = await staff.request.get(
    `${ownSite()}/rest/staff/demo/report/funnel?requisitionId=${requisitionId}`,
  );
  expect(answer.status()).toBe(200);
  return (await answer.json()) as FunnelReport;
}

describe('analytics of a full apply', () => {
  it('records the job view, apply start and application by job and source; staff read the funnel', async () => {
    const origin = ownSite();
    const [job] = await jobsWithStream('easy-apply', origin);
    if (!job) throw new Error('no easy-apply job');
    const sent: unknown[] = [];
    const page = await openPage(`${origin}/jobs/${job.id}/?source=jobboard`, {
      setup: async (context) => watchCollector(context, sent),
    });
    page.setDefaultTimeout(15_000);
    await applyFromJobBoard(page, job);
    await expectAccessible(page);

    // The source came with the job page's address and stays with the visit.
    const funnelStep = (type: string) => ({
      type,
      requisitionId: job.requisitionId,
      source: 'jobboard',
    });
    await expect
      .poll(() => sent)
      .toEqual(
        expect.arrayContaining([
          funnelStep('jobview'),
          funnelStep('applystart'),
          funnelStep('conversion'),
        ]),
      );
    // Nothing that names the visitor: the e-mail typed never leaves in an event.
    expect(JSON.stringify(sent)).not.toContain('@example.com');

    const recruiter = await staffSignIn(ownSite(), 'recruiter');
    const once = { jobview: 1, applystart: 1, conversion: 1 };
    await expect
      .poll(async () => (await funnelOf(recruiter, job.requisitionId)).totals)
      .toEqual(once);
    const report = await funnelOf(recruiter, job.requisitionId);
    expect(report.byRequisition).toEqual([
      { requisitionId: job.requisitionId, title: job.title, counts: once },
    ]);
    expect(report.bySource).toEqual([{ source: 'jobboard', counts: once }]);

    // The reports screen draws the funnel as tables.
    await press(recruiter, recruiter.getByRole('link', { name: 'Reports' }));
    const byRequisition = recruiter.getByRole('table', { name: 'Funnel by requisition' });
    const row = byRequisition.getByRole('row', { name: `${job.title} (${job.requisitionId})` });
    await expect.poll(() => row.getByRole('cell').allInnerTexts()).toEqual(['1', '1', '1']);
    const bySource = recruiter.getByRole('table', { name: 'Funnel by source' });
    await expect
      .poll(() => bySource.getByRole('row', { name: 'jobboard' }).getByRole('cell').allInnerTexts())
      .toEqual(['1', '1', '1']);
    await expectAccessible(recruiter);
    // A full apply and a staff sign-in (which may wait for the next TOTP step).
  }, 90_000);
});

describe('a browser that asks not to be tracked', () => {
  const refusals = [
    [
      'Global Privacy Control',
      `Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })`,
    ],
    [
      'Do Not Track',
      `Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })`,
    ],
  ] as const;

  it('sends nothing with Global Privacy Control or Do Not Track, and the funnel stays as it was', async () => {
    const origin = ownSite();
    const [, job] = await jobsWithStream('easy-apply', origin);
    if (!job) throw new Error('a second easy-apply job is needed');
    // Another staff user than the test above: each one's code is good once per 30 s.
    const admin = await staffSignIn(origin, 'admin');
    const none = { jobview: 0, applystart: 0, conversion: 0 };
    for (const [name, signal] of refusals) {
      const sent: unknown[] = [];
      const page = await openPage(`${origin}/jobs/${job.id}/?source=jobboard`, {
        setup: async (context) => {
          await context.addInitScript(signal);
          watchCollector(context, sent);
        },
      });
      page.setDefaultTimeout(15_000);
      await applyFromJobBoard(page, job);
      // A beacon would have left by now (the test above sees its own within a moment).
      await page.waitForTimeout(1500);
      expect(sent, name).toEqual([]);
      expect((await funnelOf(admin, job.requisitionId)).totals, name).toEqual(none);
    }
  }, 90_000);
});
