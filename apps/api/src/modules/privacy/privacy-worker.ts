/**
 * Runs the privacy jobs in the API process on an interval: retention anonymisation, any
 * confirmed erasure left unfinished, and the purge of apply attempts that expired unfinished
 * (their answers and held resumes). One round at a time; tests call `runOnce(now)`. Every
 * instance schedules it, and the one that claims an interval's period runs it
 * (job-run-store.ts), so several instances run it once per period.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { claimCurrentPeriod } from '../../stores/job-run-store.js';
import { purgeExpiredAttempts } from '../apply-attempts/purge-expired-attempts.js';
import { finishConfirmedErasures } from './erasure-requests.js';
import { applyRetention, type RetentionResult } from './retention.js';

export const PRIVACY_JOB_INTERVAL_MS = 60 * 60_000;
const JOB = 'privacy';

export class PrivacyWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RetentionResult[]> | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs = PRIVACY_JOB_INTERVAL_MS): void {
    this.timer ??= setInterval(() => {
      this.runScheduled(intervalMs).catch((error: unknown) =>
        this.log.error({ err: error }, 'privacy jobs failed'),
      );
    }, intervalMs);
    this.timer.unref();
  }

  /** The round of the current period, unless another instance claimed it first. */
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

  runOnce(now = new Date()): Promise<RetentionResult[]> {
    this.running ??= this.round(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async round(now: Date): Promise<RetentionResult[]> {
    const finished = await finishConfirmedErasures(this.db, now);
    const results = await applyRetention(this.db, now);
    const anonymised = results.reduce((sum, result) => sum + result.anonymised, 0);
    const expiredAttempts = await purgeExpiredAttempts(this.db, now);
    // Counts only: no candidate ids or addresses in logs.
    if (finished + anonymised + expiredAttempts > 0) {
      this.log.info({ finished, anonymised, expiredAttempts }, 'privacy jobs done');
    }
    return results;
  }
}
