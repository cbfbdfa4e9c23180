/**
 * Spec 1 §7: every request carries the XMLHttpRequest marker. We require it on
 * state-changing API requests: a cross-site form post cannot set custom headers,
 * so this is a CSRF defence on top of SameSite cookies.
 */
import type { FastifyInstance } from 'fastify';
import { XHR_MARKER_HEADER, XHR_MARKER_VALUE } from '@talentgate/domain';
import { appError } from '../errors/catalogue.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requireXhrMarker(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and reads must not pay for a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (
      !SAFE_METHODS.has(request.method) &&
      request.url.startsWith('/rest/') &&
      request.headers[XHR_MARKER_HEADER] !== XHR_MARKER_VALUE
    ) {
      done(appError('XHR_MARKER_REQUIRED'));
      return;
    }
    done();
  });
}
