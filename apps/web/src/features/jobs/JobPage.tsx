import { parseId } from '../../lib/ids';
import { NotFoundPage } from '../errors/NotFoundPage';
import type { PageProps } from '../routing/page-props';
import { JobLoader } from './JobLoader';

/** `/jobs/{jobId}/` and `/jobs/{jobId}/{slug}/`; the slug is for people and search engines. */
export default function JobPage({ params }: PageProps) {
  const jobId = parseId(params['jobId']);
  if (jobId === null) return <NotFoundPage />;
  return <JobLoader jobId={jobId} />;
}
