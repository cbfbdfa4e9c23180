/**
 * Issue 22's budgets on the realistic corpus, so that a change to the parser that loses a
 * pattern fails here and not only in the bench. The figures themselves are the bench's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateRealistic, type RealisticReport } from './evaluate.js';

const WORK = 'work (employer+title+dates)';
let report: RealisticReport;

beforeAll(async () => {
  report = await evaluateRealistic();
}, 120_000);

describe('the realistic corpus', () => {
  it('holds at least 80 resumes: 15 in French, German or Spanish, 20 in columns, DOCX and text', () => {
    const truths = report.documents.map((document) => document.truth);
    expect(truths.length).toBeGreaterThanOrEqual(80);
    expect(truths.filter((truth) => truth.language !== 'en').length).toBeGreaterThanOrEqual(15);
    expect(truths.filter((truth) => truth.layout === 'multi-column').length).toBeGreaterThanOrEqual(
      20,
    );
    expect(new Set(truths.map((truth) => truth.source))).toEqual(
      new Set(['latex', 'word', 'word-pdf', 'text']),
    );
    expect(report.documents.filter((document) => document.error)).toEqual([]);
  });

  it('meets the field budgets', () => {
    const fields = report.parts['all'] ?? {};
    expect(fields[WORK]?.precision).toBeGreaterThanOrEqual(0.85);
    expect(fields[WORK]?.recall).toBeGreaterThanOrEqual(0.85);
    expect(fields['education.institution']?.recall).toBeGreaterThanOrEqual(0.85);
    expect(fields['phone']?.recall).toBeGreaterThanOrEqual(0.95);
    for (const field of ['name', 'email']) {
      expect(fields[field]?.precision).toBeGreaterThanOrEqual(0.97);
      expect(fields[field]?.recall).toBeGreaterThanOrEqual(0.97);
    }
  });

  it.each(['layout: multi-column', 'language: non-English', 'format: docx', 'format: pdf'])(
    'finds three in four jobs in the group %s',
    (group) => {
      expect(report.groups[group]?.fields[WORK]?.recall).toBeGreaterThanOrEqual(0.75);
    },
  );
});
