/**
 * nginx in front of several instances of the site, round robin, as a production load
 * balancer would be: the two-instance browser test and the bench start it. Debian's nginx
 * package is installed when missing and we are root (as Chromium is, chromium.mjs). Plain
 * JavaScript so `bench/` can use it too; the types are in nginx.d.mts.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX_PATH = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';

export function ensureNginx() {
  if (existsSync(NGINX_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`nginx is missing at ${NGINX_PATH}: install Debian's nginx package.`);
  }
  console.warn('nginx is missing: installing Debian\u2019s nginx package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  // Not started as a service on port 80 (policy-rc.d 101: "action forbidden"): the tests
  // run their own, on a free port.
  const policy = '/usr/sbin/policy-rc.d';
  const hadPolicy = existsSync(policy);
  if (!hadPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], {
      stdio: 'inherit',
      env,
    });
  } finally {
    if (!hadPolicy) rmSync(policy, { force: true });
  }
  if (!existsSync(NGINX_PATH)) throw new Error('nginx installation did not produce ' + NGINX_PATH);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function config(prefix, port, upstreams) {
  const temp = (name) => `${name}_temp_path ${path.join(prefix, name)};`;
  return `worker_processes 1;
daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream talentgate {
    ${upstreams.map((upstream) => `server ${upstream.replace(/^https?:\/\//, '')};`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 20m;
    location / {
      proxy_pass http://talentgate;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

/** A free port on 127.0.0.1, for a load balancer whose address the sites must know first. */
export { freePort };

/** nginx on `port` (a free one by default), sending requests to `upstreams` (origins) in turn. */
export async function startLoadBalancer(upstreams, port = 0) {
  ensureNginx();
  const prefix = await mkdtemp(path.join(tmpdir(), 'talentgate-nginx-'));
  await mkdir(path.join(prefix, 'logs'), { recursive: true });
  port = port || (await freePort());
  const file = path.join(prefix, 'nginx.conf');
  await writeFile(file, config(prefix, port, upstreams));
  const child = spawn(NGINX_PATH, ['-p', prefix, '-c', file], { stdio: 'inherit' });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      await fetch(`${baseUrl}/readyz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start listening');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGQUIT');
        });
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
