/**
 * Serves the built web app from the same port as the API. Hashed assets are cached for
 * a year; every page path gets index.html with the tenant's client key, the CSP style
 * nonce, the tenant's description and the API answers the page asks for first filled in.
 * The status follows the shared route table: 200 for a page that exists, 404 otherwise
 * (the app then shows its not-found page). Paths under `/staff/` get the staff console's page
 * (staff.html, an entry of its own, so the career site's pages carry none of its code), with
 * the client key and nonce filled the same way.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { brandingCss, matchRoute, splitLanguage } from '@talentgate/domain';
import type { Config } from '../config.js';
import { appError } from '../errors/catalogue.js';
import { captchaCspAdditions } from '../modules/captcha/captcha-widget.js';
import { captchaSettingsOf } from '../modules/captcha/verify-captcha.js';
import { serverPage } from '../modules/job-boards/server-page.js';
import { escapeMarkup as escapeHtml } from '../modules/job-boards/markup.js';
import { siteBrandingOf } from '../modules/site/present-site.js';
import { siteOfRequest } from '../modules/tenants/site-origin.js';
import { loadPreloadTags } from './first-page-preloads.js';
import { answersText, collectInitialAnswers, streamMetadataAnswer } from './initial-answers.js';
import { openingWidgets } from './opening-widgets.js';
import { setPageCsp } from './security-headers.js';

const ONE_YEAR_SECONDS = 31_536_000;

/** Languages written right to left, for the page's `dir` before the app starts. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

/**
 * Fills every placeholder in one pass, so no text put in (a job title that reads
 * `__TG_ANSWERS__`) is ever read as a placeholder itself.
 */
function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/__(?:TG_[A-Z_]+|CSP_NONCE)__/g, (name) => values[name] ?? name);
}

/** The staff console's paths: `/staff` and everything under it, in any case. */
function isStaffPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower === '/staff' || lower.startsWith('/staff/');
}

export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const builtPage = await readFile(path.join(config.webDistDir, 'index.html'), 'utf8').catch(
    () => null,
  );
  if (builtPage === null) {
    app.log.warn({ webDistDir: config.webDistDir }, 'web app not built; serving the API only');
    return;
  }
  const staffTemplate = await readFile(path.join(config.webDistDir, 'staff.html'), 'utf8').catch(
    () => null,
  );
  const preloadTags = await loadPreloadTags(config.webDistDir);
  // A first page's own code is named last in the head, after the entry's scripts and styles
  // the build put there: the browser asks for what every page needs first.
  const template = builtPage.replace(/<\/head>/i, '__TG_PRELOADS__</head>');

  await app.register(fastifyStatic, {
    root: config.webDistDir,
    wildcard: false,
    index: false,
    // The build wrote a .br and a .gz beside each script and style (decision 0055).
    preCompressed: true,
    allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/staff.html',
    setHeaders: (response, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header(
        'cache-control',
        immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600',
      );
    },
  });

  const RETURN_PAGES = new Set(['cognitoCallback', 'ssoCallback']);

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split('?');
    if (pathname.startsWith('/rest/') || pathname === '/rest') throw appError('ROUTE_NOT_FOUND');

    const { client, origin } = await siteOfRequest(app, config, request);
    const tenant = await app.tenants.find(client);
    if (staffTemplate !== null && isStaffPath(pathname)) {
      const html = fillTemplate(staffTemplate, {
        __TG_SITE_NAME__: escapeHtml(tenant?.name ?? client),
        __TG_CLIENT__: client,
        __CSP_NONCE__: setPageCsp(reply, {}),
      });
      return reply
        .status(tenant === null ? 404 : 200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    const { language, path: pagePath } = splitLanguage(pathname, tenant?.languages ?? []);
    const page = matchRoute(pagePath);
    const exists = tenant !== null && page !== null && page.route.status === 'built';

    // A tenant with a captcha needs its provider's script and frames on its pages.
    const cspAdditions = tenant ? captchaCspAdditions(captchaSettingsOf(tenant.settings)) : {};
    // The API answers the page needs first ride along with it (decision 0030).
    const query = new URLSearchParams(search);
    const answers =
      exists && page
        ? await collectInitialAnswers(
            app,
            client,
            { id: page.route.id, params: page.params },
            query,
            request.headers.cookie,
          )
        : new Map<string, string>();
    // An apply page names the code of the widgets its opening form draws (decision 0054).
    const streamMetadata = streamMetadataAnswer(answers);
    const widgets = streamMetadata
      ? openingWidgets(streamMetadata, Number(page?.params['stepId'] ?? 1))
      : [];
    // The career home and job pages come readable without JavaScript (decision 0043).
    const server =
      exists && page && tenant
        ? serverPage({
            routeId: page.route.id,
            params: page.params,
            query,
            language,
            tenant,
            origin,
            answers,
          })
        : null;
    // The tenant's branding colours over the theme (decision 0052), in the page's head under
    // its CSP nonce: no script draws them, and the first paint has them.
    const nonce = setPageCsp(reply, cspAdditions);
    const brandingStyle = tenant ? brandingCss(siteBrandingOf(tenant)) : null;
    const siteName = tenant?.name ?? client;
    const description = server?.description ?? (tenant?.tagline || siteName);
    const html = fillTemplate(template, {
      __TG_LANG__: language,
      __TG_DIR__: RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr',
      __TG_TITLE__: escapeHtml(server?.title ?? siteName),
      __TG_DESCRIPTION__: escapeHtml(description),
      __TG_SITE_NAME__: escapeHtml(siteName),
      __TG_CLIENT__: client,
      __TG_PRELOADS__: exists && page ? preloadTags(page.route.id, language, widgets) : '',
      __TG_HEAD__:
        (server?.head ?? '') +
        (brandingStyle ? `<style nonce="${nonce}" data-tg-branding>${brandingStyle}</style>` : ''),
      __TG_PAGE__: server?.body ?? '',
      __CSP_NONCE__: nonce,
      __TG_ANSWERS__: answersText(answers),
    });
    // A provider's return page may run in the sign-in popup: it keeps its opener, to hand the
    // provider's answer back (decision 0028).
    if (page && RETURN_PAGES.has(page.route.id))
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    // Private: the page carries this browser's session answer and its own CSP nonce.
    return reply
      .status(exists ? (server?.status ?? 200) : 404)
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
