/**
 * Job-alert e-mails: every candidate of a tenant subscribed to job alerts by e-mail gets the
 * newest open jobs, with the unsubscribe links and the List-Unsubscribe headers. Run by the
 * `job-alerts` command (a scheduler calls it); written to the outbox like every e-mail.
 */
import { buildPath, localizePath } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { findCandidateById } from '../candidates/find-candidate.js';
import { searchJobs } from '../jobs/search-jobs.js';
import { enqueueEmail } from '../mail/enqueue-email.js';
import type { Tenant } from '../tenants/find-tenant.js';
import type { SigningKeys } from '../tokens/signing-keys.js';
import { subscribedCandidateIds } from './subscription-store.js';
import { unsubscribeLinks } from './unsubscribe-links.js';

const JOB_ALERT_TEMPLATE = 'Job Alert';
/** Jobs listed in one alert. */
const JOB_ALERT_SIZE = 5;

/** Enqueues one job alert per subscribed candidate; answers how many. */
export async function sendJobAlerts(
  db: Database,
  keys: SigningKeys,
  tenant: Tenant,
  origin: string,
): Promise<number> {
  const { jobs } = await searchJobs(db, tenant, { pageSize: JOB_ALERT_SIZE });
  if (jobs.length === 0) return 0;
  const language = tenant.defaultLanguage;
  const jobLines = jobs
    .map((job) => {
      const path = buildPath('/jobs/{jobId}/{slug}/', { jobId: job.id, slug: job.seoUrl });
      return `- ${job.title} (${job.location.label})\n  ${origin}${localizePath(path, language)}`;
    })
    .join('\n');
  let sent = 0;
  for (const candidateId of await subscribedCandidateIds(db, tenant.id, 'job_alert')) {
    const candidate = await findCandidateById(db, tenant.id, candidateId);
    if (!candidate || candidate.locked === 't') continue;
    const links = await unsubscribeLinks(
      keys,
      { origin, language, tenant },
      { candidateId, email: candidate.email },
      'job_alert',
    );
    await enqueueEmail(db, {
      tenant,
      template: JOB_ALERT_TEMPLATE,
      language,
      recipient: candidate.email,
      values: {
        name: candidate.firstName ?? candidate.email,
        jobs: jobLines,
        unsubscribeLink: links.unsubscribeLink,
        actionLink: links.actionLink,
      },
      headers: links.headers,
    });
    sent += 1;
  }
  return sent;
}
