/**
 * An SMS gateway over HTTP (SMS_GATEWAY_URL): POST `{ "to": "15125550100", "body": "…" }` as
 * JSON with `Authorization: Bearer {SMS_GATEWAY_TOKEN}` when set; any 2xx is delivered.
 * Most SMS providers take such a call directly or through a small relay of the operator's.
 */
import type { SmsGateway, SmsMessage } from './sms-sender.js';

export function createHttpSmsGateway(options: {
  url: string;
  token: string | null;
  timeoutMs?: number;
}): SmsGateway {
  return {
    async deliver(message: SmsMessage): Promise<void> {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, body: message.body }),
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      await response.body?.cancel();
      if (response.status < 200 || response.status > 299)
        throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
