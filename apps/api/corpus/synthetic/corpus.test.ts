/**
 * Every generated resume parses to its expected fields. The one known miss is listed with
 * its reason, so a change that fixes or breaks anything shows here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateCorpus, type CorpusReport } from './evaluate.js';
import { corpusVariants } from './variants.js';

/** Variant id prefix → expected field the parser is known to miss, and why. */
const KNOWN_MISSES: Record<string, { field: 'work.company'; reason: string }> = {
  'fr-27-pdf-2col': {
    field: 'work.company',
    reason:
      'the narrow main column wraps "… chez Norbert Dentressangle" onto two lines; the second is read as another header line',
  },
};

const variants = corpusVariants();
let report: CorpusReport;

beforeAll(async () => {
  report = await evaluateCorpus(variants);
}, 120_000);

const resultOf = (id: string) => {
  const result = report.documents.find((document) => document.variant.id === id);
  if (!result?.parsed) throw new Error(`${id} did not parse: ${result?.error}`);
  return result.parsed;
};
const knownMiss = (id: string) =>
  Object.entries(KNOWN_MISSES).find(([prefix]) => id.startsWith(prefix))?.[1];

describe('the generated corpus', () => {
  it('has at least 30 varied resumes', () => {
    expect(variants.length).toBeGreaterThanOrEqual(30);
    expect(new Set(variants.map((variant) => variant.language))).toEqual(
      new Set(['en', 'es', 'fr', 'de']),
    );
    expect(new Set(variants.map((variant) => variant.format))).toEqual(
      new Set(['pdf', 'docx', 'doc', 'txt', 'rtf']),
    );
    expect(new Set(variants.map((variant) => `${variant.format}-${variant.columns}`))).toContain(
      'pdf-2',
    );
    expect(new Set(variants.map((variant) => `${variant.format}-${variant.columns}`))).toContain(
      'docx-2',
    );
    expect(new Set(variants.map((variant) => variant.dateStyle)).size).toBe(5);
    expect(report.documents.filter((document) => document.pages >= 2).length).toBeGreaterThan(0);
  });

  it.each(variants.map((variant) => [variant.id, variant] as const))('%s', (id, variant) => {
    const parsed = resultOf(id);
    const { expected } = variant;
    expect(parsed.format).toBe(variant.format);
    expect(parsed.language).toBe(variant.language);
    expect(parsed.contact.name).toBe(expected.name);
    expect(parsed.contact.email).toBe(expected.email);
    expect(parsed.contact.phoneDigits).toBe(expected.phoneDigits);
    expect(parsed.contact.address.city).toBe(expected.city);
    expect(parsed.skills).toEqual(expected.skills);
    const work = parsed.work.map(({ company, title, startDate, endDate, current }) => ({
      company,
      title,
      startDate,
      ...(endDate ? { endDate } : {}),
      current,
    }));
    const miss = knownMiss(id);
    if (miss) {
      expect(work).not.toEqual(expected.work);
      expect(work.map((job) => job.title)).toEqual(expected.work.map((job) => job.title));
    } else expect(work).toEqual(expected.work);
    expect(
      parsed.education.map(({ institution, level, subject, endDate }) => ({
        institution,
        level,
        subject,
        endDate,
      })),
    ).toEqual(expected.education);
  });

  it('meets the field budgets: name, e-mail, phone ≥ 0.95; company and title ≥ 0.80', () => {
    for (const field of ['name', 'email', 'phone']) {
      expect(report.fields[field]?.precision).toBeGreaterThanOrEqual(0.95);
      expect(report.fields[field]?.recall).toBeGreaterThanOrEqual(0.95);
    }
    for (const field of ['work.company', 'work.title']) {
      expect(report.fields[field]?.precision).toBeGreaterThanOrEqual(0.8);
      expect(report.fields[field]?.recall).toBeGreaterThanOrEqual(0.8);
    }
  });
});
