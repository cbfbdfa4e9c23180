/**
 * RFC 8058: a mail client unsubscribes by POSTing `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe address, form-encoded or as multipart/form-data. These parsers (scoped to
 * the subscriptions routes) keep such bodies as text; the route checks for that one pair.
 */
import type { FastifyInstance } from 'fastify';
import { ONE_CLICK_BODY } from '@talentgate/domain';

export function registerOneClickBodyParsers(app: FastifyInstance): void {
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
}

export function isOneClickBody(body: unknown): boolean {
  if (typeof body !== 'string') return false;
  const [name, value] = ONE_CLICK_BODY.split('=');
  if (new URLSearchParams(body).get(name ?? '') === value) return true;
  // multipart: a part named List-Unsubscribe whose content is One-Click
  return new RegExp(`name="${name}"\\r?\\n(?:[^\\r\\n]+\\r?\\n)*\\r?\\n${value}\\r?\\n`).test(body);
}
