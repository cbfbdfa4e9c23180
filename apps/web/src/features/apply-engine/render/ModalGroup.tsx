import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { StreamFormMetadata } from '@talentgate/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../fields/localized';
import classes from './FormGroup.module.css';

/**
 * A form in a dialog (lead capture): the backdrop is static (spec 2 §2), so a click beside it
 * loses nothing; closing it leaves a button on the page to open it again.
 */
export default function ModalGroup({
  form,
  language,
  title,
  children,
}: {
  form: StreamFormMetadata;
  language: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('applyEngine');
  const [opened, setOpened] = useState(true);
  const description = form.formMetaData.description;
  return (
    <Paper withBorder p="lg" radius="md" className={`${classes.group} active`}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          <bdi>{title}</bdi>
        </Title>
        <Button onClick={() => setOpened(true)}>{t('form.openForm', { title })}</Button>
      </Stack>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        closeOnClickOutside={false}
        title={<bdi>{title}</bdi>}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        size="lg"
        centered
      >
        <Stack gap="md">
          {description && (
            <Text size="sm" c="dimmed">
              <bdi>
                {localized(description, form.formMetaData.descriptionTranslations, language)}
              </bdi>
            </Text>
          )}
          {children}
        </Stack>
      </Modal>
    </Paper>
  );
}
