/**
 * sitemap.xml (https://www.sitemaps.org/protocol.html) of a tenant's site: the career home
 * and every open job, nothing else; with the site's other languages as hreflang alternates
 * (https://developers.google.com/search/docs/specialty/international/localized-versions).
 */
import type { Job } from '@talentgate/domain';
import type { Tenant } from '../tenants/find-tenant.js';
import { homePath, jobPath } from './job-urls.js';
import { escapeMarkup } from './markup.js';

function languagesOf(tenant: Tenant): string[] {
  return tenant.languages.length > 0 ? tenant.languages : [tenant.defaultLanguage];
}

function urlEntry(
  origin: string,
  languages: readonly string[],
  pathIn: (language: string) => string,
  lastModified?: string,
): string {
  const [first = 'en'] = languages;
  const alternates =
    languages.length > 1
      ? languages
          .map(
            (language) =>
              `<xhtml:link rel="alternate" hreflang="${escapeMarkup(language)}" href="${escapeMarkup(origin + pathIn(language))}"/>`,
          )
          .join('')
      : '';
  const lastmod = lastModified ? `<lastmod>${escapeMarkup(lastModified)}</lastmod>` : '';
  return `<url><loc>${escapeMarkup(origin + pathIn(first))}</loc>${lastmod}${alternates}</url>`;
}

export function sitemapXml(tenant: Tenant, origin: string, jobs: readonly Job[]): string {
  const languages = languagesOf(tenant);
  const entries = [
    urlEntry(origin, languages, homePath),
    ...jobs.map((job) =>
      urlEntry(origin, languages, (language) => jobPath(language, job), job.postedDate),
    ),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

/**
 * robots.txt: everything but the API, the staff console and the candidate's own pages (in
 * every language of the site), and where the sitemap is.
 */
export function robotsTxt(tenant: Tenant, origin: string): string {
  const privatePaths = [
    '/rest/',
    '/staff/',
    ...languagesOf(tenant).map((language) => homePath(language) + 'profile/'),
  ];
  return [
    'User-agent: *',
    ...[...new Set(privatePaths)].map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
