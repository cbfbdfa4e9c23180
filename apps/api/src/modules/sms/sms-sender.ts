/**
 * The SMS adapter: how a text reaches a phone. Every text is first written to the outbox
 * (sms_outbox) in the transaction of what caused it; once that committed, a gateway (when
 * SMS_GATEWAY_URL is set) delivers it. Without one, texts stay in the outbox, read at
 * /dev/sms outside production.
 */
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { insertOutboxSms, type CodeOwner } from '../../stores/one-time-code-store.js';

export interface SmsMessage {
  /** Digits only (the candidate's phone1). */
  to: string;
  body: string;
}

/** Hands a text to a carrier; throws when it was not taken. */
export interface SmsGateway {
  deliver(message: SmsMessage): Promise<void>;
}

export interface SmsSender {
  /** Writes the text to the outbox, in the caller's transaction. */
  record(db: Database, owner: CodeOwner, message: SmsMessage, now: Date): Promise<void>;
  /** After the commit: delivers it (SMS_NOT_SENT when the gateway refuses or fails). */
  deliver(message: SmsMessage): Promise<void>;
}

export function createSmsSender(gateway: SmsGateway | null): SmsSender {
  return {
    record: (db, owner, message, now) =>
      insertOutboxSms(db, owner, { recipient: message.to, body: message.body, createdAt: now }),
    deliver: async (message) => {
      if (!gateway) return;
      try {
        await gateway.deliver(message);
      } catch {
        throw appError('SMS_NOT_SENT');
      }
    },
  };
}

/** Texts stay in the outbox (development, tests, and a site without a gateway). */
export const outboxSmsSender = createSmsSender(null);
