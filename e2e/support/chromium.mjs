/**
 * Browser tests and the bench's apply-page measure drive Debian's Chromium (Playwright's own
 * browser download cannot work on machines without internet). When it is missing and we are
 * root, install it with apt. Plain JavaScript so `bench/` (plain Node) can use it too; the
 * types are in chromium.d.mts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // No test reaches the internet (oidc-provider's login page, served by a local peer, imports
  // a web font from Google): everything but the loopback goes to a proxy that is not there,
  // so it fails at once without a DNS lookup. Unlike routing every request through Playwright,
  // this costs the pages nothing.
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=127.0.0.1;localhost;[::1]',
];

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: install Debian's chromium package (apt-get install chromium).`,
    );
  }
  console.warn('Chromium is missing: installing Debian\u2019s chromium package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
    stdio: 'inherit',
    env,
  });
  if (!existsSync(CHROMIUM_PATH))
    throw new Error('Chromium installation did not produce ' + CHROMIUM_PATH);
}
