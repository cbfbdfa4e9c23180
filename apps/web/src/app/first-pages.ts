import type { WidgetName } from '@talentgate/domain';

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

/** Routes whose first render formats calendar dates (a job's posting day, the results'). */
export const ROUTES_WITH_DATES_FIRST: ReadonlySet<string> = new Set([
  'careerHome',
  'job',
  'jobWithSlug',
]);

/**
 * The apply form's widgets whose code loads when a form first draws them (widgets/registry.ts),
 * by widget name → module. The build lists each one's chunks, and the server names those of the
 * widgets the flow's opening form uses in its page's head (decision 0054): otherwise a resume
 * upload on the first form is fetched only after the form has drawn, one more round trip before
 * the page is whole.
 */
export const LAZY_WIDGET_SOURCES = {
  textarea: 'src/features/apply-engine/widgets/TextareaWidget.tsx',
  select: 'src/features/apply-engine/widgets/ListWidgets.tsx',
  multiselect: 'src/features/apply-engine/widgets/ListWidgets.tsx',
  'checkbox-group': 'src/features/apply-engine/widgets/ChoiceWidgets.tsx',
  checkbox: 'src/features/apply-engine/widgets/CheckboxWidget.tsx',
  password: 'src/features/apply-engine/widgets/PasswordWidget.tsx',
  'terms-optin': 'src/features/apply-engine/widgets/TermsWidget.tsx',
  'subscription-preferences': 'src/features/apply-engine/widgets/SubscriptionWidget.tsx',
  place: 'src/features/apply-engine/widgets/PlaceWidget.tsx',
  grid: 'src/features/apply-engine/widgets/GridWidget.tsx',
  attachment: 'src/features/attachments/AttachmentWidget.tsx',
  screening: 'src/features/screening/ScreeningWidget.tsx',
} as const satisfies Partial<Record<WidgetName, string>>;

/** The file the build writes beside index.html. */
export const FIRST_PAGE_PRELOADS_FILE = 'first-page-preloads.json';
