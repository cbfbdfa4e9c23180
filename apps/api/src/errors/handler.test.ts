import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { appError } from './catalogue.js';
import { registerErrorHandler } from './handler.js';

async function appThatThrows(error: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  app.post('/echo', async (request) => request.body);
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('turns an unknown error into a generic 500 without message, stack or SQL', async () => {
    const app = await appThatThrows(
      new Error('relation "secret_table" does not exist at SELECT * FROM'),
    );
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message:
        'Something went wrong, we are not able to process your request. Please try again later.',
    });
    expect(response.body).not.toMatch(/secret_table|SELECT|at /);
  });

  it('keeps the code, status, message and field of a catalogue error', async () => {
    const app = await appThatThrows(appError('CLIENT_NOT_FOUND', { field: 'client' }));
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'CLIENT_NOT_FOUND',
      message: 'No career site exists for this client.',
      field: 'client',
    });
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const app = await appThatThrows(new Error('unused'));
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers an unsupported body type with 415', async () => {
    const app = await appThatThrows(new Error('unused'));
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
