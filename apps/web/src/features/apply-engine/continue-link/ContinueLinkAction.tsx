import { Button, Group } from '@mantine/core';
import type { FormAnswers, StreamFormMetadata } from '@talentgate/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knownEmail } from './known-email';

/** The dialog's code (Mantine's Modal) loads on the first click, out of the apply page's budget. */
const ContinueLinkDialog = lazy(async () => ({
  default: (await import('./ContinueLinkDialog')).ContinueLinkDialog,
}));

interface ContinueLinkActionProps {
  client: string;
  flowKey: string;
  forms: readonly StreamFormMetadata[];
  /** The answers so far (saved on the server), to prefill the address. */
  answers: Readonly<Record<string, Readonly<FormAnswers> | undefined>>;
}

/** The flow's "E-mail me a link to continue" button and its dialog. */
export function ContinueLinkAction({ client, flowKey, forms, answers }: ContinueLinkActionProps) {
  const { t } = useTranslation('applyEngine');
  const [opened, setOpened] = useState(false);
  const [openings, setOpenings] = useState(0);
  return (
    <Group justify="flex-start">
      <Button
        variant="subtle"
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpened(true);
        }}
      >
        {t('continueLink.action')}
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <ContinueLinkDialog
            key={openings}
            opened={opened}
            onClose={() => setOpened(false)}
            client={client}
            flowKey={flowKey}
            initialEmail={knownEmail(forms, answers)}
          />
        </Suspense>
      )}
    </Group>
  );
}
