// Processes the benches start: a free port, a Node process polled until it answers, the site
// itself (the built API serving the built web app, demo tenant seeded) and a clean stop.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${readyUrl} never became ready`);
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

export async function startSite(extraEnv) {
  const port = await freePort();
  const child = await startProcess(
    ['apps/api/dist/main.js'],
    {
      NODE_ENV: 'production',
      SENSITIVE_DATA_MASTER_KEY: 'e2e0'.repeat(16),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // All load comes from one address: lift the per-address write limit to measure sign-in itself.
      RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
      ...extraEnv,
    },
    `http://127.0.0.1:${port}/readyz`,
  );
  return { child, base: `http://127.0.0.1:${port}` };
}
