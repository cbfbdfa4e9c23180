/**
 * The job feeds boards read: XML in the shape Indeed's XML feed guide describes (and LinkedIn,
 * Glassdoor and most aggregators accept): `<source>` with `<publisher>`, `<publisherurl>`,
 * `<lastBuildDate>` and one `<job>` per open job; and the same as JSON. Every link carries the
 * feed's source, which the application records (decision 0043).
 */
import { APPLICATION_SOURCE_PARAM, type Job, type JobFeed } from '@talentgate/domain';
import { isRemote, schemaEmploymentType } from './job-posting.js';
import { applyPath, jobPath } from './job-urls.js';
import { descriptionHtml, escapeMarkup } from './markup.js';

export interface FeedSite {
  /** The employer: the tenant's name. */
  company: string;
  origin: string;
  /** The site's default language: the feed's links go to its pages. */
  language: string;
  source: string;
}

/** Indeed's jobtype words. */
const INDEED_JOB_TYPES: Readonly<Record<string, string>> = {
  FULL_TIME: 'fulltime',
  PART_TIME: 'parttime',
  CONTRACTOR: 'contract',
  TEMPORARY: 'temporary',
  INTERN: 'internship',
};

function jobUrl(site: FeedSite, job: Job): string {
  const query = new URLSearchParams({ [APPLICATION_SOURCE_PARAM]: site.source });
  return `${site.origin}${jobPath(site.language, job)}?${query.toString()}`;
}

/** RFC 822 date of a day (feeds' date elements). */
function feedDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toUTCString();
}

const element = (name: string, text: string): string => `<${name}>${escapeMarkup(text)}</${name}>`;

export function xmlFeed(site: FeedSite, jobs: readonly Job[], now: Date): string {
  const items = jobs.map((job) => {
    const type = schemaEmploymentType(job.employmentType);
    return [
      '<job>',
      element('title', job.title),
      element('date', feedDate(job.postedDate)),
      element('referencenumber', String(job.requisitionId)),
      element('url', jobUrl(site, job)),
      element('company', site.company),
      element('city', isRemote(job) ? '' : job.location.city),
      element('state', job.location.state),
      element('country', job.location.country),
      element('description', descriptionHtml(job.description)),
      element('jobtype', (type && INDEED_JOB_TYPES[type]) ?? job.employmentType),
      element('category', job.primary_category),
      ...(isRemote(job) ? [element('remotetype', 'Fully remote')] : []),
      '</job>',
    ].join('');
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<source>' +
    element('publisher', site.company) +
    element('publisherurl', site.origin) +
    element('lastBuildDate', now.toUTCString()) +
    `\n${items.join('\n')}\n</source>\n`
  );
}

export function jsonFeed(site: FeedSite, jobs: readonly Job[], now: Date): JobFeed {
  return {
    publisher: site.company,
    publisherUrl: site.origin,
    lastBuildDate: now.toISOString(),
    source: site.source,
    jobs: jobs.map((job) => ({
      id: job.id,
      referenceNumber: String(job.requisitionId),
      title: job.title,
      datePosted: job.postedDate,
      url: jobUrl(site, job),
      applyUrl: `${site.origin}${applyPath(site.language, job.requisitionId, site.source)}`,
      company: site.company,
      category: job.primary_category,
      location: { ...job.location, remote: isRemote(job) },
      employmentType: job.employmentType,
      schemaEmploymentType: schemaEmploymentType(job.employmentType),
      summary: job.summary,
      description: descriptionHtml(job.description),
    })),
  };
}
