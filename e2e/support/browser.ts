/**
 * Per-test-file connection to the run’s browser, and helpers. Every page a test opens is watched for CSP
 * violations and script errors, which fail the test; `expectAccessible` runs axe-core.
 */
import { AxeBuilder } from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

let browser: Browser;
const contexts: BrowserContext[] = [];
const problems: string[] = [];
/** Console errors the current test expects, such as the browser's note on a 401 answer. */
const expectedErrors: RegExp[] = [];

/** Lets the current test's pages log console errors matching `pattern` (e.g. a refused login). */
export function allowConsoleErrors(pattern: RegExp): void {
  expectedErrors.push(pattern);
}

export function useBrowser(): void {
  beforeAll(async () => {
    // The run's one Chromium (global-setup.ts); closing a connected browser closes this
    // file's contexts and disconnects.
    browser = await chromium.connect(inject('browserWsEndpoint'));
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expectedErrors.splice(0);
    const seen = problems.splice(0);
    expect(seen, 'console errors, CSP violations or page errors').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * A download's bytes. The browser is the run's one Chromium in another process (global
 * setup), so a download has no local path: its bytes come through Playwright's stream.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export interface PageOptions {
  locale?: string;
  /** Where the browser says it is; with `permissions: ['geolocation']` pages may ask. */
  geolocation?: { latitude: number; longitude: number };
  permissions?: string[];
  /** The window's size in CSS pixels, e.g. a phone's; Playwright's 1280×720 otherwise. */
  viewport?: { width: number; height: number };
  /** Runs before the first navigation, e.g. to route requests of the context. */
  setup?: (context: BrowserContext) => Promise<void>;
  /** False: the page as a crawler without JavaScript reads it (no script runs). */
  javaScriptEnabled?: boolean;
}

export async function openPage(path = '/', options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: options.locale ?? 'en-US',
    ...(options.geolocation ? { geolocation: options.geolocation } : {}),
    permissions: options.permissions ?? [],
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.javaScriptEnabled === false ? { javaScriptEnabled: false } : {}),
  });
  contexts.push(context);
  await options.setup?.(context);
  const page = await context.newPage();
  page.on('console', (message) => {
    // A 404 page load is expected on not-found pages; the browser logs it as a console error.
    // So is a third party's page failing to load what it wants from the internet (the proxy
    // of support/chromium.mjs); our own pages could not, their CSP reports that first.
    const text = message.text();
    const expected = [/status of 404/, /net::ERR_PROXY_CONNECTION_FAILED/, ...expectedErrors].some(
      (pattern) => pattern.test(text),
    );
    if (message.type() === 'error' && !expected) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(path);
  return page;
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits until no finite animation runs: a modal fading in or out has its text at part
 * opacity, and axe would measure its contrast half-way (loaders that spin forever are ignored).
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
}

/**
 * Mantine's transitions set a modal's opacity from a timer, so between two steps of a fade
 * no CSS animation runs while the dialog is still see-through, and axe would measure its
 * contrast part-way (CI caught a button label once). Wait until every open dialog is opaque.
 */
async function settleDialogOpacity(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[role="dialog"]')].every((dialog) => {
          for (let node: Element | null = dialog; node !== null; node = node.parentElement) {
            if (Number(getComputedStyle(node).opacity) < 1) return false;
          }
          return true;
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {
      // A dialog that stays see-through: axe below reports its contrast.
    });
}

/**
 * Mantine names a modal (aria-labelledby) in an effect after its title mounts: right after a
 * modal opens there is a moment without a name. Wait for the named state the user gets.
 */
async function settleDialogNames(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[role="dialog"]')].every((dialog) => {
          // Named means a label with text: aria-labelledby can point at a title not yet there.
          if (dialog.getAttribute('aria-label')?.trim()) return true;
          const ids = dialog.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
          return ids.some((id) => document.getElementById(id)?.textContent?.trim());
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {
      // A dialog that never gets a name: axe below reports it.
    });
}

export async function expectAccessible(page: Page): Promise<void> {
  await settleAnimations(page);
  await settleDialogOpacity(page);
  await settleDialogNames(page);
  // Only violations fail the test: axe then builds selectors and details for one node per
  // passing (incomplete, inapplicable) rule instead of all of them. Every rule still runs.
  // `options` replaces the run options, so it comes before `withTags`.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS);
  // The default run merges the frames' results in a blank page it opens for every run (about
  // 0.4 s). A page without frames has nothing to merge: axe.run in the page itself ("legacy
  // mode") checks the same rules on the same document. Legacy mode skips cross-origin frames
  // (the captcha's), so pages with frames keep the default.
  if (page.frames().length === 1) builder.setLegacyMode();
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
