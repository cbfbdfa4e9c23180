/**
 * Development mailbox: without an SMTP server (and never in production) e-mails stay in
 * the outbox and are listed at /dev/mailbox, so a newcomer can follow a reset link.
 */
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { outboxEmails } from '../../db/schema.js';
import { setPageCsp } from '../../plugins/security-headers.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Escapes the text, then turns http(s) addresses into links. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export const mailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const emails = await app.db
      .select()
      .from(outboxEmails)
      .orderBy(desc(outboxEmails.id))
      .limit(50);
    setPageCsp(reply);
    const items = emails
      .map(
        (email) =>
          `<article><h2>${escapeHtml(email.subject)}</h2><p>To ${escapeHtml(email.recipient)}, ` +
          `${email.createdAt.toISOString()}</p><pre>${linkify(email.textBody)}</pre>` +
          email.attachments
            .map(
              (file) =>
                `<details><summary>Attachment ${escapeHtml(file.filename)}</summary>` +
                `<pre>${escapeHtml(file.content)}</pre></details>`,
            )
            .join('') +
          `</article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox · Talentgate</title></head>` +
          `<body><main><h1>Development mailbox</h1><p>E-mails the site would have sent (newest first).</p>` +
          `${items || '<p>No e-mails yet.</p>'}</main></body></html>`,
      );
  });
};
