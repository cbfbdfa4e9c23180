/**
 * The demo tenant's apply streams, kept as stream files in ./streams (config as code) and
 * imported by the demo seed. Most demo jobs use the full application; part-time and temporary
 * jobs use the easy one, which the EasyApplyStream list names by its key.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoJob } from './demo-jobs.js';

/** apps/api/src/seed/streams, reached from both src/seed and dist/seed. */
export const DEMO_STREAMS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/seed/streams',
);

export const FULL_APPLY_STREAM_KEY = 'full-apply';
/** The value of the demo tenant's EasyApplyStream list item. */
export const EASY_APPLY_STREAM_KEY = 'easy-apply';

/** The stream that shows the modal and accordion styles and the extra record steps. */
export const RECORD_STEPS_STREAM_KEY = 'record-steps-demo';
/** Its demo job: nursing asks about convictions, relatives and references. */
export const RECORD_STEPS_JOB_KEY = 'registered-nurse-pediatric-icu-austin';

/** The stream with a screening step, and its demo jobs (config/tenants/demo/screening.yaml). */
export const SCREENING_STREAM_KEY = 'screening-apply';
export const SCREENING_JOB_KEYS: readonly string[] = [
  'telehealth-triage-nurse-remote',
  'respiratory-therapist-chicago',
];

export function demoStreamKeyFor(job: Pick<DemoJob, 'employmentType' | 'key'>): string {
  if (job.key === RECORD_STEPS_JOB_KEY) return RECORD_STEPS_STREAM_KEY;
  if (SCREENING_JOB_KEYS.includes(job.key)) return SCREENING_STREAM_KEY;
  return job.employmentType === 'Part-time' || job.employmentType === 'Temporary'
    ? EASY_APPLY_STREAM_KEY
    : FULL_APPLY_STREAM_KEY;
}
