/**
 * Writes an e-mail to the outbox. Call it inside the transaction of the change that causes
 * the e-mail: both are kept or neither is. The mail worker sends it.
 */
import type { Database } from '../../db/client.js';
import type { OutboxAttachment } from '../../db/schema.js';
import { countOutboxEmailsSince, insertOutboxEmail } from '../../stores/outbox-store.js';
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
  /** Small text files, e.g. an interview's `.ics` calendar entry. */
  attachments?: OutboxAttachment[];
}

export async function enqueueEmail(db: Database, email: EmailRequest): Promise<void> {
  const template = findTemplate(email.tenant.settings, email.template, email.language);
  if (!template) throw new Error(`No e-mail template named "${email.template}"`);
  const values = { site: email.tenant.name, ...email.values };
  await insertOutboxEmail(db, {
    tenantId: email.tenant.id,
    template: email.template,
    language: email.language,
    recipient: email.recipient,
    subject: render(template.subject, values),
    textBody: render(template.text, values),
    headers: email.headers ?? {},
    attachments: email.attachments ?? [],
  });
}

/** How many e-mails of a template went to an address lately (to limit e-mail floods). */
export function recentEmailCount(
  db: Database,
  tenantId: number,
  recipient: string,
  template: string,
  since: Date,
): Promise<number> {
  return countOutboxEmailsSince(db, { tenantId, recipient, template, since });
}
