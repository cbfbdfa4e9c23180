/**
 * Scores the parser on the realistic corpus: every built file in `files/` against its
 * hand-checked truth in `truth/`. A job counts when employer and title match (compared
 * without case, accents, punctuation and spacing) and its start and end are within a
 * month of the truth (a year-only date must name the same year; "present" must read as
 * current). Scores are given overall and by group (layout, format, source, language,
 * template), and for the tuning and held-out parts separately.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParsedResume, ParsedWork } from '@talentgate/domain';
import { parseResume } from '../../src/modules/resume-parsing/parse-resume.js';
import {
  FieldTally,
  countList,
  countSingle,
  normalise,
  percentile,
  type FieldCounts,
} from '../metrics.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface TruthJob {
  employer: string;
  title: string;
  start: string | null;
  end: string | null;
}

export interface Truth {
  file: string;
  person: string;
  template: string;
  format: 'pdf' | 'docx' | 'txt';
  source: 'latex' | 'word' | 'word-pdf' | 'text';
  layout: 'single-column' | 'multi-column';
  language: 'en' | 'fr' | 'de' | 'es';
  heldOut: boolean;
  name: string;
  email: string;
  phoneDigits: string;
  work: TruthJob[];
  education: { institution: string; degree: string }[];
}

export interface RealisticDocument {
  truth: Truth;
  pages: number;
  milliseconds: number;
  parsed: ParsedResume | null;
  error?: string;
  /** Work counts of this document, to list misses. */
  work: FieldCounts;
}

export function readTruths(): Truth[] {
  const folder = path.join(HERE, 'truth');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Truth);
}

export function readCorpusFile(truth: Truth): Uint8Array {
  return new Uint8Array(readFileSync(path.join(HERE, 'files', truth.file)));
}

/** Months since year 0 of a partial date; a year alone is given as its month `fallback`. */
function monthIndex(value: string): { month: number; precise: boolean } {
  const [year = 0, month] = value.split('-').map(Number);
  return { month: year * 12 + ((month ?? 1) - 1), precise: month !== undefined };
}

function sameDate(truth: string | null, parsed: string | undefined): boolean {
  if (truth === null) return parsed === undefined;
  if (parsed === undefined) return false;
  const want = monthIndex(truth);
  const got = monthIndex(parsed);
  if (!want.precise || !got.precise)
    return (
      Math.floor(want.month / 12) === Math.floor(got.month / 12) && want.precise === got.precise
    );
  return Math.abs(want.month - got.month) <= 1;
}

export function jobMatches(truth: TruthJob, job: ParsedWork): boolean {
  if (normalise(truth.employer) !== normalise(job.company)) return false;
  if (normalise(truth.title) !== normalise(job.title)) return false;
  if (!sameDate(truth.start, job.startDate)) return false;
  if (truth.end === 'present') return job.current && job.endDate === undefined;
  return !job.current && sameDate(truth.end, job.endDate);
}

/** One-to-one matching of the truth's jobs with the parsed ones. */
export function countJobs(truth: TruthJob[], parsed: ParsedWork[]): FieldCounts {
  const unused = [...parsed];
  let truePositives = 0;
  for (const job of truth) {
    const index = unused.findIndex((candidate) => jobMatches(job, candidate));
    if (index >= 0) {
      truePositives += 1;
      unused.splice(index, 1);
    }
  }
  return {
    truePositives,
    falsePositives: parsed.length - truePositives,
    falseNegatives: truth.length - truePositives,
  };
}

function scoreDocument(tally: FieldTally, truth: Truth, parsed: ParsedResume | null): FieldCounts {
  const contact = parsed?.contact;
  tally.add('name', countSingle(truth.name, contact?.name ?? ''));
  tally.add('email', countSingle(truth.email, contact?.email ?? ''));
  tally.add('phone', countSingle(truth.phoneDigits, contact?.phoneDigits ?? ''));
  const work = countJobs(truth.work, parsed?.work ?? []);
  tally.add('work (employer+title+dates)', work);
  const jobs = parsed?.work ?? [];
  tally.add(
    'work.employer',
    countList(
      truth.work.map((job) => job.employer),
      jobs.map((job) => job.company),
    ),
  );
  tally.add(
    'work.title',
    countList(
      truth.work.map((job) => job.title),
      jobs.map((job) => job.title),
    ),
  );
  tally.add(
    'education.institution',
    countList(
      truth.education.map((school) => school.institution),
      (parsed?.education ?? []).map((school) => school.institution),
    ),
  );
  return work;
}

export interface RealisticReport {
  documents: RealisticDocument[];
  /** Field scores per part: 'all', 'tuning', 'held-out'. */
  parts: Record<string, ReturnType<FieldTally['scores']>>;
  /** Work and schools scores per group ("layout: multi-column", "format: docx"…). */
  groups: Record<string, { documents: number; fields: ReturnType<FieldTally['scores']> }>;
  timing: { p50: number; p95: number; twoPagePdf: { count: number; p50: number; p95: number } };
}

async function pageCount(bytes: Uint8Array): Promise<number> {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages = pdf.numPages;
  await pdf.destroy();
  return pages;
}

export async function evaluateRealistic(
  options: { parts?: ('tuning' | 'held-out')[] } = {},
): Promise<RealisticReport> {
  const wanted = new Set(options.parts ?? ['tuning', 'held-out']);
  const truths = readTruths().filter((truth) => wanted.has(truth.heldOut ? 'held-out' : 'tuning'));
  // The first parse of each format loads its extractor; a server pays that once.
  const warmUp = new Map(truths.map((truth) => [truth.format, truth]));
  for (const truth of warmUp.values())
    await parseResume(readCorpusFile(truth), truth.file).catch(() => null);
  const documents: RealisticDocument[] = [];
  const tallies = new Map<string, FieldTally>();
  const tallyOf = (key: string) => {
    const found = tallies.get(key);
    if (found) return found;
    const created = new FieldTally();
    tallies.set(key, created);
    return created;
  };
  const groupCounts = new Map<string, number>();
  for (const truth of truths) {
    const bytes = readCorpusFile(truth);
    const started = performance.now();
    let parsed: ParsedResume | null = null;
    let error: string | undefined;
    try {
      parsed = await parseResume(bytes, truth.file);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    const milliseconds = performance.now() - started;
    const pages = truth.format === 'pdf' ? await pageCount(bytes) : 1;
    const part = truth.heldOut ? 'held-out' : 'tuning';
    const groups = [
      `layout: ${truth.layout}`,
      `format: ${truth.format}`,
      `source: ${truth.source}`,
      `language: ${truth.language === 'en' ? 'English' : 'non-English'}`,
      `language: ${truth.language}`,
      `template: ${truth.template}`,
    ];
    let work: FieldCounts = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
    for (const key of ['all', part, ...groups.map((group) => `group ${group}`)]) {
      work = scoreDocument(tallyOf(key), truth, parsed);
    }
    for (const group of groups) groupCounts.set(group, (groupCounts.get(group) ?? 0) + 1);
    documents.push({ truth, pages, milliseconds, parsed, work, ...(error ? { error } : {}) });
  }
  const parts: RealisticReport['parts'] = {};
  for (const key of ['all', 'tuning', 'held-out']) {
    const tally = tallies.get(key);
    if (tally) parts[key] = tally.scores();
  }
  const groups: RealisticReport['groups'] = {};
  for (const [group, count] of [...groupCounts].sort(([a], [b]) => a.localeCompare(b))) {
    groups[group] = { documents: count, fields: tallyOf(`group ${group}`).scores() };
  }
  const times = documents.map((document) => document.milliseconds);
  const twoPage = documents
    .filter((document) => document.truth.format === 'pdf' && document.pages === 2)
    .map((document) => document.milliseconds);
  return {
    documents,
    parts,
    groups,
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
