/** Starts the built site (API + web app) as a real process on a free port. */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningSite {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * How test files' own sites run (see own-site.ts): development mode keeps e-mails in an outbox.
 * The development identity provider stays off unless a test asks for it (it would listen on
 * the site's port plus one, and offer a sign-in button the other tests do not expect).
 */
export const OWN_SITE_ENV = {
  SEED_DEMO: 'true',
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  DEV_IDENTITY_PROVIDER: 'false',
};

export type CliTool =
  'seed' | 'lists' | 'tenant-settings' | 'job-alerts' | 'streams' | 'identity-providers';

const run = promisify(execFile);

/** Runs one of the API's command-line tools (apps/api/dist/cli/{tool}.js) on `dataDir`. */
export async function runCli(dataDir: string, tool: CliTool, args: string[]): Promise<void> {
  const entry = path.join(REPO_ROOT, 'apps/api/dist/cli', `${tool}.js`);
  await run(process.execPath, [entry, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...OWN_SITE_ENV, DATA_DIR: dataDir, INIT_CWD: REPO_ROOT },
  });
}

/**
 * A data folder with the demo tenant seeded (`npm run db:seed`), for own sites to copy: the
 * site must not be running on it, the embedded database belongs to one process at a time.
 */
export async function seedDemoData(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'talentgate-e2e-demo-'));
  await runCli(dataDir, 'seed', []);
  return dataDir;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const entry = path.join(REPO_ROOT, 'apps/api/dist/main.js');
  if (!existsSync(entry) || !existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The site is not built: run `npm run build` first (npm run test:e2e does).');
  }
  const dataDir = env['DATA_DIR'] ?? (await mkdtemp(path.join(tmpdir(), 'talentgate-e2e-')));
  // A test whose peers must know the site's address (redirect URIs) chooses the port.
  const port = env['PORT'] ? Number(env['PORT']) : await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production requires a master key (decision 0048); a fixed one, so a site restarted on
      // the same data folder still opens what it encrypted.
      SENSITIVE_DATA_MASTER_KEY: 'e2e0'.repeat(16),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      await stopProcess(child);
      if (!env['DATA_DIR']) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(
  baseUrl: string,
  child: ChildProcess,
  // A fresh site migrates and seeds its embedded database first: about 10 s on a quiet
  // machine, several times that when the two cores are shared. Below the hook timeout (120 s).
  timeoutMs = 110_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The site exited with code ${child.exitCode} while starting.`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The site at ${baseUrl} was not ready within ${timeoutMs} ms.`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
