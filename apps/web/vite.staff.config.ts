import { defineConfig, mergeConfig } from 'vite';
import siteConfig from './vite.config';

/**
 * The staff console (decision 0031) is built apart, after the career site, into the same
 * dist/ (its assets under assets/staff/): the site's chunks are cut exactly as without the
 * console, so the candidate pages' JavaScript budgets cannot move because of it.
 */
export default mergeConfig(
  siteConfig,
  defineConfig({
    build: {
      emptyOutDir: false,
      rolldownOptions: {
        input: { staff: new URL('./staff.html', import.meta.url).pathname },
        output: {
          entryFileNames: 'assets/staff/[name]-[hash].js',
          chunkFileNames: 'assets/staff/[name]-[hash].js',
          assetFileNames: 'assets/staff/[name]-[hash][extname]',
          advancedChunks: { groups: [] },
        },
      },
    },
  }),
);
