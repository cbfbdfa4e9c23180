// Resume parsing on the generated corpus: field-level precision and recall, and parse time
// per document (p50, p95; two-page PDFs on their own). The corpus, the parser and the metric
// computation live in apps/api/src/modules/resume-parsing/ (corpus/evaluate.ts, metrics.ts);
// this script only prints. Run alone with `npm run bench:resume`, or as part of `npm run bench`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGETS = { contact: 0.95, work: 0.8, twoPagePdfP50Ms: 300 };
const FIELD_BUDGETS = {
  name: BUDGETS.contact,
  email: BUDGETS.contact,
  phone: BUDGETS.contact,
  'work.company': BUDGETS.work,
  'work.title': BUDGETS.work,
};

export async function runResumeBench() {
  const module = pathToFileURL(
    path.join(ROOT, 'apps/api/dist/modules/resume-parsing/corpus/evaluate.js'),
  );
  const { evaluateCorpus } = await import(module.href);
  const report = await evaluateCorpus();
  const row = (label, value) => console.log(`${label.padEnd(44)} ${value}`);
  const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');

  console.log(`\nresume parsing: ${report.documents.length} generated resumes`);
  const failed = report.documents.filter((document) => document.error);
  if (failed.length > 0) row('  not parsed', failed.map((d) => d.variant.id).join(', '));
  row('  field', 'precision  recall   (budget)');
  for (const [field, score] of Object.entries(report.fields)) {
    const budget = FIELD_BUDGETS[field];
    const ok = budget === undefined || Math.min(score.precision, score.recall) >= budget;
    row(
      `    ${field}`,
      `${score.precision.toFixed(3).padStart(9)}  ${score.recall.toFixed(3).padStart(6)}` +
        (budget === undefined ? '' : `   (≥ ${budget}) ${verdict(ok)}`),
    );
  }
  const { timing } = report;
  row(
    '  parse time per document',
    `p50 ${timing.p50.toFixed(0)} ms, p95 ${timing.p95.toFixed(0)} ms`,
  );
  const twoPage = timing.twoPagePdf;
  row(
    `  two-page PDF (${twoPage.count}), budget p50 ≤ ${BUDGETS.twoPagePdfP50Ms} ms`,
    `p50 ${twoPage.p50.toFixed(0)} ms, p95 ${twoPage.p95.toFixed(0)} ms ${verdict(twoPage.p50 <= BUDGETS.twoPagePdfP50Ms)}`,
  );
  for (const format of ['pdf', 'docx', 'doc', 'txt', 'rtf']) {
    const times = report.documents
      .filter((document) => document.variant.format === format)
      .map((document) => document.milliseconds)
      .sort((a, b) => a - b);
    if (times.length > 0) {
      row(
        `    ${format} (${times.length})`,
        `median ${times[Math.floor((times.length - 1) / 2)].toFixed(0)} ms`,
      );
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runResumeBench();
