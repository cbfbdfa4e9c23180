import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Candidate } from '@talentgate/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { useLanguage } from '../routing/current-route';
import { useClient } from '../site/client-context';
import { formatInstant } from './format-instant';
import {
  erasureStatusKey,
  fetchDataExport,
  fetchErasureStatus,
  requestErasure,
  saveExport,
} from './privacy-api';

/** Erasure buttons and texts use red 9: white on it, and it on white, stay above 4.5:1. */
const DANGER = 'red.9';

/**
 * The signed-in candidate's privacy controls: download everything we hold about them, and
 * ask for erasure (confirmed by an e-mailed link), with the request's status until done.
 * Self-contained: the dashboard shows it as its Privacy tab, under the tab's own heading.
 */
export function PrivacyPanel({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation();
  const client = useClient();
  const language = useLanguage();
  const { recovery } = useAuth();
  const queryClient = useQueryClient();
  const [dialogOpen, setDialogOpen] = useState(false);
  const exportHeading = useId();
  const erasureHeading = useId();

  const status = useQuery({
    queryKey: erasureStatusKey(client),
    queryFn: ({ signal }) => recovery.run(() => fetchErasureStatus(client, undefined, signal)),
  });
  const download = useMutation({
    mutationFn: () => recovery.run(() => fetchDataExport(client)),
    onSuccess: (data) => saveExport(client, data),
  });
  const erasure = useMutation({
    mutationFn: () => recovery.run(() => requestErasure(client, language)),
    onSuccess: (next) => {
      queryClient.setQueryData(erasureStatusKey(client), next);
      setDialogOpen(false);
    },
  });

  const current = status.data;
  const pending = current?.status === 'requested' || current?.status === 'confirmed';

  return (
    <Stack gap="xl">
      <Stack component="section" gap="sm" aria-labelledby={exportHeading} align="flex-start">
        <Title order={3} size="h4" id={exportHeading}>
          {t('privacy.export.title')}
        </Title>
        <Text>{t('privacy.export.text')}</Text>
        <Button loading={download.isPending} onClick={() => download.mutate()}>
          {t('privacy.export.button')}
        </Button>
        {download.isSuccess ? <Text role="status">{t('privacy.export.done')}</Text> : null}
        {download.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('privacy.export.error')}
          </Alert>
        ) : null}
      </Stack>

      <Stack component="section" gap="sm" aria-labelledby={erasureHeading} align="flex-start">
        <Title order={3} size="h4" id={erasureHeading}>
          {t('privacy.erasure.title')}
        </Title>
        <Text>{t('privacy.erasure.text')}</Text>
        <div role="status">
          {current?.status === 'requested' && current.requestedAt ? (
            <Alert color="blue" variant="light" title={t('privacy.status.requestedTitle')}>
              {t('privacy.status.requested', {
                date: formatInstant(current.requestedAt, language),
              })}
            </Alert>
          ) : null}
          {current?.status === 'confirmed' && current.confirmedAt ? (
            <Alert color="blue" variant="light" title={t('privacy.status.confirmedTitle')}>
              {t('privacy.status.confirmed', {
                date: formatInstant(current.confirmedAt, language),
              })}
            </Alert>
          ) : null}
        </div>
        {current?.status === 'confirmed' ? null : (
          <Button
            color={DANGER}
            variant={pending ? 'outline' : 'filled'}
            onClick={() => {
              erasure.reset();
              setDialogOpen(true);
            }}
          >
            {pending ? t('privacy.erasure.resend') : t('privacy.erasure.button')}
          </Button>
        )}
        {status.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('privacy.status.loadError')}
          </Alert>
        ) : null}
      </Stack>

      <Modal
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={t('privacy.erasure.dialogTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('privacy.erasure.dialogText', { email: candidate.email })}</Text>
          {erasure.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t('privacy.erasure.error')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialogOpen(false)}>
              {t('privacy.erasure.cancel')}
            </Button>
            <Button color={DANGER} loading={erasure.isPending} onClick={() => erasure.mutate()}>
              {t('privacy.erasure.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
