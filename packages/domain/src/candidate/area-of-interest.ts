/**
 * Area-of-interest transforms of the candidate (spec 1 §3 "Area of interest"). Calls carry
 * a list of entries; forms and the stored candidate copy use plain strings.
 */
import type { AreaOfInterestEntry } from '../contract/area-of-interest.js';

export interface AreaOfInterestFields {
  /** Set when there is exactly one area. */
  areaInterest: string | null;
  areaOfInterestList: string[] | null;
}

/**
 * On send: areaInterest or areaOfInterestList becomes a list of entries with usersId null,
 * plus isSystemGenerated 1 for a system-generated one. Empty and repeated names are dropped.
 */
export function toAreaOfInterestEntries(
  fields: { areaInterest?: string | null; areaOfInterestList?: readonly string[] | null },
  systemGenerated: ReadonlySet<string> = new Set(),
): AreaOfInterestEntry[] {
  const list = fields.areaOfInterestList ?? [];
  const names = list.length > 0 ? list : fields.areaInterest ? [fields.areaInterest] : [];
  return [...new Set(names.filter((name) => name !== ''))].map((areaOfInterest) =>
    systemGenerated.has(areaOfInterest)
      ? { usersId: null, areaOfInterest, isSystemGenerated: 1 }
      : { usersId: null, areaOfInterest },
  );
}

/**
 * On receive: the list is flattened to strings; areaInterest is set when there is exactly
 * one; when the list is empty both are null.
 */
export function fromAreaOfInterestEntries(
  entries: readonly { areaOfInterest: string }[],
): AreaOfInterestFields {
  const list = entries.map((entry) => entry.areaOfInterest);
  if (list.length === 0) return { areaInterest: null, areaOfInterestList: null };
  return { areaInterest: list.length === 1 ? (list[0] ?? null) : null, areaOfInterestList: list };
}
