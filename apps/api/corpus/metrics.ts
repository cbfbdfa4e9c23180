/**
 * Field-level precision and recall of parsed resumes against expected ones, and latency
 * percentiles. A single-valued field counts a true positive when the parser's value
 * matches, a false positive when it gave a wrong value, and a false negative when the
 * expected value was not found (a wrong value is both). A list field (work-history
 * companies, skills…) matches values one to one. Values compare without case, accents,
 * punctuation and spacing, so "Telefónica" and "TELEFONICA" match.
 */
export interface FieldCounts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export interface FieldScore extends FieldCounts {
  precision: number;
  recall: number;
}

export function normalise(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

export function countSingle(expected: string, actual: string): FieldCounts {
  const want = normalise(expected);
  const got = normalise(actual);
  if (want === '' && got === '') return { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  if (want === '') return { truePositives: 0, falsePositives: 1, falseNegatives: 0 };
  if (got === '') return { truePositives: 0, falsePositives: 0, falseNegatives: 1 };
  return want === got
    ? { truePositives: 1, falsePositives: 0, falseNegatives: 0 }
    : { truePositives: 0, falsePositives: 1, falseNegatives: 1 };
}

export function countList(expected: string[], actual: string[]): FieldCounts {
  const remaining = new Map<string, number>();
  for (const value of expected.map(normalise).filter(Boolean)) {
    remaining.set(value, (remaining.get(value) ?? 0) + 1);
  }
  let truePositives = 0;
  let falsePositives = 0;
  for (const value of actual.map(normalise).filter(Boolean)) {
    const left = remaining.get(value) ?? 0;
    if (left > 0) {
      truePositives += 1;
      remaining.set(value, left - 1);
    } else falsePositives += 1;
  }
  const falseNegatives = [...remaining.values()].reduce((sum, left) => sum + left, 0);
  return { truePositives, falsePositives, falseNegatives };
}

/** Sums counts per field name across documents. */
export class FieldTally {
  private readonly counts = new Map<string, FieldCounts>();

  add(field: string, counts: FieldCounts): void {
    const total = this.counts.get(field) ?? {
      truePositives: 0,
      falsePositives: 0,
      falseNegatives: 0,
    };
    total.truePositives += counts.truePositives;
    total.falsePositives += counts.falsePositives;
    total.falseNegatives += counts.falseNegatives;
    this.counts.set(field, total);
  }

  scores(): Record<string, FieldScore> {
    const out: Record<string, FieldScore> = {};
    for (const [field, counts] of this.counts) out[field] = score(counts);
    return out;
  }
}

/** Precision and recall; a field never predicted (or never expected) scores 1 on that side. */
export function score(counts: FieldCounts): FieldScore {
  const predicted = counts.truePositives + counts.falsePositives;
  const relevant = counts.truePositives + counts.falseNegatives;
  return {
    ...counts,
    precision: predicted === 0 ? 1 : counts.truePositives / predicted,
    recall: relevant === 0 ? 1 : counts.truePositives / relevant,
  };
}

/** The p-th percentile (0–100) by nearest rank; NaN for no values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? Number.NaN;
}
