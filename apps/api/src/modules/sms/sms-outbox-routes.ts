/**
 * Development SMS outbox (never in production), beside /dev/mailbox: the texts the site would
 * have sent, as a page (/dev/sms) and as JSON (/dev/sms/messages?to=…), so a newcomer or a
 * browser test can read a one-time code.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { setPageCsp } from '../../plugins/security-headers.js';
import { listOutboxSms } from '../../stores/one-time-code-store.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const OutboxMessage = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  body: Type.String(),
  createdAt: Type.String(),
});

export const smsOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/sms/messages',
    {
      schema: {
        hide: true,
        querystring: Type.Object({ to: Type.Optional(Type.String({ pattern: '^[0-9]{1,20}$' })) }),
        response: { 200: Type.Array(OutboxMessage) },
      },
    },
    async (request, reply) => {
      const messages = await listOutboxSms(app.db, 50, request.query.to);
      reply.header('cache-control', 'no-store');
      return messages.map((message) => ({
        id: message.id,
        to: message.recipient,
        body: message.body,
        createdAt: message.createdAt.toISOString(),
      }));
    },
  );

  app.get('/dev/sms', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await listOutboxSms(app.db, 50);
    setPageCsp(reply);
    const items = messages
      .map(
        (message) =>
          `<article><h2>To ${escapeHtml(message.recipient)}</h2>` +
          `<p>${message.createdAt.toISOString()}</p><pre>${escapeHtml(message.body)}</pre></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SMS outbox · Talentgate</title></head>` +
          `<body><main><h1>Development SMS outbox</h1><p>Text messages the site would have sent (newest first).</p>` +
          `${items || '<p>No text messages yet.</p>'}</main></body></html>`,
      );
  });
};
