/** Facts about the seeded demo tenant, read through the public API like every other caller. */
import type { Job, JobSearchResult } from '@talentgate/domain';
import { baseUrl } from './browser.js';

export async function searchDemo(query = ''): Promise<JobSearchResult> {
  const response = await fetch(`${baseUrl()}/rest/public/jobsearch/demo${query}`);
  return (await response.json()) as JobSearchResult;
}

/** A job whose requisition is closed: search never lists these, so walk the ids. */
export async function findClosedJob(): Promise<Job> {
  for (let id = 1; id <= 200; id += 1) {
    const response = await fetch(`${baseUrl()}/rest/public/job/demo/id/${id}`);
    if (response.ok) {
      const job = (await response.json()) as Job;
      if (job.closed) return job;
    }
  }
  throw new Error('The demo tenant has no closed job');
}
