/**
 * Parse time of two-page PDFs, the budget's case: every two-page PDF of both corpora (the
 * realistic files and the synthetic renders), each parsed several times after one warm-up
 * parse per format, so the percentiles rest on more than a handful of samples.
 */
import { getDocumentProxy } from 'unpdf';
import { parseResume } from '../src/modules/resume-parsing/parse-resume.js';
import { percentile } from './metrics.js';
import { readCorpusFile, readTruths } from './realistic/evaluate.js';
import { renderVariant } from './synthetic/render.js';
import { corpusVariants } from './synthetic/variants.js';

export interface TwoPageTiming {
  documents: number;
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

async function pages(bytes: Uint8Array): Promise<number> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const count = pdf.numPages;
  await pdf.destroy();
  return count;
}

export async function timeTwoPagePdfs(rounds = 5): Promise<TwoPageTiming> {
  const documents: { bytes: Uint8Array; name: string }[] = [];
  for (const truth of readTruths().filter((one) => one.format === 'pdf')) {
    const bytes = readCorpusFile(truth);
    if ((await pages(bytes)) === 2) documents.push({ bytes, name: truth.file });
  }
  for (const variant of corpusVariants().filter((one) => one.format === 'pdf')) {
    const rendered = await renderVariant(variant);
    if (rendered.pages === 2) documents.push({ bytes: rendered.bytes, name: variant.filename });
  }
  const [first] = documents;
  if (first) await parseResume(first.bytes, 'warm-up.pdf');
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const document of documents) {
      const started = performance.now();
      await parseResume(document.bytes, document.name);
      times.push(performance.now() - started);
    }
  }
  return {
    documents: documents.length,
    samples: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
  };
}
