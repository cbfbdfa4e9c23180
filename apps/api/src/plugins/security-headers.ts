/**
 * Security headers and a strict Content Security Policy on every response. Scripts only
 * from our origin; styles from our origin, plus a per-page nonce on HTML pages (Mantine
 * injects <style> tags and reads the nonce from the page, see plugins/web.ts). Inline style
 * attributes are allowed because they cannot run code (decision 0003).
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

export function securityHeaders(production: boolean): Record<string, string> {
  return {
    'content-security-policy': serializeCsp(CSP_DIRECTIVES),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Sets a CSP whose style-src also allows the returned nonce; for HTML pages. */
export function setPageCsp(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('base64');
  const directives = { ...CSP_DIRECTIVES, 'style-src': ["'self'", `'nonce-${nonce}'`] };
  reply.header('content-security-policy', serializeCsp(directives));
  return nonce;
}

export function registerSecurityHeaders(app: FastifyInstance, production: boolean): void {
  const headers = securityHeaders(production);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
