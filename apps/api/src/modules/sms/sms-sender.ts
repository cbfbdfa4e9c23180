/**
 * The SMS adapter: how a text reaches a phone. Like e-mail, every text is written to the
 * outbox (sms_outbox) in the transaction of what caused it; without a gateway, texts stay
 * there and are read at /dev/sms outside production. A gateway is another SmsSender.
 */
import type { Database } from '../../db/client.js';
import { insertOutboxSms, type CodeOwner } from '../../stores/one-time-code-store.js';

export interface SmsMessage {
  /** Digits only (the candidate's phone1). */
  to: string;
  body: string;
}

export interface SmsSender {
  send(db: Database, owner: CodeOwner, message: SmsMessage, now: Date): Promise<void>;
}

export const outboxSmsSender: SmsSender = {
  send: (db, owner, message, now) =>
    insertOutboxSms(db, owner, { recipient: message.to, body: message.body, createdAt: now }),
};
