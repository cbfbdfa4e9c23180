/**
 * Security headers and a strict Content Security Policy. Scripts only from our origin;
 * styles from our origin, plus a per-page nonce on HTML pages (Mantine injects <style>
 * tags and reads the nonce from the page, see plugins/web.ts). Inline style attributes
 * are allowed because they cannot run code. API answers get the same policy without a
 * nonce, so no random bytes are spent on JSON.
 */
import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
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

/** Sets a CSP whose style-src also allows the returned nonce; for HTML pages. */
export function setPageCsp(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('base64');
  const directives = { ...CSP_DIRECTIVES, 'style-src': ["'self'", `'nonce-${nonce}'`] };
  reply.header('content-security-policy', serializeCsp(directives));
  return nonce;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  production: boolean,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
  });
}
