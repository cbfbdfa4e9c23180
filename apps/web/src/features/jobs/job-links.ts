import { slugify } from '@talentgate/domain';
import { hrefTo } from '../routing/href';

export function jobHref(language: string, job: { id: number; title: string }): string {
  const slug = slugify(job.title);
  // A title without Latin letters or digits slugs to nothing; the id alone still finds the job.
  return slug === ''
    ? hrefTo(language, 'job', { jobId: job.id })
    : hrefTo(language, 'jobWithSlug', { jobId: job.id, slug });
}

/**
 * A job board's name in a link (`?source=indeed`): APPLICATION_SOURCE_PARAM of the domain,
 * written out here so the start-up chunk need not export it (the apply page's budget).
 */
export const SOURCE_PARAM = 'source';

/** The apply page; a job board's source (`?source=` on the job page) goes along to it. */
export function applyHref(
  language: string,
  requisitionId: number,
  source: string | null = null,
): string {
  const query = new URLSearchParams({ link: String(requisitionId) });
  if (source !== null) query.set(SOURCE_PARAM, source);
  return hrefTo(language, 'apply', {}, query);
}
