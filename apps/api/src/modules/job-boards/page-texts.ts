/**
 * The few interface words of the pages the server draws for search engines and visitors
 * without JavaScript. They are the web app's own texts (its catalogs, by the same keys), so
 * the page reads the same before and after the app takes over; page-texts.test.ts fails when
 * a catalog changes and these do not.
 */
export const PAGE_TEXT_KEYS = [
  'pageTitle',
  'home.title',
  'home.documentTitle',
  'home.resultsHeading',
  'job.apply',
  'job.descriptionHeading',
  'job.closedTitle',
] as const;
export type PageTextKey = (typeof PAGE_TEXT_KEYS)[number];

type PageTexts = Record<PageTextKey, string>;

const en: PageTexts = {
  pageTitle: '{{page}} · {{site}}',
  'home.title': 'Careers at {{name}}',
  'home.documentTitle': 'Jobs',
  'home.resultsHeading': 'Open jobs',
  'job.apply': 'Apply now',
  'job.descriptionHeading': 'About the job',
  'job.closedTitle': 'This job is no longer accepting applications',
};

export const PAGE_TEXTS: Readonly<Record<string, PageTexts>> = {
  en,
  es: {
    pageTitle: '{{page}} · {{site}}',
    'home.title': 'Trabaja en {{name}}',
    'home.documentTitle': 'Ofertas de empleo',
    'home.resultsHeading': 'Ofertas abiertas',
    'job.apply': 'Solicitar ahora',
    'job.descriptionHeading': 'Sobre el puesto',
    'job.closedTitle': 'Esta oferta ya no acepta solicitudes',
  },
  fr: {
    pageTitle: '{{page}} · {{site}}',
    'home.title': 'Carrières chez {{name}}',
    'home.documentTitle': 'Offres d’emploi',
    'home.resultsHeading': 'Offres ouvertes',
    'job.apply': 'Postuler',
    'job.descriptionHeading': 'À propos du poste',
    'job.closedTitle': 'Cette offre n’accepte plus de candidatures',
  },
  ar: {
    pageTitle: '{{page}} · {{site}}',
    'home.title': 'الوظائف في {{name}}',
    'home.documentTitle': 'الوظائف',
    'home.resultsHeading': 'الوظائف المتاحة',
    'job.apply': 'قدّم الآن',
    'job.descriptionHeading': 'عن الوظيفة',
    'job.closedTitle': 'لم تعد هذه الوظيفة تقبل طلبات التقديم',
  },
};

/** The text in the language (English where the site has no catalog), its `{{name}}`s filled. */
export function pageText(
  language: string,
  key: PageTextKey,
  values: Record<string, string> = {},
): string {
  const texts = PAGE_TEXTS[language] ?? en;
  return texts[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
