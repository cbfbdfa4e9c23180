/** One running site for all browser tests, seeded with the demo tenant. */
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium.js';
import { startSite } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  ensureChromium();
  const site = await startSite({ SEED_DEMO: 'true' });
  project.provide('baseUrl', site.baseUrl);
  return () => site.stop();
}
