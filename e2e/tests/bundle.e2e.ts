import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
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
