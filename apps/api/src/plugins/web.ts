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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchRoute, splitLanguage } from '@talentgate/domain';
import type { Config } from '../config.js';
import { appError } from '../errors/catalogue.js';
import { captchaCspAdditions } from '../modules/captcha/captcha-widget.js';
import { captchaSettingsOf } from '../modules/captcha/verify-captcha.js';
import { initialAnswers } from './initial-answers.js';
import { setPageCsp } from './security-headers.js';

const ONE_YEAR_SECONDS = 31_536_000;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Tenant names are configuration, but a page never trusts text it puts into HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The staff console's paths: `/staff` and everything under it, in any case. */
function isStaffPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower === '/staff' || lower.startsWith('/staff/');
}

export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const template = await readFile(path.join(config.webDistDir, 'index.html'), 'utf8').catch(
    () => null,
  );
  if (template === null) {
    app.log.warn({ webDistDir: config.webDistDir }, 'web app not built; serving the API only');
    return;
  }
  const staffTemplate = await readFile(path.join(config.webDistDir, 'staff.html'), 'utf8').catch(
    () => null,
  );

  await app.register(fastifyStatic, {
    root: config.webDistDir,
    wildcard: false,
    index: false,
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
  const clientFor = async (request: FastifyRequest): Promise<string> => {
    const host = request.hostname.toLowerCase();
    return (
      config.tenantHosts.get(host) ??
      (await app.tenants.clientForHost(host)) ??
      config.defaultClient
    );
  };

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split('?');
    if (pathname.startsWith('/rest/') || pathname === '/rest') throw appError('ROUTE_NOT_FOUND');

    const client = await clientFor(request);
    const tenant = await app.tenants.find(client);
    if (staffTemplate !== null && isStaffPath(pathname)) {
      const html = staffTemplate
        .replaceAll('__TG_SITE_NAME__', escapeHtml(tenant?.name ?? client))
        .replaceAll('__TG_CLIENT__', client)
        .replaceAll('__CSP_NONCE__', setPageCsp(reply, {}));
      return reply
        .status(tenant === null ? 404 : 200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    const { path: pagePath } = splitLanguage(pathname, tenant?.languages ?? []);
    const page = matchRoute(pagePath);
    const exists = tenant !== null && page !== null && page.route.status === 'built';

    // A tenant with a captcha needs its provider's script and frames on its pages.
    const cspAdditions = tenant ? captchaCspAdditions(captchaSettingsOf(tenant.settings)) : {};
    // The API answers the page needs first ride along with it (decision 0030).
    const answers =
      exists && page
        ? await initialAnswers(
            app,
            client,
            { id: page.route.id, params: page.params },
            new URLSearchParams(search),
          )
        : '{}';
    const description = tenant?.tagline || tenant?.name || client;
    // The answers go in last: no placeholder inside a job's text may be filled in.
    const html = template
      .replaceAll('__TG_DESCRIPTION__', escapeHtml(description))
      .replaceAll('__TG_SITE_NAME__', escapeHtml(tenant?.name ?? client))
      .replaceAll('__TG_CLIENT__', client)
      .replaceAll('__CSP_NONCE__', setPageCsp(reply, cspAdditions))
      .replace('__TG_ANSWERS__', () => answers);
    // A provider's return page may run in the sign-in popup: it keeps its opener, to hand the
    // provider's answer back (decision 0028).
    if (page && RETURN_PAGES.has(page.route.id))
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    return reply
      .status(exists ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
