/**
 * Spec 1 §7: every request carries the XMLHttpRequest marker. We require it on
 * state-changing API requests: a cross-site form post cannot set custom headers,
 * so this is a CSRF defence on top of SameSite cookies.
 */
import type { FastifyInstance } from 'fastify';
import { XHR_MARKER_HEADER, XHR_MARKER_VALUE } from '@talentgate/domain';
import { appError } from '../errors/catalogue.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route cannot get the marker and does not need it: RFC 8058 one-click unsubscribe,
     * which mail clients POST without custom headers and which authorises by a signed token
     * in its address, not by a cookie (so a cross-site post gains nothing).
     */
    xhrMarkerExempt?: boolean;
  }
}

/**
 * Decided on the route the router matched, never on the raw URL: the router ignores case and
 * decodes percent-escapes, so `/REST/…` or `/%72est/…` reach a `/rest/` route's handler too.
 * A request that matched no route is judged by its path, lower-cased.
 */
export function requireXhrMarker(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and reads must not pay for a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (
      !SAFE_METHODS.has(request.method) &&
      (request.routeOptions.url ?? request.url.toLowerCase()).startsWith('/rest/') &&
      request.routeOptions.config.xhrMarkerExempt !== true &&
      request.headers[XHR_MARKER_HEADER] !== XHR_MARKER_VALUE
    ) {
      done(appError('XHR_MARKER_REQUIRED'));
      return;
    }
    done();
  });
}
