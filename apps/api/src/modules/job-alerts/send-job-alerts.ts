/**
 * Job-alert e-mails (decision 0027): every confirmed subscriber of a tenant (subscribed to
 * job alerts by e-mail, address proved by an activation or reset link or by the alert's
 * double opt-in link) gets the open jobs matching what they chose (categories, places,
 * keywords) that no alert named to them before, with the unsubscribe links and the
 * List-Unsubscribe headers. Nothing new, no e-mail. Written to the outbox like every e-mail,
 * together with the record of what it named, one subscriber at a time. The scheduled
 * worker (job-alert-worker.ts) and the `job-alerts` command run it.
 */
import { buildPath, localizePath } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import {
  confirmedAlertRecipients,
  recordDeliveries,
  unsentMatchingJobs,
  type AlertJobRow,
  type AlertRecipient,
} from '../../stores/job-alert-store.js';
import { toPrefixQuery } from '../jobs/search-jobs.js';
import { enqueueEmail } from '../mail/enqueue-email.js';
import { unsubscribeLinks } from '../subscriptions/unsubscribe-links.js';
import type { Tenant } from '../tenants/find-tenant.js';
import type { SigningKeys } from '../tokens/signing-keys.js';

const JOB_ALERT_TEMPLATE = 'Job Alert';
/** Jobs listed in one alert at most; the rest wait for the next one. */
export const JOB_ALERT_SIZE = 10;

/** Keyword phrases ("nurse, data engineer") as one tsquery: any phrase, all its words. */
export function keywordQuery(keywords: string): string | null {
  const phrases = keywords
    .split(',')
    .map((phrase) => toPrefixQuery(phrase))
    .filter((query): query is string => query !== null);
  return phrases.length === 0 ? null : phrases.map((query) => `(${query})`).join(' | ');
}

function jobLines(jobs: readonly AlertJobRow[], origin: string, language: string): string {
  return jobs
    .map((job) => {
      const path = buildPath('/jobs/{jobId}/{slug}/', { jobId: job.id, slug: job.seoUrl });
      return `- ${job.title} (${job.locationLabel})\n  ${origin}${localizePath(path, language)}`;
    })
    .join('\n');
}

async function alertOne(
  db: Database,
  keys: SigningKeys,
  place: { tenant: Tenant; origin: string; now: Date },
  recipient: AlertRecipient,
): Promise<boolean> {
  const { tenant, origin, now } = place;
  const language = tenant.defaultLanguage;
  const owner = { tenantId: tenant.id, candidateId: recipient.candidateId };
  // Signed before the transaction: the signing keys read the database on their own handle,
  // which on the embedded database would wait for this transaction's connection forever.
  const links = await unsubscribeLinks(
    keys,
    { origin, language, tenant },
    { candidateId: recipient.candidateId, email: recipient.email },
    'job_alert',
  );
  return transaction(db, async (tx) => {
    const jobs = await unsentMatchingJobs(
      tx,
      tenant.id,
      recipient,
      keywordQuery(recipient.keywords),
      JOB_ALERT_SIZE,
    );
    if (jobs.length === 0) return false;
    await enqueueEmail(tx, {
      tenant,
      template: JOB_ALERT_TEMPLATE,
      language,
      recipient: recipient.email,
      values: {
        name: recipient.firstName ?? recipient.email,
        jobs: jobLines(jobs, origin, language),
        unsubscribeLink: links.unsubscribeLink,
        actionLink: links.actionLink,
      },
      headers: links.headers,
    });
    await recordDeliveries(
      tx,
      owner,
      jobs.map((job) => job.id),
      now,
    );
    return true;
  });
}

/** Enqueues one job alert per confirmed subscriber with new matching jobs; answers how many. */
export async function sendJobAlerts(
  db: Database,
  keys: SigningKeys,
  tenant: Tenant,
  origin: string,
  now = new Date(),
): Promise<number> {
  let sent = 0;
  for (const recipient of await confirmedAlertRecipients(db, tenant.id)) {
    if (await alertOne(db, keys, { tenant, origin, now }, recipient)) sent += 1;
  }
  return sent;
}
