// Resume parsing on both corpora (apps/api/corpus/): the realistic one (resumes built from
// public LaTeX and Word template structures, text and LinkedIn exports, with hand-checked
// truth files; the budgets are measured on it) and the generated one. Field precision and
// recall, work history by group, and parse time of two-page PDFs after one warm-up parse
// per format. The corpus code is TypeScript outside the build, loaded through tsx.
// Run alone with `npm run bench:resume`, or as part of `npm run bench`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORK = 'work (employer+title+dates)';
/** Issue 22's budgets, on the realistic corpus. */
const BUDGETS = {
  fields: {
    [WORK]: { precision: 0.85, recall: 0.85 },
    'education.institution': { recall: 0.85 },
    phone: { recall: 0.95 },
    name: { precision: 0.97, recall: 0.97 },
    email: { precision: 0.97, recall: 0.97 },
  },
  groupWorkRecall: 0.75,
  groups: ['layout: multi-column', 'language: non-English', 'format: docx', 'format: pdf'],
  twoPagePdfP50Ms: 50,
  twoPagePdfP95Ms: 300,
};

const row = (label, value) => console.log(`${label.padEnd(46)} ${value}`);
const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');
const figure = (value) => value.toFixed(3).padStart(9);

function fieldTable(fields, budgets = {}) {
  row('    field', 'precision  recall   (budget)');
  for (const [field, score] of Object.entries(fields)) {
    const budget = budgets[field];
    const ok =
      budget === undefined ||
      ((budget.precision ?? 0) <= score.precision && (budget.recall ?? 0) <= score.recall);
    const wanted = budget
      ? `   (${[budget.precision && `P ≥ ${budget.precision}`, budget.recall && `R ≥ ${budget.recall}`].filter(Boolean).join(', ')}) ${verdict(ok)}`
      : '';
    row(
      `      ${field}`,
      `${figure(score.precision)}  ${figure(score.recall).trim().padStart(6)}${wanted}`,
    );
  }
}

export async function runResumeBench() {
  const { register } = await import('tsx/esm/api');
  register();
  const corpus = (file) => pathToFileURL(path.join(ROOT, 'apps/api/corpus', file)).href;
  const { evaluateRealistic } = await import(corpus('realistic/evaluate.ts'));
  const { evaluateCorpus } = await import(corpus('synthetic/evaluate.ts'));
  const { timeTwoPagePdfs } = await import(corpus('timing.ts'));

  const realistic = await evaluateRealistic();
  const count = (part) =>
    realistic.documents.filter((d) => (part === 'held-out') === d.truth.heldOut).length;
  console.log(
    `\nresume parsing, realistic corpus: ${realistic.documents.length} documents (${count('tuning')} tuning, ${count('held-out')} held out)`,
  );
  const failed = realistic.documents.filter((document) => document.error);
  if (failed.length > 0) row('  not parsed', failed.map((d) => d.truth.file).join(', '));
  for (const part of ['all', 'tuning', 'held-out']) {
    const fields = realistic.parts[part];
    if (!fields) continue;
    console.log(`  ${part === 'all' ? 'whole corpus (budgets)' : part}`);
    fieldTable(fields, part === 'all' ? BUDGETS.fields : {});
  }
  console.log('  work history and schools by group (whole corpus)');
  row('    group (documents)', 'work P   work R   schools R');
  for (const [group, { documents, fields }] of Object.entries(realistic.groups)) {
    const work = fields[WORK];
    const schools = fields['education.institution'];
    const budgeted = BUDGETS.groups.includes(group);
    row(
      `    ${group} (${documents})`,
      `${work.precision.toFixed(2).padStart(6)}  ${work.recall.toFixed(2).padStart(7)}  ${schools.recall.toFixed(2).padStart(9)}` +
        (budgeted
          ? `   (work R ≥ ${BUDGETS.groupWorkRecall}) ${verdict(work.recall >= BUDGETS.groupWorkRecall)}`
          : ''),
    );
  }

  const synthetic = await evaluateCorpus();
  console.log(`\nresume parsing, generated corpus: ${synthetic.documents.length} documents`);
  fieldTable(synthetic.fields);

  const timing = await timeTwoPagePdfs();
  console.log(
    `\nparse time, two-page PDFs of both corpora (${timing.documents} documents × ${timing.samples / Math.max(1, timing.documents)}, after a warm-up parse)`,
  );
  row(
    `  p50 (budget ≤ ${BUDGETS.twoPagePdfP50Ms} ms)`,
    `${timing.p50.toFixed(1)} ms ${verdict(timing.p50 <= BUDGETS.twoPagePdfP50Ms)}`,
  );
  row(
    `  p95 (budget ≤ ${BUDGETS.twoPagePdfP95Ms} ms)`,
    `${timing.p95.toFixed(1)} ms ${verdict(timing.p95 <= BUDGETS.twoPagePdfP95Ms)}`,
  );
  row('  slowest', `${timing.max.toFixed(1)} ms`);
  row(
    '  every realistic document, one parse each',
    `p50 ${realistic.timing.p50.toFixed(1)} ms, p95 ${realistic.timing.p95.toFixed(1)} ms`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runResumeBench();
