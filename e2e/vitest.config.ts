import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: one browser at a time keeps the site and the browser responsive.
    fileParallelism: false,
    // Test files share the worker's modules (Playwright, axe-core, the support files): each
    // file's state lives in the hooks its own calls register (useBrowser, useOwnSite).
    isolate: false,
  },
});
