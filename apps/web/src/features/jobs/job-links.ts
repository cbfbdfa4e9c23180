import { slugify } from '@talentgate/domain';
import { hrefTo } from '../routing/href';

export function jobHref(language: string, job: { id: number; title: string }): string {
  const slug = slugify(job.title);
  // A title without Latin letters or digits slugs to nothing; the id alone still finds the job.
  return slug === ''
    ? hrefTo(language, 'job', { jobId: job.id })
    : hrefTo(language, 'jobWithSlug', { jobId: job.id, slug });
}

export function applyHref(language: string, requisitionId: number): string {
  return hrefTo(language, 'apply', {}, new URLSearchParams({ link: String(requisitionId) }));
}
