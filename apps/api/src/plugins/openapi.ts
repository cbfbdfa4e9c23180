/**
 * OpenAPI document built from the route schemas (`app.swagger()`: the authorization matrix and
 * fuzz tests read it), with a browsable UI and the document at /rest/docs when `ui` is on. In
 * production it is off unless OPENAPI_UI says otherwise: the map of every call is no help to
 * a visitor and some help to an attacker.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export async function registerOpenApi(app: FastifyInstance, ui: boolean): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Talentgate API',
        description:
          'Career site and candidate portal services. Every call names its tenant as {client}.',
        version: '0.1.0',
      },
    },
  });
  if (!ui) return;
  // Swagger UI styles itself with inline style elements; only its pages allow them.
  await app.register(swaggerUi, {
    routePrefix: '/rest/docs',
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  });
}
