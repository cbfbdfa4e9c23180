import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  isSearchablePlaceQuery,
  PLACE_QUERY_MAX_LENGTH,
  placeTextOnBlur,
  type Place,
} from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../site/client-context';
import { fetchPlace, searchPlaces } from './places-api';

/** Pause in typing before places are asked for. */
const SUGGEST_DELAY_MS = 250;

interface PlaceFieldProps {
  label: string;
  description?: string;
  text: string;
  onTextChange: (text: string) => void;
  /** The place last picked, whose label the text must still equal on blur. */
  picked: Place | null;
  /** A pick (with its postal code once known), or null when blur cleared the field. */
  onPick: (place: Place | null) => void;
  /** For forms (the apply engine): the input's id, its error, required mark and ref. */
  id?: string;
  error?: string | undefined;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The place field (spec 1 §5, spec 2 §5): an accessible combobox whose suggestions come
 * from our own API; picking fills the form; leaving it with text that is not the picked
 * place's clears it.
 */
export function PlaceField({
  label,
  description,
  text,
  onTextChange,
  picked,
  onPick,
  id,
  error,
  required,
  inputRef,
}: PlaceFieldProps) {
  const { t } = useTranslation();
  const client = useClient();
  const listId = useId();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query] = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const searching = isSearchablePlaceQuery(query) && query !== picked?.label;
  const suggestions = useQuery({
    queryKey: ['places', client, query.toLowerCase()],
    queryFn: ({ signal }) => searchPlaces(client, query, signal),
    enabled: searching,
    staleTime: 5 * 60_000,
  });
  const places = searching ? (suggestions.data?.places ?? []) : [];
  // Details of an earlier pick must not land after a later pick or a clear.
  const latestPick = useRef<number | null>(null);

  const pick = (id: string) => {
    const place = places.find((candidate) => String(candidate.id) === id);
    if (!place) return;
    combobox.closeDropdown();
    onTextChange(place.label);
    onPick(place);
    latestPick.current = place.id;
    // The suggestion has everything but the postal code, which the place call adds.
    fetchPlace(client, place.id).then(
      (detailed) => {
        if (latestPick.current === detailed.id) onPick(detailed);
      },
      (error: unknown) => console.warn('Place details failed', error),
    );
  };

  return (
    // In the page, not a portal: the suggestions stay inside the main landmark. They scroll
    // with the field, so they stay shown while open (hideDetached off): otherwise a scroll to an
    // option before the list is placed (it starts at the top left) hides the list with the
    // field out of view, and a click on the option waits forever (a CI failure, stop 33).
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false} hideDetached={false}>
      {/* role="combobox" needs aria-expanded at all times, not only while open. */}
      <Combobox.Target withExpandedAttribute>
        <TextInput
          id={id}
          ref={inputRef}
          error={error}
          required={required}
          label={label}
          description={description}
          value={text}
          maxLength={PLACE_QUERY_MAX_LENGTH}
          role="combobox"
          aria-autocomplete="list"
          autoComplete="off"
          onChange={(event) => {
            onTextChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            const kept = placeTextOnBlur(text, picked?.label ?? null);
            if (kept !== text) onTextChange(kept);
            if (kept === '' && picked !== null) {
              latestPick.current = null;
              onPick(null);
            }
          }}
          rightSection={searching && suggestions.isFetching ? <Loader size="xs" /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searching || suggestions.data === undefined}>
        <Combobox.Options id={listId} aria-label={label}>
          {places.length === 0 ? (
            <Combobox.Empty>{t('places.noMatch')}</Combobox.Empty>
          ) : (
            places.map((place) => (
              <Combobox.Option value={String(place.id)} key={place.id}>
                {place.label}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
