/**
 * Sends the outbox. Each round claims a batch of due e-mails by pushing their next attempt
 * into the future inside one UPDATE over `FOR UPDATE SKIP LOCKED` rows, so several API
 * instances never send the same e-mail; then it sends outside any transaction. Failures are
 * retried with exponential backoff until MAX_ATTEMPTS, then marked failed. Each e-mail is
 * composed as it leaves (compose-email.ts): the tenant's branding at that moment.
 *
 * Due times are written and compared on the database's clock, the one `next_attempt_at`'s
 * default reads: on the process's clock, which counts whole milliseconds, an e-mail written
 * less than a millisecond before a round was not due yet and waited for the next one.
 */
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client.js';
import { outboxEmails } from '../../db/schema.js';
import type { ComposedEmail } from './compose-email.js';

/** The plain text and HTML parts of an outbox e-mail, as its tenant's branding draws them. */
export type ComposeOutboxEmail = (email: {
  tenantId: number;
  subject: string;
  textBody: string;
  language: string;
}) => Promise<ComposedEmail>;

const BATCH_SIZE = 10;
const MAX_ATTEMPTS = 6;
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;

function retryDelayMs(attempts: number): number {
  return FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);
}

/** The database's time now, `ms` later. */
const databaseTimeIn = (ms: number): SQL<Date> => sql`now() + ${`${ms} milliseconds`}::interval`;

export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Database,
    private readonly transport: Pick<Transporter, 'sendMail'>,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly compose: ComposeOutboxEmail,
  ) {}

  start(intervalMs = 2_000): void {
    this.timer ??= setInterval(() => void this.sendDue(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Sends what is due now; returns how many were sent. One round at a time per instance. */
  sendDue(): Promise<number> {
    this.running ??= this.round().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async round(): Promise<number> {
    const due = this.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outboxEmails.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(outboxEmails)
      .set({ nextAttemptAt: databaseTimeIn(LEASE_MS) })
      .where(inArray(outboxEmails.id, due))
      .returning();

    let sent = 0;
    for (const email of claimed) {
      const attempts = email.attempts + 1;
      try {
        const { text, html } = await this.compose(email);
        await this.transport.sendMail({
          from: this.from,
          to: email.recipient,
          subject: email.subject,
          text,
          html,
          headers: email.headers,
          attachments: email.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.content,
          })),
        });
        await this.db
          .update(outboxEmails)
          .set({ status: 'sent', attempts, sentAt: sql`now()`, lastError: null })
          .where(eq(outboxEmails.id, email.id));
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = attempts >= MAX_ATTEMPTS;
        await this.db
          .update(outboxEmails)
          .set({
            attempts,
            lastError: message.slice(0, 500),
            status: failed ? 'failed' : 'pending',
            nextAttemptAt: databaseTimeIn(retryDelayMs(attempts)),
          })
          .where(eq(outboxEmails.id, email.id));
        this.log.warn({ emailId: email.id, attempts, failed }, 'e-mail not sent');
      }
    }
    return sent;
  }
}
