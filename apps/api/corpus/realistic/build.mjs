/**
 * Builds the realistic résumé corpus from the hand-written people files (people/*.yaml):
 * LaTeX sources compiled with Debian's texlive (pdflatex), Word documents exported to PDF
 * with LibreOffice (`soffice --headless --convert-to pdf`), plain text; and a truth file
 * per document with what a careful reader finds in it. The built files are committed, so
 * tests and the bench never need texlive or LibreOffice; run this only after changing a
 * person or a template:
 *
 *   node apps/api/corpus/realistic/build.mjs [person-id …]
 *
 * Needs: texlive-latex-extra, texlive-fonts-extra, texlive-fonts-recommended, lmodern,
 * libreoffice-writer-nogui (apt).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { DOCX_TEMPLATES } from './templates/docx.mjs';
import { LATEX_TEMPLATES } from './templates/latex.mjs';
import { TEXT_TEMPLATES } from './templates/text.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FILES = path.join(HERE, 'files');
const TRUTH = path.join(HERE, 'truth');
const SOURCES = path.join(HERE, 'sources');

const only = new Set(process.argv.slice(2));
for (const folder of [FILES, TRUTH, SOURCES]) mkdirSync(folder, { recursive: true });

function readPeople() {
  return readdirSync(path.join(HERE, 'people'))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({
      id: name.replace(/\.yaml$/, ''),
      ...parse(readFileSync(path.join(HERE, 'people', name), 'utf8')),
    }))
    .filter((person) => only.size === 0 || only.has(person.id));
}

const TRUTH_DATE = /^(\d{4})(-(0[1-9]|1[0-2]))?$/;

/** What a careful reader finds in the document: the hand-written facts of the people file. */
function truthOf(person, file, template, format, layout, source) {
  const date = (value, what) => {
    if (value === undefined || value === null) return null;
    const text = String(value);
    if (text === 'present' || TRUTH_DATE.test(text)) return text;
    throw new Error(`${person.id}: ${what} "${text}" is not yyyy, yyyy-mm or present`);
  };
  return {
    file,
    person: person.id,
    template,
    format,
    source,
    layout,
    language: person.lang,
    heldOut: person.heldOut === true,
    name: person.truthName ?? person.name,
    email: person.email,
    phoneDigits: String(person.phone).replace(/\D/g, ''),
    work: person.jobs.map((job) => ({
      employer: job.employer,
      title: job.title,
      start: date(job.start, 'start'),
      end: date(job.end, 'end'),
    })),
    education: person.schools.map((school) => ({
      institution: school.school,
      degree: school.degree,
    })),
  };
}

function compileLatex(name, source) {
  const work = mkdtempSync(path.join(tmpdir(), 'corpus-tex-'));
  writeFileSync(path.join(work, 'cv.tex'), source);
  writeFileSync(path.join(SOURCES, `${name}.tex`), source);
  // Twice: page references ("Page 1 of 2") settle on the second run.
  for (let pass = 0; pass < 2; pass += 1) {
    try {
      execFileSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'cv.tex'], {
        cwd: work,
        stdio: 'pipe',
      });
    } catch (error) {
      const log = readFileSync(path.join(work, 'cv.log'), 'utf8');
      throw new Error(
        `${name}: pdflatex failed\n${log
          .split('\n')
          .filter((line) => line.startsWith('!'))
          .join('\n')}`,
        { cause: error },
      );
    }
  }
  copyFileSync(path.join(work, 'cv.pdf'), path.join(FILES, `${name}.pdf`));
  rmSync(work, { recursive: true, force: true });
}

function exportWithLibreOffice(names) {
  if (names.length === 0) return;
  const work = mkdtempSync(path.join(tmpdir(), 'corpus-soffice-'));
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${work}/profile`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      work,
      ...names.map((name) => path.join(FILES, `${name}.docx`)),
    ],
    { stdio: 'pipe' },
  );
  for (const name of names)
    copyFileSync(path.join(work, `${name}.pdf`), path.join(FILES, `${name}.pdf`));
  rmSync(work, { recursive: true, force: true });
}

const seedOf = (id) => createHash('sha1').update(id).digest()[0];

const docxNames = [];
const truths = [];
for (const person of readPeople()) {
  for (const { template, format } of person.renders) {
    const name = `${person.id}.${template}`;
    if (LATEX_TEMPLATES[template]) {
      const { layout, render } = LATEX_TEMPLATES[template];
      compileLatex(name, render(person));
      truths.push(truthOf(person, `${name}.pdf`, template, 'pdf', layout, 'latex'));
    } else if (DOCX_TEMPLATES[template]) {
      const { layout, render } = DOCX_TEMPLATES[template];
      writeFileSync(path.join(FILES, `${name}.docx`), render(person));
      docxNames.push(name);
      truths.push(truthOf(person, `${name}.docx`, template, 'docx', layout, 'word'));
      truths.push(truthOf(person, `${name}.pdf`, template, 'pdf', layout, 'word-pdf'));
    } else if (TEXT_TEMPLATES[template]) {
      const { layout, render } = TEXT_TEMPLATES[template];
      writeFileSync(path.join(FILES, `${name}.txt`), render(person, seedOf(person.id)));
      truths.push(truthOf(person, `${name}.txt`, template, 'txt', layout, 'text'));
    } else throw new Error(`${person.id}: unknown template ${template} (${format})`);
    console.warn(`built ${name}`);
  }
}
exportWithLibreOffice(docxNames);
for (const truth of truths) {
  writeFileSync(path.join(TRUTH, `${truth.file}.json`), `${JSON.stringify(truth, null, 2)}\n`);
}
console.warn(`${truths.length} documents`);
