import { Anchor, Stack, Text } from '@mantine/core';
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
 * Plain lists, not Mantine's List: this sits in the apply page's start-up JS budget.
 */
export function IncompleteMessage({ fields, forms, onFocusField }: IncompleteMessageProps) {
  const { t } = useTranslation('applyEngine');
  if (fields.length === 0 && forms.length === 0) return null;
  return (
    <div className={classes.box}>
      <Stack gap="xs">
        {fields.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('incomplete.fields')}
            </Text>
            <ul className={classes.list}>
              {fields.map((field) => (
                <li key={field.name}>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    className={classes.link}
                    onClick={() => onFocusField(field.name)}
                  >
                    <bdi>{field.title}</bdi>
                  </Anchor>
                </li>
              ))}
            </ul>
          </>
        )}
        {forms.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('incomplete.forms')}
            </Text>
            <ul className={classes.list}>
              {forms.map((title) => (
                <li key={title}>
                  <bdi>{title}</bdi>
                </li>
              ))}
            </ul>
          </>
        )}
      </Stack>
    </div>
  );
}
