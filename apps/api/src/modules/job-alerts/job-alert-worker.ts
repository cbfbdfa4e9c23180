/**
 * Sends the job alerts of every tenant on an interval (decision 0027). Every instance
 * schedules it, and only the one that claims an interval's period (scheduled_job_runs,
 * job-run-store.ts) runs it, so several instances send each alert once. Links use the
 * tenant's configured origin (its own host, else PUBLIC_URL). Tests call `runScheduled`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { claimCurrentPeriod } from '../../stores/job-run-store.js';
import { TenantDirectory } from '../tenants/find-tenant.js';
import { listTenantClients } from '../tenants/list-tenants.js';
import type { SigningKeys } from '../tokens/signing-keys.js';
import { sendJobAlerts } from './send-job-alerts.js';

/** Once a day by default (JOB_ALERT_INTERVAL_SECONDS). */
export const JOB_ALERT_INTERVAL_MS = 24 * 60 * 60_000;
const JOB = 'job-alerts';

export class JobAlertWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Database,
    private readonly keys: SigningKeys,
    private readonly originFor: (client: string) => string,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs = JOB_ALERT_INTERVAL_MS): void {
    this.timer ??= setInterval(() => {
      this.runScheduled(intervalMs).catch((error: unknown) =>
        this.log.error({ err: error }, 'job alerts failed'),
      );
    }, intervalMs);
    this.timer.unref();
  }

  /** The alerts of the current period, unless another instance claimed it first. */
  async runScheduled(intervalMs: number, now = new Date()): Promise<boolean> {
    if (!(await claimCurrentPeriod(this.db, JOB, intervalMs, now))) return false;
    await this.runOnce(now);
    return true;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  runOnce(now = new Date()): Promise<number> {
    this.running ??= this.round(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async round(now: Date): Promise<number> {
    const directory = new TenantDirectory(this.db);
    let sent = 0;
    for (const client of await listTenantClients(this.db)) {
      const tenant = await directory.require(client);
      sent += await sendJobAlerts(this.db, this.keys, tenant, this.originFor(client), now);
    }
    // A count only: no addresses in logs.
    if (sent > 0) this.log.info({ sent }, 'job alerts written to the outbox');
    return sent;
  }
}
