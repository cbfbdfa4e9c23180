/**
 * A location form's values as typed (coordinates are text until saved) and the rules that
 * change them: a zip lookup fills empty fields only (spec 2 §5); a place pick or "use my
 * location" fills them all, because the person chose that place.
 */
import {
  applyZipLookup,
  type Candidate,
  type CandidateUpdate,
  type LocationFields,
  type Place,
  type PostalCodeEntry,
} from '@talentgate/domain';

export interface LocationDraft {
  zip: string;
  city: string;
  state: string;
  country: string;
  latitude: string;
  longitude: string;
}

export type CoordinateField = 'latitude' | 'longitude';
/** The fields a person types; the coordinates only ever come from a place or a zip. */
export type LocationTextField = Exclude<keyof LocationDraft, CoordinateField>;

const COORDINATES: readonly CoordinateField[] = ['latitude', 'longitude'];
const LIMITS: Record<CoordinateField, number> = { latitude: 90, longitude: 180 };
const blank = (text: string) => text.trim() === '';
const coordinateText = (value: number | null) => (value === null ? '' : String(value));

export function draftFromCandidate(candidate: Candidate): LocationDraft {
  return {
    zip: candidate.zip ?? '',
    city: candidate.city ?? '',
    state: candidate.state ?? '',
    country: candidate.country ?? '',
    latitude: coordinateText(candidate.latitude),
    longitude: coordinateText(candidate.longitude),
  };
}

/** Only emptiness of the coordinates matters to the zip rule, so any typed text counts. */
function fieldsOf(draft: LocationDraft): LocationFields {
  return {
    zip: draft.zip,
    city: draft.city,
    state: draft.state,
    country: draft.country,
    latitude: blank(draft.latitude) ? null : 0,
    longitude: blank(draft.longitude) ? null : 0,
  };
}

export function fillFromPostalCodes(
  draft: LocationDraft,
  entries: readonly PostalCodeEntry[],
): LocationDraft {
  const filled = applyZipLookup(fieldsOf(draft), entries);
  return {
    ...draft,
    city: filled.city,
    state: filled.state,
    country: filled.country,
    latitude: blank(draft.latitude) ? coordinateText(filled.latitude) : draft.latitude,
    longitude: blank(draft.longitude) ? coordinateText(filled.longitude) : draft.longitude,
  };
}

/**
 * A typed change: the coordinates no longer describe what the fields say, so they are
 * forgotten (a zip lookup fills them again, a place pick replaces them).
 */
export function withTypedText(
  draft: LocationDraft,
  field: LocationTextField,
  value: string,
): LocationDraft {
  if (draft[field] === value) return draft;
  return { ...draft, [field]: value, latitude: '', longitude: '' };
}

/** A picked place replaces the location; its zip only when it has one. */
export function fillFromPlace(draft: LocationDraft, place: Place): LocationDraft {
  return {
    zip: place.zip ?? '',
    city: place.city,
    state: place.state,
    country: place.country,
    latitude: String(place.latitude),
    longitude: String(place.longitude),
  };
}

function coordinate(text: string, field: CoordinateField): number | null | 'invalid' {
  if (blank(text)) return null;
  const value = Number(text.trim());
  return Number.isFinite(value) && Math.abs(value) <= LIMITS[field] ? value : 'invalid';
}

export function invalidCoordinates(draft: LocationDraft): CoordinateField[] {
  return COORDINATES.filter((field) => coordinate(draft[field], field) === 'invalid');
}

/** The update call's body; null when a coordinate is not a number in range. */
export function locationUpdate(draft: LocationDraft, candidateId: number): CandidateUpdate | null {
  const latitude = coordinate(draft.latitude, 'latitude');
  const longitude = coordinate(draft.longitude, 'longitude');
  if (latitude === 'invalid' || longitude === 'invalid') return null;
  return {
    candidateId,
    zip: draft.zip.trim(),
    city: draft.city.trim(),
    state: draft.state.trim(),
    country: draft.country.trim(),
    latitude,
    longitude,
  };
}
