/**
 * schema.org JobPosting (https://schema.org/JobPosting, and what Google's job search reads) of
 * an open job: title, description as HTML, datePosted, hiringOrganization, the place (or, for
 * a remote job, the country its applicants must live in), employmentType when it is one
 * schema.org names, identifier and url. Requisitions keep no closing date, so validThrough is
 * left out; a closed job gets no JobPosting at all and its page answers 410 (decision 0043).
 */
import type { Job } from '@talentgate/domain';
import { descriptionHtml } from './markup.js';

const SCHEMA_EMPLOYMENT_TYPES: Readonly<Record<string, string>> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
  volunteer: 'VOLUNTEER',
  per_diem: 'PER_DIEM',
};

/** "Full-time", "FULL_TIME" and "full time" are FULL_TIME; a type schema.org lacks is null. */
export function schemaEmploymentType(value: string): string | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[^a-z]+/g, '_');
  return SCHEMA_EMPLOYMENT_TYPES[key] ?? null;
}

/** The demo and imported jobs name remote work as the city "Remote". */
export function isRemote(job: Pick<Job, 'location'>): boolean {
  return job.location.city.trim().toLowerCase() === 'remote';
}

export interface Employer {
  name: string;
  /** The career site's origin, e.g. https://careers.example.com */
  origin: string;
}

export function jobPosting(job: Job, employer: Employer, url: string): Record<string, unknown> {
  const { city, state, country } = job.location;
  const employmentType = schemaEmploymentType(job.employmentType);
  const place = isRemote(job)
    ? {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: country },
      }
    : {
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: city,
            ...(state ? { addressRegion: state } : {}),
            addressCountry: country,
          },
        },
      };
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description),
    datePosted: job.postedDate,
    hiringOrganization: { '@type': 'Organization', name: employer.name, sameAs: employer.origin },
    ...place,
    ...(employmentType ? { employmentType } : {}),
    identifier: { '@type': 'PropertyValue', name: employer.name, value: String(job.requisitionId) },
    url,
  };
}
