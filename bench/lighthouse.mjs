// Lighthouse as a phone sees the site (issue 21): the mobile preset (a mid-range phone on a
// slow 4G network, simulated throttling) on the career home, a job page and the apply page,
// each run RUNS times in Debian's Chromium; the median of each figure is checked against its
// budget. Simulated throttling scales what this machine measured, so a busy machine still
// inflates blocking time: the load average is printed beside the figures.
// `npm run bench:lighthouse` runs this part alone on a site of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { slugify } from '@talentgate/domain';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../e2e/support/chromium.mjs';
import { fullApplyRequisition } from './apply-page-js.mjs';
import { startSite, stop } from './site-process.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// `LIGHTHOUSE_PAGES=apply` (or `home,job`) measures only those pages: a before/after check of
// one page on a shared machine. The budgets and the median are the same.
const ONLY_PAGES = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
export const LIGHTHOUSE_BUDGETS = {
  performance: 90,
  lcpMs: 2500,
  cls: 0.05,
  tbtMs: 200,
  // What search engines read (decision 0043): title, description, canonical, hreflang,
  // robots.txt, crawlable links, status. Held on the career home and the job page.
  seo: 100,
};
/** The pages search engines should index; the apply page is not one of them. */
const SEO_PAGES = new Set(['home', 'job']);

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The pages a visitor from a search engine meets first: home, a job, its apply form. */
async function pagesToMeasure(base) {
  const { jobs } = await getJson(`${base}/rest/public/jobsearch/demo?pageSize=1`);
  const job = jobs[0];
  if (!job) throw new Error('the demo tenant has no job to measure');
  const requisitionId = await fullApplyRequisition(base);
  const pages = [
    { name: 'home', label: 'career home', url: `${base}/` },
    { name: 'job', label: 'job page', url: `${base}/jobs/${job.id}/${slugify(job.title)}/` },
    { name: 'apply', label: 'apply page', url: `${base}/apply/?link=${requisitionId}` },
  ];
  return ONLY_PAGES.length === 0 ? pages : pages.filter((page) => ONLY_PAGES.includes(page.name));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

// Lighthouse asks to run again when its trace missed the navigation (NO_NAVSTART, seen about
// once in twenty runs with Chromium 156); a page that truly fails fails every attempt.
const ATTEMPTS = 3;

async function audit(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, port);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`Lighthouse run failed, trying again: ${error.message}`);
    }
  }
}

async function auditOnce(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    // The SEO audits that did not pass, so a score under 100 says what to fix.
    seoFailures: lhr.categories.seo.auditRefs
      .map((ref) => audits[ref.id])
      .filter((entry) => entry && entry.score !== null && entry.score < 1)
      .map((entry) => entry.id),
  };
}

function summarize(runs) {
  return {
    performance: median(runs.map((run) => run.performance)),
    seo: median(runs.map((run) => run.seo)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    each: runs,
  };
}

function withinBudget(figures) {
  const budget = LIGHTHOUSE_BUDGETS;
  return (
    figures.performance >= budget.performance &&
    figures.lcpMs <= budget.lcpMs &&
    figures.cls <= budget.cls &&
    figures.tbtMs <= budget.tbtMs &&
    (!SEO_PAGES.has(figures.name) || figures.seo >= budget.seo)
  );
}

/** Runs Lighthouse on the site at `base` and prints one row per page in `row`'s layout. */
export async function runLighthouseBench(base, row) {
  ensureChromium();
  const pages = await pagesToMeasure(base);
  const loadBefore = loadavg()[0];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  const results = [];
  try {
    for (const page of pages) {
      // One run not counted: the server's caches and JIT, and Chromium's, warm up on it.
      await audit(page.url, chrome.port);
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(page.url, chrome.port));
      results.push({ ...page, ...summarize(runs) });
    }
  } finally {
    chrome.kill();
  }
  const loadAfter = loadavg()[0];
  const budget = LIGHTHOUSE_BUDGETS;
  console.log('');
  row(
    `Lighthouse mobile, median of ${RUNS}`,
    `load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
  );
  row(
    '  budgets',
    `performance ≥ ${budget.performance}, LCP ≤ ${budget.lcpMs / 1000} s, CLS ≤ ${budget.cls}, TBT ≤ ${budget.tbtMs} ms, SEO ${budget.seo} (home, job)`,
  );
  for (const result of results) {
    row(
      `  ${result.label}`,
      `performance ${result.performance}, LCP ${(result.lcpMs / 1000).toFixed(2)} s, ` +
        `CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbtMs)} ms, SEO ${result.seo} ` +
        (withinBudget(result) ? 'within budget' : 'OVER BUDGET'),
    );
    row(
      '    each run (performance/LCP ms/CLS/TBT ms)',
      result.each
        .map(
          (run) =>
            `${run.performance}/${Math.round(run.lcpMs)}/${run.cls.toFixed(3)}/${Math.round(run.tbtMs)}`,
        )
        .join('  '),
    );
    if (process.env.LIGHTHOUSE_VERBOSE) row('    LCP element', result.each[0]?.lcpElement ?? '?');
    const seoFailures = [...new Set(result.each.flatMap((run) => run.seoFailures))];
    if (seoFailures.length > 0) row('    SEO audits failed', seoFailures.join(', '));
  }
  return results;
}

/** The same on a fresh site of its own (embedded database), so no other bench's load or data counts. */
export async function runLighthouseOnOwnSite(row) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'talentgate-lighthouse-'));
  try {
    const site = await startSite({ DATA_DIR: dataDir });
    try {
      return await runLighthouseBench(site.base, row);
    } finally {
      await stop(site.child);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runLighthouseOnOwnSite((label, value) => console.log(`${label.padEnd(44)} ${value}`));
}
