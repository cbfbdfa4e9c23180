/**
 * The public transform of resume XML (resume-xml.ts) to an HTML fragment for preview.
 * The XML is read with a strict parser that refuses a DOCTYPE (so no entity tricks) and
 * knows no external resources; the HTML is built from a fixed set of elements, with every
 * value escaped and no attribute copied from the input, so no script or link can come
 * through whatever the XML holds. Unknown elements are left out.
 */
import type { ResumeHtmlQuery } from '@talentgate/domain';
import { SaxesParser } from 'saxes';
import { appError } from '../../errors/catalogue.js';

export const RESUME_XML_MAX_BYTES = 512 * 1024;

type Language = NonNullable<ResumeHtmlQuery['language']>;

/** The preview's own words, in the site's languages (the resume's values are shown as written). */
const WORDS: Record<
  Language,
  { work: string; education: string; skills: string; present: string }
> = {
  en: { work: 'Work history', education: 'Education', skills: 'Skills', present: 'present' },
  es: {
    work: 'Experiencia laboral',
    education: 'Formación',
    skills: 'Habilidades',
    present: 'actualidad',
  },
  fr: {
    work: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    present: "aujourd'hui",
  },
  ar: { work: 'الخبرة العملية', education: 'التعليم', skills: 'المهارات', present: 'حتى الآن' },
};

interface Element {
  name: string;
  children: Element[];
  text: string;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function parseXml(xml: string): Element {
  const parser = new SaxesParser({ xmlns: false });
  const root: Element = { name: '#root', children: [], text: '' };
  const stack: Element[] = [root];
  let depth = 0;
  parser.on('doctype', () => {
    throw new Error('DOCTYPE not allowed');
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth > 16) throw new Error('too deep');
    // Namespace prefixes are ignored: <r:job> and <job> read alike.
    const element: Element = { name: tag.name.replace(/^.*:/, ''), children: [], text: '' };
    stack.at(-1)?.children.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('cdata', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    depth -= 1;
    stack.pop();
  });
  parser.write(xml).close();
  const resume = root.children[0];
  if (!resume || resume.name !== 'resume') throw new Error('not a resume document');
  return resume;
}

const child = (element: Element | undefined, name: string) =>
  element?.children.find((candidate) => candidate.name === name);
const all = (element: Element | undefined, name: string) =>
  element?.children.filter((candidate) => candidate.name === name) ?? [];
const text = (element: Element | undefined, name: string) =>
  (child(element, name)?.text ?? '').trim();

function dates(element: Element, present: string): string {
  const start = text(element, 'startDate');
  const end = text(element, 'endDate');
  const current = text(element, 'current') === 't';
  if (!start && !end) return '';
  return ` <span class="resume-dates">${escapeHtml(start)} – ${current ? escapeHtml(present) : escapeHtml(end)}</span>`;
}

/** The preview HTML. Throws RESUME_XML_INVALID for anything that is not resume XML. */
export function resumeXmlToHtml(xml: string, language: Language = 'en'): string {
  const words = WORDS[language];
  let resume: Element;
  try {
    resume = parseXml(xml);
  } catch {
    throw appError('RESUME_XML_INVALID');
  }
  const out: string[] = ['<article class="resume">'];
  const contact = child(resume, 'contact');
  const name = text(child(contact, 'name'), 'full');
  if (name) out.push(`<h2>${escapeHtml(name)}</h2>`);
  const facts = [
    text(contact, 'email'),
    text(contact, 'phone'),
    ['street', 'postalCode', 'city', 'region', 'country']
      .map((part) => text(child(contact, 'address'), part))
      .filter(Boolean)
      .join(', '),
    ...all(child(contact, 'links'), 'link').map((link) => link.text.trim()),
  ].filter(Boolean);
  // Links are shown as text, never as anchors: a preview must not navigate anywhere.
  if (facts.length > 0) {
    out.push(
      `<ul class="resume-contact">${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>`,
    );
  }
  const jobs = all(child(resume, 'employment'), 'job');
  if (jobs.length > 0) {
    out.push(`<section><h3>${escapeHtml(words.work)}</h3>`);
    for (const job of jobs) {
      const heading = [text(job, 'title'), text(job, 'company')]
        .filter(Boolean)
        .map(escapeHtml)
        .join(', ');
      out.push(`<h4>${heading}${dates(job, words.present)}</h4>`);
      const description = text(job, 'description');
      if (description) {
        out.push(`<p>${description.split('\n').map(escapeHtml).join('<br>')}</p>`);
      }
    }
    out.push('</section>');
  }
  const schools = all(child(resume, 'education'), 'school');
  if (schools.length > 0) {
    out.push(`<section><h3>${escapeHtml(words.education)}</h3>`);
    for (const school of schools) {
      const heading = [text(school, 'level'), text(school, 'subject'), text(school, 'institution')]
        .filter(Boolean)
        .map(escapeHtml)
        .join(', ');
      out.push(`<h4>${heading}${dates(school, words.present)}</h4>`);
    }
    out.push('</section>');
  }
  const skills = all(child(resume, 'skills'), 'skill')
    .map((skill) => skill.text.trim())
    .filter(Boolean);
  if (skills.length > 0) {
    out.push(
      `<section><h3>${escapeHtml(words.skills)}</h3><ul>${skills.map((skill) => `<li>${escapeHtml(skill)}</li>`).join('')}</ul></section>`,
    );
  }
  out.push('</article>');
  return out.join('\n');
}
