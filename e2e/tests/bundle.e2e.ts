import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readFirstPagePreloads } from '../../apps/api/src/plugins/first-page-preloads.js';
import { jobWithStream } from '../support/apply.js';
import { openPage, useBrowser } from '../support/browser.js';
import { REPO_ROOT } from '../support/server.js';

useBrowser();

const DIST = path.join(REPO_ROOT, 'apps/web/dist');
const INITIAL_JS_BUDGET_BYTES = 100 * 1024;
/** The apply page (issue 5): everything it loads before its first form shows. */
const APPLY_PAGE_JS_BUDGET_BYTES = 150 * 1024;

/** The scripts the career home loads before anything else: the entry and its modulepreloads. */
async function initialScripts(): Promise<string[]> {
  const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(
      /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
    ),
  ];
  return [...new Set(files.map((match) => match[1] ?? ''))];
}

describe('built web app (decision 0008)', () => {
  it('loads at most 100 KB of gzipped JavaScript before the career home shows', async () => {
    let total = 0;
    for (const file of await initialScripts())
      total += gzipSync(await readFile(path.join(DIST, file))).length;
    expect(total).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  it('loads at most 150 KB of gzipped JavaScript before the apply page shows its first form', async () => {
    const job = await jobWithStream('full-apply');
    const scripts = new Set<string>();
    const page = await openPage('/', {
      setup: async (context) => {
        context.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
        });
      },
    });
    await page.goto('about:blank');
    scripts.clear();
    await page.goto(`/apply/?link=${job.requisitionId}`);
    await page.locator('[data-form-heading]').first().waitFor();
    // Widgets the open form draws load their own code: that counts too.
    await page.waitForLoadState('networkidle');
    let total = 0;
    for (const file of scripts) total += gzipSync(await readFile(path.join(DIST, file))).length;
    // The engine, its widgets and catalog are among them: the measure covers the real page.
    expect([...scripts].some((file) => file.includes('FlowPage'))).toBe(true);
    expect(total).toBeLessThanOrEqual(APPLY_PAGE_JS_BUDGET_BYTES);
  });

  it('sends the apply page its scripts and styles as the build compressed them (decision 0055)', async () => {
    const job = await jobWithStream('full-apply');
    const encodings = new Map<string, string>();
    const page = await openPage('/', {
      setup: async (context) => {
        context.on('response', (response) => {
          const { pathname } = new URL(response.url());
          if (/^\/assets\/.+\.(?:js|css)$/.test(pathname)) {
            encodings.set(pathname, response.headers()['content-encoding'] ?? 'none');
          }
        });
      },
    });
    await page.goto(`/apply/?link=${job.requisitionId}`);
    await page.locator('[data-form-heading]').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(encodings.size).toBeGreaterThan(5);
    for (const [pathname, encoding] of encodings) {
      const file = await readFile(path.join(DIST, pathname));
      if (file.length < 1024) continue;
      // Chromium takes Brotli: every file of some size comes as its .br copy, which holds
      // exactly the file; the .gz copy, for browsers without Brotli, too.
      expect(encoding, pathname).toBe('br');
      const brotli = await readFile(path.join(DIST, `${pathname}.br`));
      expect(brotliDecompressSync(brotli).equals(file), pathname).toBe(true);
      const gzip = await readFile(path.join(DIST, `${pathname}.gz`));
      expect(gunzipSync(gzip).equals(file), pathname).toBe(true);
    }
  });

  it('marks the code the first pages run as they open, and only that, for eager compilation (decision 0058)', async () => {
    const preloads = await readFirstPagePreloads(DIST);
    if (!preloads) throw new Error('the build wrote no valid first-page-preloads.json');
    const atStart = (await initialScripts()).map((file) => file.replace(/^\//, ''));
    const pages = Object.values(preloads.pages).flatMap((page) => page.scripts);
    const firstLoad = new Set([...atStart, ...pages]);
    expect(firstLoad.size).toBeGreaterThan(atStart.length);
    for (const file of firstLoad) {
      const code = await readFile(path.join(DIST, file), 'utf8');
      expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
    }
    // A widget's own code loads when a form draws it, and much of it never runs.
    const lazy = Object.values(preloads.widgets ?? {})
      .flatMap((widget) => widget.scripts)
      .filter((file) => !firstLoad.has(file));
    expect(lazy.length).toBeGreaterThan(0);
    for (const file of lazy) {
      const code = await readFile(path.join(DIST, file), 'utf8');
      expect(code, file).not.toContain('allFunctionsCalledOnLoad');
    }
  });

  it('runs on Preact: no chunk carries React DOM', async () => {
    const assets = (await readdir(path.join(DIST, 'assets'))).filter((file) =>
      file.endsWith('.js'),
    );
    for (const file of assets) {
      const code = await readFile(path.join(DIST, 'assets', file), 'utf8');
      expect(code, file).not.toContain('Minified React error');
      expect(code, file).not.toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
    }
  });
});
