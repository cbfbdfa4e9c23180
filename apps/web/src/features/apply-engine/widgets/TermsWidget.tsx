import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { FLAG_TRUE } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { localized } from '../fields/localized';
import { fieldOf, type WidgetProps } from './widget-types';

/** Links to the terms open only on the web (no javascript: or data: URLs from configuration). */
function safeLink(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : undefined;
}

/**
 * The terms opt-in (spec 2 §2 "terms opt-in"), always mandatory (spec 2 §4): 't' when the
 * visitor agrees, nothing otherwise.
 */
export function TermsWidget(props: WidgetProps) {
  const { t } = useTranslation('applyEngine');
  const { inputId, label, error, value, onChange, onBlur, inputRef, context } = props;
  const field = fieldOf(props, ['terms-optin']);
  const statement = field?.text
    ? localized(field.text, field.textTranslations, context.language)
    : undefined;
  const link = safeLink(field?.linkUrl);
  return (
    <Stack gap={4}>
      {statement && (
        <Text size="sm" id={`${inputId}-statement`}>
          <bdi>{statement}</bdi>
        </Text>
      )}
      {link && (
        <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
          {t('terms.readTerms')}
        </Anchor>
      )}
      <Checkbox
        id={inputId}
        ref={inputRef}
        label={label}
        required
        aria-describedby={statement ? `${inputId}-statement` : undefined}
        error={error}
        checked={value === FLAG_TRUE}
        onChange={(event) => onChange(event.currentTarget.checked ? FLAG_TRUE : undefined)}
        onBlur={onBlur}
      />
    </Stack>
  );
}
