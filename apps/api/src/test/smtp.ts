/** The SMTP peer for API tests, and reading what the app's mail worker sent to it. */
import type { FastifyInstance } from 'fastify';
import type { ReceivedEmail } from './smtp-peer.js';

export { startSmtpServer, type ReceivedEmail } from './smtp-peer.js';

/** Lets the app's mail worker send what is due, then the newest e-mail received for `address`. */
export async function deliveredTo(
  app: FastifyInstance,
  received: readonly ReceivedEmail[],
  address: string,
): Promise<ReceivedEmail> {
  await app.mailWorker?.sendDue();
  const email = received.findLast((item) => item.to === address);
  if (!email) throw new Error(`no e-mail to ${address}`);
  return email;
}
