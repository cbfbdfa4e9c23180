import '@mantine/core/styles/Accordion.css';
import { Accordion, Stack, Text } from '@mantine/core';
import type { StreamFormMetadata } from '@talentgate/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../lib/page-icons';
import type { FormGroupState } from '../flow/flow-state';
import { FormHeading } from './FormGroup';
import classes from './FormGroup.module.css';

interface AccordionGroupProps {
  form: StreamFormMetadata;
  state: Exclude<FormGroupState, 'hidden'>;
  language: string;
  title: string;
  children: ReactNode;
  onOpen(): void;
}

/**
 * The accordion view style (spec 2 §2, 1): every reachable form a section that opens. Its own
 * chunk: the Accordion's code and styles load only for a flow that uses the style.
 */
export default function AccordionGroup({
  form,
  state,
  language,
  title,
  children,
  onOpen,
}: AccordionGroupProps) {
  const { t } = useTranslation('applyEngine');
  return (
    <Accordion
      variant="separated"
      value={state === 'active' ? 'form' : null}
      onChange={(value) => {
        if (value === 'form' && state === 'complete') onOpen();
      }}
      chevronPosition="right"
    >
      <Accordion.Item value="form" className={`${classes.group} ${state}`}>
        <Accordion.Control disabled={state === 'disabled'}>
          <span className={classes.accordionTitle}>
            {state === 'complete' && <CheckIcon size={16} />}
            <bdi>{title}</bdi>
            <Text span size="sm" c="dimmed">
              {t(`progress.${state}`)}
            </Text>
          </span>
        </Accordion.Control>
        <Accordion.Panel>
          {state === 'active' && (
            <Stack gap="md">
              <FormHeading form={form} language={language} />
              {children}
            </Stack>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
