/**
 * The pages people most often open first, whose code the first render waits for (main.tsx).
 * The build lists each one's chunks, styles and text catalogs (build/first-page-preloads.ts),
 * and the server names them in the page's head, so the browser fetches them with the entry's
 * instead of after it has run (decision 0054). Plain data: the build's config reads it too.
 */
export const FIRST_PAGE_SOURCES = {
  job: { module: 'src/features/jobs/JobPage.tsx', namespace: null },
  flow: {
    module: 'src/features/apply-engine/pages/FlowPage.tsx',
    namespace: 'apply-engine',
  },
} as const;

export type FirstPage = keyof typeof FIRST_PAGE_SOURCES;

/** The first page each route draws. */
export const FIRST_PAGES: Readonly<Record<string, FirstPage>> = {
  job: 'job',
  jobWithSlug: 'job',
  apply: 'flow',
  sponsorApply: 'flow',
  applyRequisition: 'flow',
  applyStep: 'flow',
  applyPage: 'flow',
};

/** The file the build writes beside index.html. */
export const FIRST_PAGE_PRELOADS_FILE = 'first-page-preloads.json';
