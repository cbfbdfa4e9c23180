import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { JSX_OPTIONS, PREACT_ALIASES } from './vite.config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Tests render with Preact, as the site does.
  oxc: JSX_OPTIONS,
  resolve: {
    // Resolve packages to their ESM browser entries, as the build does: the CommonJS ones
    // (react-router's node entry, react-remove-scroll's main) require('react') past the aliases.
    conditions: ['module', 'browser', 'development|production'],
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
    alias: PREACT_ALIASES,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Worker threads start faster than the default child processes (docs/decisions/0038-ci-time.md).
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/settle-effects.ts'],
    // A test may wait up to 5 s for a lazy page (settle-effects.ts); give the whole test room
    // for a few such waits on a busy machine.
    testTimeout: 20_000,
    // Every library goes through Vite, so the aliases reach all imports of React (packages
    // Node loads itself would require the real react and react-dom).
    server: { deps: { inline: true } },
  },
});
