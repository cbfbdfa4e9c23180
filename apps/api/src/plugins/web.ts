/**
 * Serves the built web app from the same port as the API. Hashed assets are cached for
 * a year; every page path gets index.html with the tenant's client key and the CSP
 * style nonce filled in. The status follows the shared route table: 200 for a page
 * that exists, 404 otherwise (the app then shows its not-found page).
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

export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const template = await readFile(path.join(config.webDistDir, 'index.html'), 'utf8').catch(
    () => null,
  );
  if (template === null) {
    app.log.warn({ webDistDir: config.webDistDir }, 'web app not built; serving the API only');
    return;
  }

  await app.register(fastifyStatic, {
    root: config.webDistDir,
    wildcard: false,
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (response, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header(
        'cache-control',
        immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600',
      );
    },
  });

  const clientFor = (request: FastifyRequest): string =>
    config.tenantHosts.get(request.hostname.toLowerCase()) ?? config.defaultClient;

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/rest/') || pathname === '/rest') throw appError('ROUTE_NOT_FOUND');

    const client = clientFor(request);
    const tenant = await app.tenants.find(client);
    const { path: pagePath } = splitLanguage(pathname, tenant?.languages ?? []);
    const page = matchRoute(pagePath);
    const exists = tenant !== null && page !== null && page.route.status === 'built';

    // A tenant with a captcha needs its provider's script and frames on its pages.
    const cspAdditions = tenant ? captchaCspAdditions(captchaSettingsOf(tenant.settings)) : {};
    const html = template
      .replaceAll('__TG_SITE_NAME__', escapeHtml(tenant?.name ?? client))
      .replaceAll('__TG_CLIENT__', client)
      .replaceAll('__CSP_NONCE__', setPageCsp(reply, cspAdditions));
    return reply
      .status(exists ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
