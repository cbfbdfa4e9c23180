import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin, type ProxyOptions } from 'vite';
import { compileHints } from './build/compile-hints';
import { firstPagePreloads } from './build/first-page-preloads';
import { precompressAssets } from './build/precompress';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const FRAMEWORK_PACKAGES =
  /node_modules\/(preact|react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)\//;

/**
 * React runs as Preact (decision 0008): every import of React, from our code and from
 * libraries alike, resolves to preact/compat. Exact matches only, so nothing falls through
 * to the real react-dom.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // react-i18next's CommonJS shim for useSyncExternalStore, which preact/compat has built in.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/** JSX compiles with Vite's own transform to react/jsx-runtime, which the aliases send to Preact. */
export const JSX_OPTIONS = { jsx: { runtime: 'automatic' as const, importSource: 'react' } };

const CORE_MODULES =
  /apps\/web\/src\/(lib\/(api-client|api-error|page-meta|stored-session)|features\/(routing|site)\/)|packages\/domain\/dist\/(routes|constants)\.js/;

/**
 * Small modules the apply page's first load shares with other pages. Left to the bundler, each
 * became a chunk of its own, 0.1-1 KB gzipped: 14 of the page's 33 requests. A phone's browser
 * opens at most 6 connections to a site over HTTP/1.1, so every 6 requests cost another round
 * trip before the form can draw (issue 21). Two chunks instead: what pages share (a job page,
 * the dashboard and account pages load it too, about 2.5 KB gzipped) and what the form engine
 * shares with its lazy widgets.
 */
const PAGE_SHARED_MODULES =
  /apps\/web\/src\/(lib\/(ids|page-icons)|features\/(social-sign-in\/use-social-prefill|applications\/(AppliedNotice|use-applied)|jobs\/JobClosedNotice|apply\/requisition-query|auth\/use-api-error-text))\.tsx?$|packages\/domain\/dist\/(flows\/flow-messages|validation\/uname)\.js$/;
const FORM_SHARED_MODULES =
  /apps\/web\/src\/features\/apply-engine\/(render\/(use-field-messages\.ts|FormGroup\.module\.css)|fields\/(phone-(country|library)|date-format)\.ts|widgets\/(widget-types|cell-text)\.ts)$|packages\/domain\/dist\/forms\/(field-errors|screening-answer|schema-guards)\.js$/;

/** The API origin `/rest` is proxied to in dev and preview; override to point at another API. */
const apiOrigin = process.env['TG_API_URL'] ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = { '/rest': { target: apiOrigin, changeOrigin: true } };

/**
 * In production the API fills the placeholders per request. The dev server has no API in
 * front of it, so it fills the tenant from TG_CLIENT (the app itself falls back to `demo`) and
 * leaves the server-drawn parts of the page empty.
 */
function devTenant(): Plugin {
  const client = process.env['TG_CLIENT'];
  const values: Record<string, string> = {
    __TG_SITE_NAME__: client ?? 'demo',
    __TG_TITLE__: client ?? 'demo',
    __TG_LANG__: 'en',
    __TG_DIR__: 'ltr',
    __TG_HEAD__: '',
    __TG_PAGE__: '',
    ...(client ? { __TG_CLIENT__: client } : {}),
  };
  return {
    name: 'talentgate-dev-tenant',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace(/__TG_[A-Z_]+__/g, (name) => values[name] ?? name),
  };
}

export default defineConfig({
  root: webRoot,
  // No @vitejs/plugin-react: its Fast Refresh needs the real React (edits reload the page).
  plugins: [devTenant(), firstPagePreloads(), compileHints(), precompressAssets()],
  oxc: JSX_OPTIONS,
  resolve: { alias: PREACT_ALIASES },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser of Vite's default targets but Safari 16 follows `modulepreload` links; there
    // the chunks load when imported, a little later. The polyfill cost every page ~0.5 KB.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Mantine marks its modules 'use client', which means nothing to a client-only build.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client'))
          return;
        // React Router feature-tests React.useOptimistic and falls back without it (decision 0008).
        if (warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: {
        // The namespaces' catalogs are named apart from the site's (all are `fr.json`…), so a
        // chunk's name says which catalog it holds (the pseudo-locale test serves each).
        chunkFileNames: (chunk) => {
          const namespace = /\/i18n\/locales\/(apply-engine|account)\//.exec(
            chunk.facadeModuleId ?? '',
          )?.[1];
          return namespace ? `assets/${namespace}-[name]-[hash].js` : 'assets/[name]-[hash].js';
        },
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
            // Without the modules they import: those are the entry's, or the pages' own.
            {
              name: 'page-shared',
              test: PAGE_SHARED_MODULES,
              includeDependenciesRecursively: false,
            },
            {
              name: 'form-shared',
              test: FORM_SHARED_MODULES,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
