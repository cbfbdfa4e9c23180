/** Employment types we have translations for; others are shown as the API sends them. */
const KNOWN_EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'temporary',
  'internship',
] as const;
export type KnownEmploymentType = (typeof KNOWN_EMPLOYMENT_TYPES)[number];

/** "Full-time", "FULL_TIME" and "full time" all mean full_time. */
export function normalizeEmploymentType(value: string): KnownEmploymentType | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[^a-z]+/g, '_');
  return (KNOWN_EMPLOYMENT_TYPES as readonly string[]).includes(key)
    ? (key as KnownEmploymentType)
    : null;
}
