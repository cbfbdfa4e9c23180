/**
 * The size limit over a real socket: a body streamed without a declared length is answered
 * 413 as soon as it passes the limit, long before the client has sent it all, and the
 * connection is closed rather than drained.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { pdf } from '../../test/files.js';
import { signInCookie } from '../../test/sign-in.js';

let database: TestDatabase;
let app: FastifyInstance;
let cookie: string;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const tenant = await createTenant(database.handle.db, {
    client: 'acme',
    settings: { attachments: { maxResumeBytes: 64 * 1024, maxAttachmentBytes: 64 * 1024 } },
  });
  await createCandidate(database.handle.db, tenant, { uname: 'jane@example.com' });
  app = await buildTestApp(database);
  cookie = await signInCookie(app, 'acme', 'jane@example.com');
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('an oversized upload over HTTP', () => {
  it('is cut off early with 413 and the connection closed', async () => {
    const boundary = 'limit-test-boundary';
    const total = 32 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    let sentWhenAnswered = 0;
    const outcome = await new Promise<{ status: number; body: string; connection: string }>(
      (resolve, reject) => {
        const call = request(
          {
            host: '127.0.0.1',
            port,
            method: 'PUT',
            path: '/rest/private/attachment/acme',
            headers: {
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'transfer-encoding': 'chunked',
              'x-requested-with': 'XMLHttpRequest',
              cookie,
            },
          },
          (response) => {
            sentWhenAnswered = sent;
            let body = '';
            response.on('data', (data: Buffer) => (body += data.toString()));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                body,
                connection: String(response.headers.connection),
              }),
            );
          },
        );
        // The client may see the socket close under it while it still writes: expected.
        call.on('error', (error) => (sent >= total ? reject(error) : undefined));
        call.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="attachmentType"\r\n\r\nResume\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        );
        call.write(pdf());
        const pump = () => {
          while (sent < total && !call.destroyed) {
            sent += chunk.length;
            if (!call.write(chunk)) {
              call.once('drain', pump);
              return;
            }
          }
          if (!call.destroyed) call.end(`\r\n--${boundary}--\r\n`);
        };
        pump();
      },
    );
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toMatchObject({ code: 'ATTACHMENT_TOO_LARGE' });
    expect(outcome.connection).toBe('close');
    // Answered after about the limit, not after the 32 MB the client meant to send, and the
    // rest was not taken in.
    expect(sentWhenAnswered).toBeLessThan(total / 4);
    expect(sent).toBeLessThan(total);
  });
});
