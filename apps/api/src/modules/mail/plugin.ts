import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { composeEmail, emailBrandingOf } from './compose-email.js';
import { MailWorker, type ComposeOutboxEmail } from './mail-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when no SMTP server is configured (e-mails then stay in the outbox). */
    mailWorker: MailWorker | null;
    /** An outbox e-mail's parts as it leaves, with its tenant's branding (the mailbox shows them). */
    composeOutboxEmail: ComposeOutboxEmail;
  }
}

export interface MailPluginOptions {
  smtpUrl: string | null;
  from: string;
  /** Poll the outbox on a timer; tests call `sendDue()` themselves. */
  autoStart: boolean;
  /** The tenant's site, for the absolute address of its logo. */
  originFor: (client: string) => string;
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const compose: ComposeOutboxEmail = async (email) => {
      const tenant = await app.tenants.findById(email.tenantId);
      if (!tenant) throw new Error(`no tenant ${email.tenantId} for an outbox e-mail`);
      return composeEmail(
        { subject: email.subject, text: email.textBody, language: email.language },
        emailBrandingOf(tenant, options.originFor(tenant.client)),
      );
    };
    app.decorate('composeOutboxEmail', compose);
    if (!options.smtpUrl) {
      app.decorate('mailWorker', null);
      return;
    }
    const transport = nodemailer.createTransport(options.smtpUrl);
    const worker = new MailWorker(app.db, transport, options.from, app.log, compose);
    app.decorate('mailWorker', worker);
    if (options.autoStart) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
  },
  { name: 'mail', dependencies: ['database', 'tenants'] },
);
