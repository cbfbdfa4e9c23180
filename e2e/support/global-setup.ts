/**
 * One running site for all browser tests, seeded with the demo tenant, and a seeded data folder
 * that test files' own sites start from a copy of (own-site.ts).
 */
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium.mjs';
import { seedDemoData, startSite } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Seeded demo data for own sites to copy; nothing runs on it. */
    demoDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  ensureChromium();
  // Two processes with nothing in common: the shared site seeds its own database meanwhile.
  // The site runs as in production, with the API docs switched on for their own test.
  const [site, demoDataDir] = await Promise.all([
    startSite({ SEED_DEMO: 'true', OPENAPI_UI: 'true' }),
    seedDemoData(),
  ]);
  project.provide('baseUrl', site.baseUrl);
  project.provide('demoDataDir', demoDataDir);
  return async () => {
    await site.stop();
    await rm(demoDataDir, { recursive: true, force: true });
  };
}
