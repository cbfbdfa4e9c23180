/**
 * Browser tests and the bench's page measures drive Debian's Chromium (Playwright's own
 * browser download cannot work on machines without internet). When it is missing and we are
 * root, install it with apt. Plain JavaScript so `bench/` (plain Node) can use it too; the
 * types are in chromium.d.mts.
 *
 * Two builds of the same Chromium (decision 0056): the bench measures pages in the full
 * browser, as Lighthouse expects; browser tests drive its headless shell, which does the same
 * page work without the full browser's own (about a quarter less time per test file).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** The browser tests' Chromium: Debian's `chromium-headless-shell`. */
export const TEST_BROWSER_PATH =
  process.env['TEST_BROWSER_PATH'] ?? '/usr/bin/chromium-headless-shell';

/** The Debian package that provides each of the two. */
const PACKAGE_OF = new Map([
  [CHROMIUM_PATH, 'chromium'],
  [TEST_BROWSER_PATH, 'chromium-headless-shell'],
]);

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

/** Installs the Debian package of the browser at `path` (the bench's by default) if missing. */
export function ensureChromium(path = CHROMIUM_PATH) {
  if (existsSync(path)) return;
  const debianPackage = PACKAGE_OF.get(path) ?? 'chromium';
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${path}: install Debian's ${debianPackage} package (apt-get install ${debianPackage}).`,
    );
  }
  console.warn(`Chromium is missing: installing Debian\u2019s ${debianPackage} package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage, 'fonts-dejavu-core'], {
    stdio: 'inherit',
    env,
  });
  if (!existsSync(path)) throw new Error('Chromium installation did not produce ' + path);
}
