import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { candidates } from '../db/schema.js';
import { registerErrorHandler } from '../errors/handler.js';
import { createTestDatabase } from '../test/database.js';
import { createTenant } from '../test/factories.js';
import { loggerOptions, REDACTED, redactObject, redactUrl } from './logger.js';

describe('log redaction', () => {
  it('hides credential query values in logged URLs', () => {
    expect(redactUrl('/unsubscribe/?token=abc.def&x=1')).toBe('/unsubscribe/?token=[redacted]&x=1');
    expect(redactUrl('/cb?code=xyz&id_token=t&access_token=u')).toBe(
      '/cb?code=[redacted]&id_token=[redacted]&access_token=[redacted]',
    );
    expect(redactUrl('/rest/public/jobsearch/demo?q=token')).toBe(
      '/rest/public/jobsearch/demo?q=token',
    );
  });

  it('replaces secret keys at any depth and in arrays, and leaves the rest as it is', () => {
    const logged = {
      msg: 'sign-in',
      body: { uname: 'ana@example.com', password: 'hunter2', nested: { refreshToken: 'r' } },
      headers: { Authorization: 'Bearer abc', 'X-Apply-Attempt': 'att', accept: 'json' },
      items: [{ token: 't' }, 'plain'],
    };
    expect(redactObject(logged)).toEqual({
      msg: 'sign-in',
      body: { uname: 'ana@example.com', password: REDACTED, nested: { refreshToken: REDACTED } },
      headers: { Authorization: REDACTED, 'X-Apply-Attempt': REDACTED, accept: 'json' },
      items: [{ token: REDACTED }, 'plain'],
    });
    // The caller's object is not changed, and one without secrets is not copied.
    expect(logged.body.password).toBe('hunter2');
    const clean = { a: 1, b: { c: [2] } };
    expect(redactObject(clean)).toBe(clean);
  });

  it('stops at a cycle instead of looping', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(JSON.stringify(redactObject(cyclic))).toContain(REDACTED);
  });

  it('writes log lines of the app logger without the secrets they were given', async () => {
    const lines: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
    const app = Fastify({
      logger: loggerOptions(config, { write: (line) => void lines.push(line) }),
    });
    app.log.info({ attempt: { attemptId: 'SECRET-ATTEMPT' }, secret: 'SECRET-VALUE' }, 'saved');
    app.get('/', async (request) => {
      request.log.info({ body: { newPassword: 'SECRET-NEW' } }, 'changed');
      return { ok: true };
    });
    const response = await app.inject({ url: '/?token=SECRET-LINK' });
    await app.close();
    const logs = lines.join('\n');
    expect(logs).toContain('saved');
    expect(logs).toContain('changed');
    expect(logs).toContain(String(response.headers['x-request-id'] ?? 'req-'));
    expect(logs).not.toMatch(/SECRET-(ATTEMPT|VALUE|NEW|LINK)/);
  });

  it('logs a failed statement of a 500 without its values: no parameters, no detail, no quoted value', async () => {
    const database = await createTestDatabase();
    const lines: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
    const app = Fastify({
      logger: loggerOptions(config, { write: (line) => void lines.push(line) }),
    });
    registerErrorHandler(app);
    const db = database.handle.db;
    app.get('/duplicate', async () => {
      const tenant = await createTenant(db);
      const values = {
        tenantId: tenant.id,
        uname: 'jane.doe@example.com',
        email: 'jane.doe@example.com',
        firstName: 'Janetta',
      };
      await db.insert(candidates).values(values);
      await db.insert(candidates).values(values);
    });
    app.get('/cast', async () => db.execute(sql`select ${'janetta@example.com'}::integer`));
    try {
      for (const url of ['/duplicate', '/cast']) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      }
    } finally {
      await app.close();
      await database.dispose();
    }
    const logs = lines.join('\n');
    expect(logs).toContain('candidates_tenant_uname');
    expect(logs).toContain('Failed query: insert into');
    expect(logs).toContain('23505');
    expect(logs).toContain('22P02');
    expect(logs).not.toMatch(/jane\.doe|janetta|Janetta/i);
  });
});
