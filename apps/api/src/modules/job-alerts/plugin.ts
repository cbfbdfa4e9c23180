import fp from 'fastify-plugin';
import { JobAlertWorker } from './job-alert-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobAlertWorker: JobAlertWorker;
  }
}

export interface JobAlertPluginOptions {
  /** Send alerts on a timer of this many milliseconds; null: tests run them themselves. */
  intervalMs: number | null;
  originFor: (client: string) => string;
}

export const jobAlertPlugin = fp<JobAlertPluginOptions>(
  async (app, options) => {
    const worker = new JobAlertWorker(app.db, app.signingKeys, options.originFor, app.log);
    app.decorate('jobAlertWorker', worker);
    const { intervalMs } = options;
    if (intervalMs !== null) app.addHook('onReady', async () => worker.start(intervalMs));
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'job-alerts', dependencies: ['database', 'signing-keys'] },
);
