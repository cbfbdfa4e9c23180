import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { MailWorker } from './mail-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when no SMTP server is configured (e-mails then stay in the outbox). */
    mailWorker: MailWorker | null;
  }
}

export interface MailPluginOptions {
  smtpUrl: string | null;
  from: string;
  /** Poll the outbox on a timer; tests call `sendDue()` themselves. */
  autoStart: boolean;
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    if (!options.smtpUrl) {
      app.decorate('mailWorker', null);
      return;
    }
    const transport = nodemailer.createTransport(options.smtpUrl);
    const worker = new MailWorker(app.db, transport, options.from, app.log);
    app.decorate('mailWorker', worker);
    if (options.autoStart) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
