/** A developer's view of the synthetic corpus: each variant whose fields differ from the expected ones. */
import { evaluateCorpus } from './evaluate.js';

const report = await evaluateCorpus();
for (const document of report.documents) {
  const { expected } = document.variant;
  const parsed = document.parsed;
  const got = {
    name: parsed?.contact.name,
    email: parsed?.contact.email,
    phone: parsed?.contact.phoneDigits,
    city: parsed?.contact.address.city,
    work: parsed?.work.map(
      (job) =>
        `${job.company} | ${job.title} | ${job.startDate}..${job.current ? 'now' : job.endDate}`,
    ),
    education: parsed?.education.map(
      (school) => `${school.institution} | ${school.level} | ${school.subject} | ${school.endDate}`,
    ),
    language: parsed?.language,
  };
  const want = {
    name: expected.name,
    email: expected.email,
    phone: expected.phoneDigits,
    city: expected.city,
    work: expected.work.map(
      (job) =>
        `${job.company} | ${job.title} | ${job.startDate}..${job.current ? 'now' : job.endDate}`,
    ),
    education: expected.education.map(
      (school) => `${school.institution} | ${school.level} | ${school.subject} | ${school.endDate}`,
    ),
    language: document.variant.language,
  };
  const diffs = Object.keys(want).filter(
    (key) =>
      JSON.stringify(got[key as keyof typeof got]) !==
      JSON.stringify(want[key as keyof typeof want]),
  );
  if (diffs.length > 0 || document.error) {
    console.warn(`\n${document.variant.id} ${document.error ?? ''}`);
    for (const key of diffs)
      console.warn(
        `  ${key}: got ${JSON.stringify(got[key as keyof typeof got])}\n  ${' '.repeat(key.length)}  want ${JSON.stringify(want[key as keyof typeof want])}`,
      );
  }
}
