import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Alert, Button, Group, Stack, TagsInput, Text, Title } from '@mantine/core';
import {
  PERSONA_PREFERENCE_KEYS,
  type Candidate,
  type PersonaPreferenceKey,
  type PersonaPreferences,
} from '@talentgate/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../auth/use-api-error-text';
import { useNotify } from '../../feedback/notifications-context';
import { useSaveCandidate } from './use-save-candidate';

const MAX_ENTRIES = 20;

type Draft = Record<PersonaPreferenceKey, string[]>;

function preferencesDraft(preferences: PersonaPreferences | null): Draft {
  return {
    areaOfInterest: preferences?.areaOfInterest ?? [],
    location: preferences?.location ?? [],
    jobTitle: preferences?.jobTitle ?? [],
  };
}

/** Persona preferences (spec 1 §3): the areas, places and job titles a candidate looks for. */
export function PersonaPreferencesSection({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [draft, setDraft] = useState(() => preferencesDraft(candidate.preferences));
  const { save, saving, error } = useSaveCandidate();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await save({ candidateId: candidate.candidateId, preferences: draft });
    if (saved) notify({ message: t('dashboard.edit.preferences.saved'), alertClass: 'success' });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h4" id={headingId}>
            {t('dashboard.edit.preferences.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dashboard.edit.preferences.intro')}
          </Text>
        </Stack>
        {PERSONA_PREFERENCE_KEYS.map((key) => (
          <TagsInput
            key={key}
            label={t(`dashboard.edit.preferences.${key}`)}
            description={t('dashboard.edit.preferences.hint')}
            value={draft[key]}
            onChange={(value) => setDraft((current) => ({ ...current, [key]: value }))}
            maxTags={MAX_ENTRIES}
            clearable
          />
        ))}
        {error !== null && (
          <Alert color="red" variant="light">
            {errorText(error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {t('dashboard.edit.preferences.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
