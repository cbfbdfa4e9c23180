import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Anchor, Checkbox, Group, Stack, Text } from '@mantine/core';
import { FLAG_TRUE } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../site/use-site';
import { localized } from '../fields/localized';
import { fieldOf, type WidgetProps } from './widget-types';

/** Links to the terms open only on the web (no javascript: or data: URLs from configuration). */
function safeLink(url: string | null | undefined): string | undefined {
  if (url === undefined || url === null) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : undefined;
}

/**
 * The terms opt-in (spec 2 §2 "terms opt-in"), always mandatory (spec 2 §4): 't' when the
 * visitor agrees, nothing otherwise. The agreement sentence is a label of the box (clicking
 * it ticks it), the box is marked required, and the tenant's policy pages are linked beside
 * it (issue 21 item 5); the box keeps the field's title as its name.
 */
export function TermsWidget(props: WidgetProps) {
  const { t } = useTranslation('applyEngine');
  const { inputId, label, error, value, onChange, onBlur, inputRef, context } = props;
  const policy = useSite().data?.policyLinks;
  const field = fieldOf(props, ['terms-optin']);
  const statement = field?.text
    ? localized(field.text, field.textTranslations, context.language)
    : undefined;
  const streamLink = safeLink(field?.linkUrl);
  const terms = safeLink(policy?.terms);
  const privacy = safeLink(policy?.privacy);
  const newTab = { target: '_blank', rel: 'noopener noreferrer', size: 'sm' } as const;
  return (
    <Stack gap={4}>
      {statement && (
        <Text component="label" htmlFor={inputId} size="sm" id={`${inputId}-statement`}>
          <bdi>{statement}</bdi>
        </Text>
      )}
      {(streamLink || terms || privacy) && (
        <Group gap="md">
          {streamLink && (
            <Anchor href={streamLink} {...newTab}>
              {t('terms.readTerms')}
            </Anchor>
          )}
          {terms && (
            <Anchor href={terms} {...newTab}>
              {t('terms.termsOfUse')}
            </Anchor>
          )}
          {privacy && (
            <Anchor href={privacy} {...newTab}>
              {t('terms.privacyPolicy')}
            </Anchor>
          )}
        </Group>
      )}
      <Checkbox
        id={inputId}
        ref={inputRef}
        label={
          <>
            {label}
            <Text span c="red.8" aria-hidden="true">
              {' *'}
            </Text>
          </>
        }
        aria-label={label}
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
