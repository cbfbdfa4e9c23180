import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const FRAMEWORK_PACKAGES =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)\//;

const CORE_MODULES =
  /apps\/web\/src\/(lib\/(api-client|api-error|page-meta|stored-session)|features\/(routing|site)\/)|packages\/domain\/dist\/(routes|constants)\.js/;

/** The API origin `/rest` is proxied to in dev and preview; override to point at another API. */
const apiOrigin = process.env['TG_API_URL'] ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = { '/rest': { target: apiOrigin, changeOrigin: true } };

/**
 * In production the API fills the tenant placeholder per request. The dev server has no API in
 * front of it, so it fills the tenant from TG_CLIENT (the app itself falls back to `demo`).
 */
function devTenant(): Plugin {
  const client = process.env['TG_CLIENT'];
  return {
    name: 'talentgate-dev-tenant',
    apply: 'serve',
    transformIndexHtml: (html) => (client ? html.replace('__TG_CLIENT__', client) : html),
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), devTenant()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        advancedChunks: {
          // Libraries every page loads at start change far less often than our code; a chunk
          // of their own stays cached across deploys. (Mantine is left out: part of it is
          // only used by lazy chunks and must stay there.)
          groups: [
            { name: 'framework', test: FRAMEWORK_PACKAGES },
            // Our own modules every page loads, which lazy pages share: one chunk instead of a
            // dozen tiny ones the bundler would otherwise cut (−3.5 KB gzipped at start). Only
            // modules the entry imports belong here, or they would load with every page.
            { name: 'core', test: CORE_MODULES },
          ],
        },
      },
    },
  },
});
