import type { JobSummary } from '@talentgate/domain';
import type { MouseEvent } from 'react';
import { LocationIcon } from '../../lib/icons';
import classes from './JobResultList.module.css';

export interface JobResultTexts {
  href: string;
  category: string;
  employmentType: string;
  posted: string;
}

interface JobResultItemProps {
  job: JobSummary;
  texts: JobResultTexts;
  onFollowLink: (event: MouseEvent<HTMLAnchorElement>) => void;
}

// Plain elements styled like Mantine's Title, Anchor and Text: a page of results renders
// twenty of these, and on a phone each component and hook per item is time the page is
// unresponsive. The list computes the texts once (see JobResultList).
// Tenant content (titles, places, summaries) may be in another script than the interface.
// <bdi> and dir="auto" let each piece take its own direction, so English punctuation stays
// put on an Arabic page.
export function JobResultItem({ job, texts, onFollowLink }: JobResultItemProps) {
  return (
    <li className={classes.item}>
      <h3 className={classes.title}>
        <a
          href={texts.href}
          onClick={onFollowLink}
          className={`mantine-focus-auto ${classes.titleLink}`}
        >
          <bdi>{job.title}</bdi>
        </a>
      </h3>
      <ul className={classes.facts}>
        <li className={classes.location}>
          <LocationIcon size={16} />
          <bdi>{job.location.label}</bdi>
        </li>
        <li>
          <bdi>{texts.category}</bdi>
        </li>
        <li>{texts.employmentType}</li>
      </ul>
      {job.summary && (
        <p className={classes.summary} dir="auto">
          {job.summary}
        </p>
      )}
      <p className={classes.posted}>{texts.posted}</p>
    </li>
  );
}
