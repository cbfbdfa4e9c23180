/**
 * The transactional outbox (decision 0007): an e-mail is written in the transaction of the
 * change that causes it, and the mail worker sends it after the commit.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { builtOncePer } from '../db/built-once.js';
import type { Database } from '../db/client.js';
import { outboxEmails, type OutboxAttachment } from '../db/schema.js';

export type OutboxEmail = {
  tenantId: number;
  template: string;
  language: string;
  recipient: string;
  subject: string;
  textBody: string;
  headers: Record<string, string>;
  attachments: OutboxAttachment[];
};

const insertStatement = builtOncePer((db) =>
  db
    .insert(outboxEmails)
    .values({
      tenantId: sql.placeholder('tenantId'),
      template: sql.placeholder('template'),
      language: sql.placeholder('language'),
      recipient: sql.placeholder('recipient'),
      subject: sql.placeholder('subject'),
      textBody: sql.placeholder('textBody'),
      headers: sql.placeholder('headers'),
      attachments: sql.placeholder('attachments'),
    })
    .prepare('enqueue_email'),
);

export async function insertOutboxEmail(db: Database, email: OutboxEmail): Promise<void> {
  await insertStatement(db).execute(email);
}

/** How many e-mails of a template went to an address since a time. */
export async function countOutboxEmailsSince(
  db: Database,
  match: { tenantId: number; recipient: string; template: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.tenantId, match.tenantId),
        eq(outboxEmails.recipient, match.recipient),
        gt(outboxEmails.createdAt, match.since),
        eq(outboxEmails.template, match.template),
      ),
    );
  return row?.total ?? 0;
}
