import { Title } from '@mantine/core';
import type { Candidate } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import classes from './ContactDetails.module.css';
import { contactLines } from './contact-lines';

export function ContactDetails({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={2} size="h3" mb="md">
        {t('profile.contactHeading')}
      </Title>
      <dl className={classes.list}>
        {contactLines(candidate).map(({ field, value }) => (
          <div key={field} className={classes.row}>
            <dt className={classes.term}>{t(`profile.${field}`)}</dt>
            <dd className={classes.value} dir="auto">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
