import { Anchor, List, Paper, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useTranslation } from 'react-i18next';
import classes from './IncompleteMessage.module.css';

export interface IncompleteField {
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
 */
export function IncompleteMessage({ fields, forms, onFocusField }: IncompleteMessageProps) {
  const { t } = useTranslation('applyEngine');
  if (fields.length === 0 && forms.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        {fields.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('incomplete.fields')}
            </Text>
            <List size="sm" spacing={2}>
              {fields.map((field) => (
                <List.Item key={field.name}>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    className={classes.link}
                    onClick={() => onFocusField(field.name)}
                  >
                    <bdi>{field.title}</bdi>
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        )}
        {forms.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('incomplete.forms')}
            </Text>
            <List size="sm" spacing={2}>
              {forms.map((title) => (
                <List.Item key={title}>
                  <bdi>{title}</bdi>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
