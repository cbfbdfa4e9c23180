import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { LIST_NAMES, toAreaOfInterestEntries, type Candidate } from '@talentgate/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../auth/use-api-error-text';
import { useNotify } from '../../feedback/notifications-context';
import { ListMultiSelect } from '../../lists';
import { useSaveCandidate } from './use-save-candidate';

/** The areas a candidate receives as flattened strings (spec 1 §3 "on receive"). */
function storedAreas(candidate: Candidate): string[] {
  if (candidate.areaOfInterestList) return candidate.areaOfInterestList;
  return candidate.areaInterest ? [candidate.areaInterest] : [];
}

/**
 * Areas of interest from the tenant's AreaOfInterest list. Saved as the list of entries of
 * spec 1 §3 (usersId null), which replaces the stored list; none clears it.
 */
export function AreaOfInterestSection({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [areas, setAreas] = useState(() => storedAreas(candidate));
  const { save, saving, error } = useSaveCandidate();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await save({
      candidateId: candidate.candidateId,
      areaOfInterestList: toAreaOfInterestEntries({ areaOfInterestList: areas }),
    });
    if (saved) notify({ message: t('dashboard.edit.areas.saved'), alertClass: 'success' });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h4" id={headingId}>
            {t('dashboard.edit.areas.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dashboard.edit.areas.intro')}
          </Text>
        </Stack>
        <ListMultiSelect
          listName={LIST_NAMES.areaOfInterest}
          label={t('dashboard.edit.areas.label')}
          value={areas}
          onChange={setAreas}
          clearable
        />
        {error !== null && (
          <Alert color="red" variant="light">
            {errorText(error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {t('dashboard.edit.areas.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
