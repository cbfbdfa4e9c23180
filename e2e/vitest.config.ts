import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // A flow of 15 s on a quiet machine takes twice that on a slow one (decision 0056).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time: one file alone leaves a third of the two cores idle while its
    // pages wait on the network and timers; two finish the run about 20% sooner
    // (docs/performance-log.md, "CI time"). Each file has its own pages and, where it
    // changes data, its own site.
    fileParallelism: true,
    maxWorkers: 2,
    // Test files share the worker's modules (Playwright, axe-core, the support files): each
    // file's state lives in the hooks its own calls register (useBrowser, useOwnSite).
    isolate: false,
  },
});
