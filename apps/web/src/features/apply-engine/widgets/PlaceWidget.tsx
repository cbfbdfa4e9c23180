import type { Place } from '@talentgate/domain';
import { useState } from 'react';
import { PlaceField } from '../../places/PlaceField';
import { UseMyLocationButton } from '../../places/UseMyLocationButton';
import { asString, fieldOf, type WidgetProps } from './widget-types';

/** A value restored from a draft or saved answers stands for the place it was picked as. */
function restoredPlace(label: string): Place | null {
  if (label === '') return null;
  return {
    id: 0,
    label,
    zip: null,
    city: '',
    state: '',
    stateIso: '',
    country: '',
    countryIso: '',
    latitude: 0,
    longitude: 0,
  };
}

/**
 * The place field (spec 2 §5 "Place field"): suggestions from the tenant's places; a pick (or
 * "use my location") fills the fields its `fills` names; leaving the field with text that is
 * not the picked place's clears it.
 */
export function PlaceWidget(props: WidgetProps) {
  const { inputId, label, help, required, error, value, onChange, onBlur, inputRef } = props;
  const fills = fieldOf(props, ['place'])?.fills ?? {};
  const [picked, setPicked] = useState<Place | null>(() => restoredPlace(asString(value)));

  const pick = (place: Place | null) => {
    setPicked(place);
    if (!place) {
      onChange('');
      return;
    }
    onChange(place.label);
    const filled: Record<string, unknown> = {};
    for (const [name, target] of Object.entries(fills)) {
      if (target === undefined) continue;
      const given: unknown = name === 'zip' ? (place.zip ?? '') : Reflect.get(place, name);
      filled[target] = given;
    }
    props.fill(filled);
  };

  return (
    <div onBlur={() => onBlur()}>
      <PlaceField
        id={inputId}
        inputRef={inputRef}
        label={label}
        {...(help === undefined ? {} : { description: help })}
        error={error}
        required={required}
        text={asString(value)}
        onTextChange={(next) => onChange(next)}
        picked={picked}
        onPick={pick}
      />
      <UseMyLocationButton onLocate={pick} />
    </div>
  );
}
