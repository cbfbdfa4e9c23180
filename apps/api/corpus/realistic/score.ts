/**
 * A developer's view of the realistic corpus while working on the parser: scores of the
 * tuning part (never the held-out part) and, with --misses, what went wrong per document.
 *
 *   npx tsx apps/api/corpus/realistic/score.ts [--misses] [--held-out]
 */
import { evaluateRealistic } from './evaluate.js';

const showMisses = process.argv.includes('--misses');
const part = process.argv.includes('--held-out') ? 'held-out' : 'tuning';
const report = await evaluateRealistic({ parts: [part] });
const fields = report.parts[part] ?? {};
for (const [field, score] of Object.entries(fields)) {
  console.warn(`${field.padEnd(30)} P ${score.precision.toFixed(3)}  R ${score.recall.toFixed(3)}`);
}
for (const [group, { documents, fields: scores }] of Object.entries(report.groups)) {
  const work = scores['work (employer+title+dates)'];
  if (work)
    console.warn(
      `${`${group} (${documents})`.padEnd(40)} work P ${work.precision.toFixed(2)} R ${work.recall.toFixed(2)}`,
    );
}
console.warn(
  `2-page PDF (${report.timing.twoPagePdf.count}) p50 ${report.timing.twoPagePdf.p50.toFixed(0)} ms p95 ${report.timing.twoPagePdf.p95.toFixed(0)} ms; all p50 ${report.timing.p50.toFixed(0)} p95 ${report.timing.p95.toFixed(0)}`,
);
if (showMisses) {
  for (const document of report.documents) {
    const { truth, parsed } = document;
    const problems: string[] = [];
    if (document.error) problems.push(`error: ${document.error}`);
    const contact = parsed?.contact;
    if (contact && contact.name !== truth.name)
      problems.push(`name "${contact.name}" ≠ "${truth.name}"`);
    if (contact && contact.email !== truth.email) problems.push(`email "${contact.email}"`);
    if (contact && contact.phoneDigits !== truth.phoneDigits)
      problems.push(`phone "${contact.phone}" ≠ ${truth.phoneDigits}`);
    if (document.work.falseNegatives + document.work.falsePositives > 0) {
      problems.push(
        `work ${document.work.truePositives}/${truth.work.length}, got:\n${(parsed?.work ?? [])
          .map(
            (job) =>
              `      [${job.company}] [${job.title}] ${job.startDate ?? '-'}..${job.current ? 'now' : (job.endDate ?? '-')}`,
          )
          .join('\n')}`,
      );
    }
    const schools = (parsed?.education ?? []).map((school) => school.institution);
    const missing = truth.education.filter((school) => !schools.includes(school.institution));
    if (missing.length > 0)
      problems.push(
        `schools missing ${missing.map((s) => s.institution).join('; ')}; got ${schools.join('; ')}`,
      );
    if (problems.length > 0) console.warn(`\n${truth.file}\n  ${problems.join('\n  ')}`);
  }
}
