import { Text, VisuallyHidden } from '@mantine/core';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordCriterionId,
} from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CrossIcon } from '../../lib/page-icons';
import { criteriaStatus } from './password-criteria-status';
import classes from './PasswordCriteriaList.module.css';

interface PasswordCriteriaListProps {
  id: string;
  password: string;
  /** The tenant's criteria (site settings `passwordCriteria`). */
  criteria: readonly string[];
}

function useCriterionLabel() {
  const { t } = useTranslation();
  return (id: PasswordCriterionId) =>
    t(`auth.passwordModal.criteria.${id}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
}

/** Each password criterion, marked met or unmet as the user types (spec 1 §2). */
export function PasswordCriteriaList({ id, password, criteria }: PasswordCriteriaListProps) {
  const { t } = useTranslation();
  const label = useCriterionLabel();
  const headingId = `${id}-heading`;

  return (
    <div id={id}>
      <Text id={headingId} size="sm" fw={600}>
        {t('auth.passwordModal.criteriaHeading')}
      </Text>
      <ul className={classes.list} aria-labelledby={headingId}>
        {criteriaStatus(password, criteria).map(({ id: criterion, met }) => (
          <li key={criterion} className={classes.item} data-met={met || undefined}>
            {met ? <CheckIcon size={16} /> : <CrossIcon size={16} />}
            <span>
              {label(criterion)}{' '}
              <VisuallyHidden>
                {met ? t('auth.passwordModal.met') : t('auth.passwordModal.unmet')}
              </VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
