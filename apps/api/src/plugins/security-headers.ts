/**
 * Security headers and a strict Content Security Policy on every response. Scripts only
 * from our origin; styles from our origin, plus a per-page nonce on HTML pages (Mantine
 * injects <style> tags and reads the nonce from the page, see plugins/web.ts). Inline style
 * attributes are allowed because they cannot run code (decision 0003). JSON answers of the
 * API get a shorter set that allows nothing at all.
 *
 * The headers are computed once at start-up: a middleware that rebuilds them per request
 * cost about a tenth of the time of a cached job search.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers for documents: pages, assets and the API docs UI. */
function securityHeaders(production: boolean): Record<string, string> {
  return {
    'content-security-policy': serializeCsp(CSP_DIRECTIVES),
    // Popups we open (social sign-in) keep their opener; other pages cannot reach ours.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
    ...hsts(production),
  };
}

/**
 * Headers for JSON answers of /rest (OWASP REST Security): a JSON body is never a document,
 * so it gets a policy that allows nothing, no framing, no sniffing, and no referrer. Header
 * bytes are a large share of a small API answer, so documents-only headers are left out.
 */
function apiSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...hsts(production),
  };
}

function hsts(production: boolean): Record<string, string> {
  return production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
}

/**
 * Sets a CSP whose style-src also allows the returned nonce; for HTML pages. `additions` are
 * sources a tenant's configuration needs on its pages (its captcha provider's script and
 * frames), added to the directives they name.
 */
export function setPageCsp(
  reply: FastifyReply,
  additions: Readonly<Record<string, readonly string[]>> = {},
): string {
  const nonce = randomBytes(16).toString('base64');
  const directives: Record<string, string[]> = {
    ...CSP_DIRECTIVES,
    'style-src': ["'self'", `'nonce-${nonce}'`],
  };
  for (const [name, sources] of Object.entries(additions)) {
    // A directive the base policy leaves to default-src (frame-src) starts empty, not 'self'.
    directives[name] = [...(directives[name] ?? []), ...sources];
  }
  reply.header('content-security-policy', serializeCsp(directives));
  return nonce;
}

const isApiCall = (url: string) => url.startsWith('/rest/') && !url.startsWith('/rest/docs');

/**
 * Security headers and the request id, set as the request arrives so that every answer,
 * errors and 404s included, carries them. A callback hook, not an async one: this runs on
 * every request, and a promise per hook per request shows up in the job-search benchmark.
 */
export function registerSecurityHeaders(app: FastifyInstance, production: boolean): void {
  const documentHeaders = securityHeaders(production);
  const apiHeaders = apiSecurityHeaders(production);
  app.addHook('onRequest', (request, reply, done) => {
    // The matched route, not the raw URL: /REST/… reaches a /rest/ route too (xhr-marker.ts).
    reply.headers(
      isApiCall(request.routeOptions.url ?? request.url) ? apiHeaders : documentHeaders,
    );
    reply.header('x-request-id', request.id);
    done();
  });
}
