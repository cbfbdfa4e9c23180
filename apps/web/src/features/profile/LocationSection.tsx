import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Candidate, Place, PostalCodeEntry } from '@talentgate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentCandidateKey } from '../auth/candidate-query';
import { useApiErrorText } from '../auth/use-api-error-text';
import { useNotify } from '../feedback/notifications-context';
import {
  draftFromCandidate,
  fillFromPlace,
  fillFromPostalCodes,
  locationUpdate,
  withTypedText,
  type LocationTextField,
} from '../places/location-draft';
import { PlaceField } from '../places/PlaceField';
import { UseMyLocationButton } from '../places/UseMyLocationButton';
import { useZipLookup } from '../places/use-zip-lookup';
import { useClient } from '../site/client-context';
import { updateCandidate } from './profile-api';

/**
 * Where the candidate lives: find a place (or use the browser's location), or type a zip
 * and let the postal code data fill the rest; saved through the update-candidate call. The
 * coordinates come from the picked place or the zip's postal code data and are never typed
 * (issue 21 item 8): nobody knows their latitude, and a wrong one would go unnoticed.
 */
export function LocationSection({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation();
  const client = useClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [draft, setDraft] = useState(() => draftFromCandidate(candidate));
  const [placeText, setPlaceText] = useState('');
  const [picked, setPicked] = useState<Place | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);

  const onEntries = useCallback((zip: string, entries: PostalCodeEntry[]) => {
    // An answer for a zip that has since been changed again is of no use.
    setDraft((current) => (current.zip === zip ? fillFromPostalCodes(current, entries) : current));
  }, []);
  const { lookUpNow, markLookedUp } = useZipLookup(draft.zip, onEntries);

  const applyPlace = (place: Place) => {
    markLookedUp(place.zip ?? '');
    setDraft((current) => fillFromPlace(current, place));
  };

  const field = (name: LocationTextField) => ({
    label: t(`places.fields.${name}`),
    value: draft[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setDraft((current) => withTypedText(current, name, value));
    },
  });

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const update = locationUpdate(draft, candidate.candidateId);
    if (update === null || saving) return;
    setSaving(true);
    setSaveError(null);
    try {
      queryClient.setQueryData(currentCandidateKey(client), await updateCandidate(client, update));
      notify({ message: t('profile.locationForm.saved'), alertClass: 'success' });
    } catch (error) {
      setSaveError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void save(event)} aria-labelledby="location-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="location-heading">
            {t('profile.locationForm.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.locationForm.intro')}
          </Text>
        </Stack>
        <PlaceField
          label={t('places.placeField.label')}
          description={t('places.placeField.description')}
          text={placeText}
          onTextChange={setPlaceText}
          picked={picked}
          onPick={(place) => {
            setPicked(place);
            if (place) applyPlace(place);
          }}
        />
        <UseMyLocationButton
          onLocate={(place) => {
            setPicked(place);
            setPlaceText(place.label);
            applyPlace(place);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...field('zip')}
            autoComplete="postal-code"
            maxLength={20}
            onBlur={() => lookUpNow(draft.zip)}
          />
          <TextInput {...field('city')} autoComplete="address-level2" maxLength={100} />
          <TextInput {...field('state')} autoComplete="address-level1" maxLength={100} />
          <TextInput {...field('country')} autoComplete="country-name" maxLength={100} />
        </SimpleGrid>
        {saveError !== null && (
          <Alert color="red" variant="light">
            {errorText(saveError)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {t('profile.locationForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
