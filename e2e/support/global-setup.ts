/**
 * One running site for all browser tests, seeded with the demo tenant, and a seeded data folder
 * that test files' own sites start from a copy of (own-site.ts).
 */
import { rm } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, ensureChromium, TEST_BROWSER_PATH } from './chromium.mjs';
import { seedDemoData, startSite } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Seeded demo data for own sites to copy; nothing runs on it. */
    demoDataDir: string;
    /** The one Chromium every test file connects to (browser.ts). */
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  ensureChromium(TEST_BROWSER_PATH);
  // Two processes with nothing in common: the shared site seeds its own database meanwhile.
  // The site runs as in production, with the API docs switched on for their own test.
  const [site, demoDataDir, browserServer] = await Promise.all([
    startSite({ SEED_DEMO: 'true', OPENAPI_UI: 'true' }),
    seedDemoData(),
    // One browser for the run: a test file connects to it and gets contexts of its own,
    // instead of starting Chromium again (about a second per file).
    chromium.launchServer({ executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS }),
  ]);
  project.provide('baseUrl', site.baseUrl);
  project.provide('demoDataDir', demoDataDir);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await site.stop();
    await rm(demoDataDir, { recursive: true, force: true });
  };
}
