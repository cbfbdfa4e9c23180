/**
 * Writes an e-mail to the outbox. Call it inside the transaction of the change that causes
 * the e-mail: both are kept or neither is. The mail worker sends it.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { builtOncePer } from '../../db/built-once.js';
import type { Database } from '../../db/client.js';
import { outboxEmails } from '../../db/schema.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { findTemplate, render, type TemplateValues } from './templates.js';

export interface EmailRequest {
  tenant: Tenant;
  template: string;
  language: string;
  recipient: string;
  values: TemplateValues;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

// Every flow that ends with an e-mail writes one (built-once.ts).
const insertEmail = builtOncePer((db) =>
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
    })
    .prepare('enqueue_email'),
);

export async function enqueueEmail(db: Database, email: EmailRequest): Promise<void> {
  const template = findTemplate(email.tenant.settings, email.template, email.language);
  if (!template) throw new Error(`No e-mail template named "${email.template}"`);
  const values = { site: email.tenant.name, ...email.values };
  await insertEmail(db).execute({
    tenantId: email.tenant.id,
    template: email.template,
    language: email.language,
    recipient: email.recipient,
    subject: render(template.subject, values),
    textBody: render(template.text, values),
    headers: email.headers ?? {},
  });
}

/** How many e-mails of a template went to an address lately (to limit e-mail floods). */
export async function recentEmailCount(
  db: Database,
  tenantId: number,
  recipient: string,
  template: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.tenantId, tenantId),
        eq(outboxEmails.recipient, recipient),
        gt(outboxEmails.createdAt, since),
        eq(outboxEmails.template, template),
      ),
    );
  return row?.total ?? 0;
}
