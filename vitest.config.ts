import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine.
    // The test files wait on their databases and jsdom often enough that a worker per core is
    // faster (docs/performance-log.md, "CI time").
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          // Pure functions: one import of the package per worker.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'corpus/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          setupFiles: ['src/test/fresh-process-caches.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Each file builds its own app on its own database copy; the modules (Fastify,
          // Drizzle, PGlite) are imported once per worker (docs/decisions/0038-ci-time.md).
          isolate: false,
        },
      },
      // Isolated (Vitest's default): Mantine's shared portal and notification store live in
      // modules, and a file finds another's left behind.
      'apps/web/vitest.config.ts',
    ],
  },
});
