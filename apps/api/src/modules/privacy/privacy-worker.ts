/**
 * Runs the privacy jobs in the API process on an interval: retention anonymisation, any
 * confirmed erasure left unfinished, and the purge of apply attempts that expired unfinished
 * (their answers and held resumes). One round at a time; tests call `runOnce(now)`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { purgeExpiredAttempts } from '../apply-attempts/purge-expired-attempts.js';
import { finishConfirmedErasures } from './erasure-requests.js';
import { applyRetention, type RetentionResult } from './retention.js';

export const PRIVACY_JOB_INTERVAL_MS = 60 * 60_000;

export class PrivacyWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RetentionResult[]> | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs = PRIVACY_JOB_INTERVAL_MS): void {
    this.timer ??= setInterval(() => {
      this.runOnce().catch((error: unknown) =>
        this.log.error({ err: error }, 'privacy jobs failed'),
      );
    }, intervalMs);
    this.timer.unref();
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
