/**
 * Development mailbox: without an SMTP server (and never in production) e-mails stay in
 * the outbox and are listed at /dev/mailbox, so a newcomer can follow a reset link. Each is
 * shown as it would leave: the plain text with the branding's footer, and its HTML part on a
 * page of its own.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { outboxEmails } from '../../db/schema.js';
import { setPageCsp } from '../../plugins/security-headers.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Escapes the text, then turns http(s) addresses into links. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The HTML part's page: its inline style attributes and our images, nothing else. */
const HTML_PART_CSP =
  "default-src 'none'; img-src 'self' data:; style-src-attr 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export const mailboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const emails = await app.db
      .select()
      .from(outboxEmails)
      .orderBy(desc(outboxEmails.id))
      .limit(50);
    setPageCsp(reply);
    const items: string[] = [];
    for (const email of emails) {
      const { text } = await app.composeOutboxEmail(email);
      items.push(
        `<article><h2>${escapeHtml(email.subject)}</h2><p>To ${escapeHtml(email.recipient)}, ` +
          `${email.createdAt.toISOString()} · <a href="/dev/mailbox/${email.id}/html">HTML part</a></p>` +
          `<pre>${linkify(text)}</pre>` +
          email.attachments
            .map(
              (file) =>
                `<details><summary>Attachment ${escapeHtml(file.filename)}</summary>` +
                `<pre>${escapeHtml(file.content)}</pre></details>`,
            )
            .join('') +
          `</article>`,
      );
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox · Talentgate</title></head>` +
          `<body><main><h1>Development mailbox</h1><p>E-mails the site would have sent (newest first).</p>` +
          `${items.join('\n') || '<p>No e-mails yet.</p>'}</main></body></html>`,
      );
  });

  app.get(
    '/dev/mailbox/:id/html',
    { schema: { hide: true, params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) } },
    async (request, reply) => {
      const [email] = await app.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.id, request.params.id))
        .limit(1);
      if (!email) return reply.code(404).type('text/plain').send('No such e-mail.');
      const { html } = await app.composeOutboxEmail(email);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', HTML_PART_CSP)
        .header('cache-control', 'no-store')
        .send(html);
    },
  );
};
