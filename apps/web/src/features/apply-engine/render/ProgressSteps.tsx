import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../lib/page-icons';
import type { FormGroupState } from '../flow/flow-state';
import classes from './ProgressSteps.module.css';
import plain from '../../../lib/plain.module.css';

export interface ProgressStep {
  applyFormId: number;
  title: string;
  state: Exclude<FormGroupState, 'hidden'>;
}

interface ProgressStepsProps {
  steps: readonly ProgressStep[];
  onOpen(applyFormId: number): void;
}

/**
 * The progress bar of a multi-form flow (spec 2 §2): one step per visible form, with the
 * classes active, disabled and complete. The current step is aria-current; complete steps
 * are buttons that open the form again; the state is also said in words, not colour alone.
 */
export function ProgressSteps({ steps, onOpen }: ProgressStepsProps) {
  const { t } = useTranslation('applyEngine');
  if (steps.length < 2) return null;
  const current = steps.findIndex((step) => step.state === 'active');
  return (
    <nav className={classes.nav} aria-label={t('progress.label')}>
      {current >= 0 && (
        <p className={plain.note}>
          {t('progress.position', { current: current + 1, total: steps.length })}
        </p>
      )}
      <ol className={classes.steps}>
        {steps.map((step, index) => {
          const content = (
            <>
              <span className={classes.marker} aria-hidden="true">
                {step.state === 'complete' ? <CheckIcon size={14} /> : index + 1}
              </span>
              <span className={classes.label}>
                <bdi>{step.title}</bdi>
              </span>
              <span className={plain.visuallyHidden}>{t(`progress.${step.state}`)}</span>
            </>
          );
          return (
            <li
              key={step.applyFormId}
              className={`${classes.step} ${step.state}`}
              aria-current={step.state === 'active' ? 'step' : undefined}
            >
              {step.state === 'complete' ? (
                <button
                  type="button"
                  className={classes.link}
                  onClick={() => onOpen(step.applyFormId)}
                >
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
