/**
 * Runs the parser over the generated corpus: renders each variant, parses it (timed), and
 * scores the fields against the expected values. Used by the bench (bench/resume-parsing.mjs)
 * and by the corpus test.
 */
import type { ParsedResume } from '@talentgate/domain';
import { parseResume } from '../../src/modules/resume-parsing/parse-resume.js';
import { FieldTally, countList, countSingle, percentile, type FieldScore } from '../metrics.js';
import { renderVariant } from './render.js';
import { corpusVariants, type CorpusVariant, type ExpectedResume } from './variants.js';

export interface DocumentResult {
  variant: CorpusVariant;
  pages: number;
  milliseconds: number;
  parsed: ParsedResume | null;
  error?: string;
}

export interface CorpusReport {
  documents: DocumentResult[];
  fields: Record<string, FieldScore>;
  timing: {
    p50: number;
    p95: number;
    twoPagePdf: { count: number; p50: number; p95: number };
  };
}

/** Counts of every scored field of one document. */
export function scoreDocument(
  tally: FieldTally,
  expected: ExpectedResume,
  parsed: ParsedResume | null,
): void {
  const contact = parsed?.contact;
  tally.add('name', countSingle(expected.name, contact?.name ?? ''));
  tally.add('email', countSingle(expected.email, contact?.email ?? ''));
  tally.add('phone', countSingle(expected.phoneDigits, contact?.phoneDigits ?? ''));
  tally.add('address.city', countSingle(expected.city, contact?.address.city ?? ''));
  tally.add('skills', countList(expected.skills, parsed?.skills ?? []));
  const work = parsed?.work ?? [];
  tally.add(
    'work.company',
    countList(
      expected.work.map((job) => job.company),
      work.map((job) => job.company),
    ),
  );
  tally.add(
    'work.title',
    countList(
      expected.work.map((job) => job.title),
      work.map((job) => job.title),
    ),
  );
  tally.add(
    'work.startDate',
    countList(
      expected.work.map((job) => job.startDate),
      work.map((job) => job.startDate ?? ''),
    ),
  );
  const education = parsed?.education ?? [];
  tally.add(
    'education.institution',
    countList(
      expected.education.map((school) => school.institution),
      education.map((school) => school.institution),
    ),
  );
  tally.add(
    'education.level',
    countList(
      expected.education.map((school) => school.level),
      education.map((school) => school.level),
    ),
  );
  tally.add(
    'education.subject',
    countList(
      expected.education.map((school) => school.subject),
      education.map((school) => school.subject),
    ),
  );
}

export async function evaluateCorpus(variants = corpusVariants()): Promise<CorpusReport> {
  const tally = new FieldTally();
  const documents: DocumentResult[] = [];
  // The first parse of each format loads its extractor (pdf.js alone takes about a second);
  // a server pays that once, so it is kept out of the per-document times.
  const warmUp = new Map(variants.map((variant) => [variant.format, variant]));
  for (const variant of warmUp.values()) {
    await parseResume((await renderVariant(variant)).bytes, variant.filename).catch(() => null);
  }
  for (const variant of variants) {
    const { bytes, pages } = await renderVariant(variant);
    const started = performance.now();
    let parsed: ParsedResume | null = null;
    let error: string | undefined;
    try {
      parsed = await parseResume(bytes, variant.filename);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    const milliseconds = performance.now() - started;
    scoreDocument(tally, variant.expected, parsed);
    documents.push({ variant, pages, milliseconds, parsed, ...(error ? { error } : {}) });
  }
  const times = documents.map((document) => document.milliseconds);
  const twoPage = documents
    .filter((document) => document.variant.format === 'pdf' && document.pages >= 2)
    .map((document) => document.milliseconds);
  return {
    documents,
    fields: tally.scores(),
    timing: {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      twoPagePdf: {
        count: twoPage.length,
        p50: percentile(twoPage, 50),
        p95: percentile(twoPage, 95),
      },
    },
  };
}
