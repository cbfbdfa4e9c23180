// The JavaScript the apply page loads before its first form shows, gzipped: measured in a
// browser (lazy page chunks, the engine and its catalog included), sized from the build.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../e2e/support/chromium.mjs';

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** An open demo requisition that runs the full application (the largest demo stream). */
export async function fullApplyRequisition(base) {
  const stream = await getJson(`${base}/rest/public/applystream/demo/key/full-apply`);
  const { jobs } = await getJson(`${base}/rest/public/jobsearch/demo?pageSize=100`);
  for (const job of jobs) {
    const requisition = await getJson(
      `${base}/rest/public/requisition/demo/id/${job.requisitionId}`,
    );
    if (requisition.applyStreamId === stream.applyStreamId && !requisition.closed)
      return job.requisitionId;
  }
  throw new Error('no open demo requisition runs the full-apply stream');
}

export async function applyPageInitialJsGzipBytes(base, dist) {
  const { chromium } = await import('playwright-core');
  ensureChromium();
  const requisitionId = await fullApplyRequisition(base);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const files = new Set();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.add(pathname);
    });
    await page.goto(`${base}/apply/?link=${requisitionId}`);
    await page.locator('[data-form-heading]').first().waitFor({ timeout: 30_000 });
    // Widgets the open form draws load their own code: that counts too.
    await page.waitForLoadState('networkidle');
    let total = 0;
    for (const file of files) total += gzipSync(await readFile(path.join(dist, file))).length;
    return { total, files: [...files] };
  } finally {
    await browser.close();
  }
}
