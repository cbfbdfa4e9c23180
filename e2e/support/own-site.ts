/**
 * A site of the test file's own, for tests that change the demo data (a new password would
 * break every later sign-in on the shared site). It runs in development mode, so it keeps
 * e-mails in its outbox and lists them at /dev/mailbox.
 *
 * `prepare` configures the demo tenant before the site starts, through the same command-line
 * tools an operator uses (`npm run tenant-settings`, `npm run lists`, `npm run streams`): the embedded database
 * belongs to one process at a time, so they run between seeding and starting.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { REPO_ROOT, startSite, type RunningSite } from './server.js';

const run = promisify(execFile);

/** Runs one of the API's command-line tools (apps/api/dist/cli/{tool}.js) on the site's data. */
export type RunCli = (
  tool: 'seed' | 'lists' | 'tenant-settings' | 'job-alerts' | 'streams',
  args: string[],
) => Promise<void>;

export interface OwnSiteOptions {
  prepare?: (cli: RunCli) => Promise<void>;
  /** More environment for the site, read when it starts (e.g. the SMTP_URL of a test peer). */
  env?: () => Record<string, string>;
}

export function useOwnSite(options: OwnSiteOptions = {}): () => string {
  let site: RunningSite | undefined;
  let dataDir: string | undefined;
  const env = { SEED_DEMO: 'true', NODE_ENV: 'development', LOG_LEVEL: 'warn' };
  beforeAll(async () => {
    const { prepare } = options;
    const siteEnv = { ...env, ...options.env?.() };
    if (!prepare) {
      site = await startSite(siteEnv);
      return;
    }
    const folder = await mkdtemp(path.join(tmpdir(), 'talentgate-e2e-own-'));
    dataDir = folder;
    const cli: RunCli = async (tool, args) => {
      const entry = path.join(REPO_ROOT, 'apps/api/dist/cli', `${tool}.js`);
      await run(process.execPath, [entry, ...args], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env, DATA_DIR: folder, INIT_CWD: REPO_ROOT },
      });
    };
    await cli('seed', []);
    await prepare(cli);
    site = await startSite({ ...siteEnv, DATA_DIR: folder });
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
