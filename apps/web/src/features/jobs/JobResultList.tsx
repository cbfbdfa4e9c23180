import type { JobSummary } from '@talentgate/domain';
import { JobResultItem } from './JobResultItem';
import classes from './JobResultList.module.css';

export function JobResultList({ jobs }: { jobs: readonly JobSummary[] }) {
  return (
    <ul className={classes.list}>
      {jobs.map((job) => (
        <JobResultItem key={job.id} job={job} />
      ))}
    </ul>
  );
}
