// Where a page's main-thread time goes while it opens (issue 21), without Lighthouse's
// throttling: each page is opened RUNS times in Debian's Chromium, and the medians of its
// top-level tasks are printed: the time spent in tasks, the time in long tasks, the blocking
// time Lighthouse's mobile preset would simulate (each task × 4, minus 50 ms), and the
// paints. On a shared machine the absolute figures move with the load, so compare before and
// after in the same minute. `PAGE_PROFILE=1` also prints the functions and scripts that took
// the most self time (a CPU profile of one more run); `PAGE_TASKS=1` lists each run's tasks
// of 20 ms or more, from the navigation's start, beside its first paint.
// `npm run build && node bench/page-main-thread.mjs [home|job|apply ...]`
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { slugify } from '@talentgate/domain';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../e2e/support/chromium.mjs';
import { fullApplyRequisition } from './apply-page-js.mjs';
import { startSite, stop } from './site-process.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
/** Lighthouse's mobile preset multiplies main-thread time by this (simulated throttling). */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function pagesToMeasure(base) {
  const { jobs } = await getJson(`${base}/rest/public/jobsearch/demo?pageSize=1`);
  const job = jobs[0];
  if (!job) throw new Error('the demo tenant has no job to measure');
  const requisitionId = await fullApplyRequisition(base);
  return [
    { name: 'home', url: `${base}/`, ready: 'main ul li' },
    { name: 'job', url: `${base}/jobs/${job.id}/${slugify(job.title)}/`, ready: 'main h1' },
    { name: 'apply', url: `${base}/apply/?link=${requisitionId}`, ready: '[data-form-heading]' },
  ];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Top-level tasks of the page's main thread from a trace, in ms: of the renderers' main
 * threads (the blank tab's, the page's), the one that ran the most.
 */
function mainThreadTasks(events) {
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const tasksOf = (main) =>
    events
      .filter(
        (event) =>
          event.tid === main.tid &&
          event.pid === main.pid &&
          event.ph === 'X' &&
          (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask'),
      )
      .map((event) => ({ start: event.ts / 1000, ms: (event.dur ?? 0) / 1000 }));
  const total = (tasks) => tasks.reduce((sum, task) => sum + task.ms, 0);
  return mains.map(tasksOf).sort((a, b) => total(b) - total(a))[0] ?? [];
}

async function openOnce(browser, page, { profile }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await tab.goto(page.url);
  await tab.locator(page.ready).first().waitFor({ timeout: 30_000 });
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(500);
  const cpuProfile = profile ? (await cdp.send('Profiler.stop')).profile : null;
  await cdp.send('Tracing.end');
  await traced;
  await context.close();

  const tasks = mainThreadTasks(events);
  const navigation = events.find((event) => event.name === 'navigationStart');
  const origin = navigation ? navigation.ts / 1000 : (tasks[0]?.start ?? 0);
  const paintAt = (name) => {
    const event = events.find((candidate) => candidate.name === name);
    return event ? event.ts / 1000 - origin : NaN;
  };
  const fcp = paintAt('firstContentfulPaint');
  const lcpEvents = events.filter((event) => event.name === 'largestContentfulPaint::Candidate');
  const lcp = lcpEvents.length ? lcpEvents.at(-1).ts / 1000 - origin : NaN;
  const afterStart = tasks.filter((task) => task.start >= origin);
  return {
    taskMs: afterStart.reduce((sum, task) => sum + task.ms, 0),
    longMs: afterStart
      .filter((task) => task.ms >= LONG_TASK_MS)
      .reduce((sum, task) => sum + task.ms, 0),
    simulatedTbtMs: afterStart.reduce(
      (sum, task) => sum + Math.max(0, task.ms * CPU_SLOWDOWN - LONG_TASK_MS),
      0,
    ),
    longest: Math.max(0, ...afterStart.map((task) => task.ms)),
    // Tasks of 20 ms or more as "start+duration", start from navigation (PAGE_TASKS=1).
    taskList: afterStart
      .filter((task) => task.ms >= 20)
      .map((task) => `${Math.round(task.start - origin)}+${Math.round(task.ms)}`)
      .join(' '),
    fcp,
    lcp,
    cpuProfile,
  };
}

/** Self time by function and by script of a CPU profile, largest first. */
function summarizeProfile(cpuProfile, top = 25) {
  const { nodes, samples, timeDeltas } = cpuProfile;
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  samples.forEach((id, index) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (timeDeltas[index] ?? 0) / 1000);
  });
  const byFunction = new Map();
  const byScript = new Map();
  for (const [id, ms] of selfMs) {
    const { callFrame } = byId.get(id);
    const script = callFrame.url ? callFrame.url.replace(/^https?:\/\/[^/]+/, '') : '(native)';
    const name = `${callFrame.functionName || '(anonymous)'} ${script}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { functions: sorted(byFunction), scripts: sorted(byScript) };
}

async function main() {
  ensureChromium();
  const wanted = process.argv.slice(2);
  // SITE=http://127.0.0.1:PORT measures a site already running (one per build to compare).
  const dataDir = process.env.SITE
    ? null
    : await mkdtemp(path.join(tmpdir(), 'talentgate-main-thread-'));
  const site = dataDir ? await startSite({ DATA_DIR: dataDir }) : { base: process.env.SITE };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const pages = (await pagesToMeasure(site.base)).filter(
      (page) => wanted.length === 0 || wanted.includes(page.name),
    );
    console.log(`load average ${loadavg()[0].toFixed(2)}, median of ${RUNS} runs (ms)`);
    for (const page of pages) {
      await openOnce(browser, page, { profile: false }); // warm-up: server caches, JIT
      const runs = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await openOnce(browser, page, { profile: false }));
      const m = (key) => Math.round(median(runs.map((run) => run[key])));
      console.log(
        `${page.name.padEnd(6)} tasks ${m('taskMs')}, long tasks ${m('longMs')}, longest ${m('longest')}, ` +
          `simulated TBT ${m('simulatedTbtMs')}, FCP ${m('fcp')}, LCP ${m('lcp')}` +
          `  (each TBT: ${runs.map((run) => Math.round(run.simulatedTbtMs)).join(' ')})`,
      );
      if (process.env.PAGE_TASKS) {
        for (const run of runs) {
          console.log(`  FCP ${Math.round(run.fcp)}, tasks of 20 ms or more: ${run.taskList}`);
        }
      }
      if (process.env.PAGE_PROFILE) {
        const { cpuProfile } = await openOnce(browser, page, { profile: true });
        const { functions, scripts } = summarizeProfile(cpuProfile);
        console.log('  self time by script:');
        for (const [name, ms] of scripts) console.log(`    ${ms.toFixed(1).padStart(7)} ${name}`);
        console.log('  self time by function:');
        for (const [name, ms] of functions) console.log(`    ${ms.toFixed(1).padStart(7)} ${name}`);
      }
    }
    console.log(`load average ${loadavg()[0].toFixed(2)} after`);
  } finally {
    await browser.close();
    if (dataDir) {
      await stop(site.child);
      await rm(dataDir, { recursive: true, force: true });
    }
  }
}

await main();
