/**
 * A site of the test file's own, for tests that change the demo data (a new password would
 * break every later sign-in on the shared site). It runs in development mode, so it keeps
 * e-mails in its outbox and lists them at /dev/mailbox.
 *
 * `prepare` configures the demo tenant before the site starts, through the same command-line
 * tools an operator uses (`npm run tenant-settings`, `npm run lists`, `npm run streams`): the embedded database
 * belongs to one process at a time, so they run between seeding and starting.
 *
 * Every own site starts from a copy of the demo data global setup seeded once (seedDemoData),
 * postal codes included: a copy and a start take about 4 s, a site seeding an empty database
 * about 9 s (docs/performance-log.md, "CI time").
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { OWN_SITE_ENV, runCli, startSite, type CliTool, type RunningSite } from './server.js';

/** Runs one of the API's command-line tools (apps/api/dist/cli/{tool}.js) on the site's data. */
export type RunCli = (tool: CliTool, args: string[]) => Promise<void>;

export interface OwnSiteOptions {
  prepare?: (cli: RunCli) => Promise<void>;
  /** More environment for the site, read when it starts (e.g. the SMTP_URL of a test peer). */
  env?: () => Record<string, string>;
}

export function useOwnSite(options: OwnSiteOptions = {}): () => string {
  let site: RunningSite | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    const siteEnv = { ...OWN_SITE_ENV, ...options.env?.() };
    const folder = await mkdtemp(path.join(tmpdir(), 'talentgate-e2e-own-'));
    dataDir = folder;
    await cp(inject('demoDataDir'), folder, { recursive: true });
    await options.prepare?.((tool, args) => runCli(folder, tool, args));
    // The copy is seeded already: seeding again at start would add nothing (about a second).
    site = await startSite({ ...siteEnv, SEED_DEMO: 'false', DATA_DIR: folder });
  });
  afterAll(async () => {
    await site?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!site) throw new Error('The own site has not started');
    return site.baseUrl;
  };
}
