import fp from 'fastify-plugin';
import { PrivacyWorker } from './privacy-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    privacyWorker: PrivacyWorker;
  }
}

export interface PrivacyPluginOptions {
  /** Run the privacy jobs on a timer; tests call `runOnce()` themselves. */
  autoStart: boolean;
}

export const privacyPlugin = fp<PrivacyPluginOptions>(
  async (app, options) => {
    const worker = new PrivacyWorker(app.db, app.log);
    app.decorate('privacyWorker', worker);
    if (options.autoStart) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'privacy', dependencies: ['database'] },
);
