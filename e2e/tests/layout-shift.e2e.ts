/**
 * Pages must not move under a visitor's eyes while their data arrives (issue 21: the main
 * content and the footer jumped when the jobs came). The browser's own layout-shift entries
 * are summed on a phone-sized window while every API answer is held back a little, as on a
 * phone's network, so the page paints before its data; the budget is Lighthouse's (≤ 0.05).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser.js';
import { searchDemo } from '../support/demo-data.js';

useBrowser();

const PHONE = { width: 412, height: 823 };
const API_DELAY_MS = 400;
const CLS_BUDGET = 0.05;

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    layoutShifts?: Shift[];
  }
}

async function slowApiAndWatchShifts(context: BrowserContext): Promise<void> {
  await context.route('**/rest/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.continue();
  });
  await context.addInitScript(() => {
    const shifts: Shift[] = [];
    window.layoutShifts = shifts;
    const describeNode = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${(node.textContent ?? '').slice(0, 40)}"`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // The type lib of this TypeScript has no LayoutShift entry: its fields are read by name.
        const value = Reflect.get(entry, 'value');
        const sources: unknown = Reflect.get(entry, 'sources');
        if (Reflect.get(entry, 'hadRecentInput') === true || typeof value !== 'number') continue;
        shifts.push({
          value,
          sources: Array.isArray(sources)
            ? sources.map((source: unknown) =>
                describeNode(source instanceof Object ? Reflect.get(source, 'node') : null),
              )
            : [],
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Opens the page on a phone-sized window, waits for `ready`, then for the network to rest. */
async function layoutShiftOf(path: string, ready: (page: Page) => Promise<void>) {
  const page = await openPage(path, { viewport: PHONE, setup: slowApiAndWatchShifts });
  await ready(page);
  await page.waitForLoadState('networkidle');
  // The loading overlay fades out over 150 ms; shifts during the fade count too.
  await page.waitForTimeout(500);
  const shifts = (await page.evaluate(() => window.layoutShifts)) ?? [];
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return { total, shifts };
}

describe('layout stability while data arrives (phone-sized window, slow API)', () => {
  it('career home: nothing moves when the jobs arrive', async () => {
    const { total: jobs } = await searchDemo();
    const { total, shifts } = await layoutShiftOf('/', async (page) => {
      await page.getByText(new RegExp(`^${jobs} jobs?$`)).waitFor();
      await page.getByRole('contentinfo').waitFor();
    });
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(CLS_BUDGET);
  });

  it('job page: nothing moves when the job arrives', async () => {
    const job = (await searchDemo()).jobs[0];
    if (!job) throw new Error('no demo job');
    const { total, shifts } = await layoutShiftOf(`/jobs/${job.id}/${job.seoUrl}/`, (page) =>
      page.getByRole('heading', { level: 1, name: job.title }).waitFor(),
    );
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(CLS_BUDGET);
  });

  it('apply page: nothing moves when the form arrives', async () => {
    const job = (await searchDemo()).jobs[0];
    if (!job) throw new Error('no demo job');
    const { total, shifts } = await layoutShiftOf(`/apply/?link=${job.requisitionId}`, (page) =>
      page.locator('[data-form-heading]').first().waitFor({ timeout: 20_000 }),
    );
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(CLS_BUDGET);
  });
});
