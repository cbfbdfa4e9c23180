import { useTranslation } from 'react-i18next';
import classes from './IncompleteMessage.module.css';

export interface IncompleteField {
  /** What focus goes to: a field's name, or a part's path (a screening question's). */
  name: string;
  title: string;
}

interface IncompleteMessageProps {
  fields: readonly IncompleteField[];
  forms: readonly string[];
  onFocusField(name: string): void;
}

/**
 * Why submit is disabled: the mandatory fields not yet valid (each a link that moves focus
 * to it) and the forms still to do. A disabled button tells nobody anything by itself.
 * Plain elements, not Mantine's List, Text and Anchor: it sits in the
 * apply page's start-up JS budget and in the first render a phone waits on (issue 21).
 */
export function IncompleteMessage({ fields, forms, onFocusField }: IncompleteMessageProps) {
  const { t } = useTranslation('applyEngine');
  if (fields.length === 0 && forms.length === 0) return null;
  return (
    <div className={classes.box}>
      {fields.length > 0 && (
        <>
          <p className={classes.heading}>{t('incomplete.fields')}</p>
          <ul className={classes.list}>
            {fields.map((field) => (
              <li key={field.name}>
                <button
                  type="button"
                  className={`mantine-focus-auto ${classes.link}`}
                  onClick={() => onFocusField(field.name)}
                >
                  <bdi>{field.title}</bdi>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {forms.length > 0 && (
        <>
          <p className={classes.heading}>{t('incomplete.forms')}</p>
          <ul className={classes.list}>
            {forms.map((title) => (
              <li key={title}>
                <bdi>{title}</bdi>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
