/** The place field's rules (spec 1 §5, spec 2 §5) and how a place reads in it. */
import { PLACE_QUERY_MIN_LENGTH } from './place-constants.js';

export interface PlaceNameParts {
  city: string;
  state: string;
  country: string;
}

/** "Lyon, Auvergne-Rhône-Alpes, France"; a state named like its city is said once. */
export function placeLabel({ city, state, country }: PlaceNameParts): string {
  const parts = [city, state === city ? '' : state, country];
  return parts.filter((part) => part.trim() !== '').join(', ');
}

/** Blur keeps the text only when it is still the picked place's; anything else is cleared. */
export function placeTextOnBlur(text: string, pickedLabel: string | null): string {
  return pickedLabel !== null && text === pickedLabel ? text : '';
}

/** Queries shorter than this answer nothing rather than the whole world. */
export function isSearchablePlaceQuery(query: string): boolean {
  return query.trim().length >= PLACE_QUERY_MIN_LENGTH;
}
