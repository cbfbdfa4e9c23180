/**
 * Tenant lists (spec 2 §3 "List item", §7 "Active list by name", §9 list cache lifetime).
 * Plain values, no TypeBox, so the browser imports them without the schema builder.
 */

/**
 * Lists other parts of the product read by name. `PositionCodes` is always loaded by the
 * browser (spec 2 §7); `EasyApplyStream` names the easy-apply stream: its one item's value is
 * that stream's key (spec 2 §7 "list EasyApplyStream is read by name").
 */
export const LIST_NAMES = {
  positionCodes: 'PositionCodes',
  easyApplyStream: 'EasyApplyStream',
  educationLevels: 'EducationLevels',
  countries: 'Countries',
  states: 'States',
  areaOfInterest: 'AreaOfInterest',
  yesNo: 'YesNo',
} as const;

/** Lists are cached in the browser and fetched again after this long (spec 2 §7, §9). */
export const LIST_CACHE_HOURS = 5;
export const LIST_CACHE_MS = LIST_CACHE_HOURS * 3_600_000;

/** A list name: a letter, then letters, digits, '.', '_' or '-'; at most 64 characters. */
export const LIST_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9._-]{0,63}$';
export const MAX_LIST_ITEMS = 2000;
export const MAX_LIST_TEXT_LENGTH = 200;

/** A label map's keys: a path language code (`es`, `pt-br`). */
export const LABEL_LANGUAGE_PATTERN = '^[a-z]{2}(-[a-z]{2})?$';

export interface LabelledItem {
  label: string;
  /** Translations of the label by language; a missing language falls back to `label`. */
  labels?: Readonly<Record<string, string>>;
}

/** The item's label in `language` (`pt-br` falls back to `pt`), else its own label. */
export function listItemLabel(item: LabelledItem, language: string): string {
  const labels = item.labels ?? {};
  const lower = language.toLowerCase();
  return labels[lower] ?? labels[lower.split('-')[0] ?? lower] ?? item.label;
}
