/**
 * The XML the candidate's `resume` field holds (docs/resume-xml.md): a parsed resume in a
 * small, versioned vocabulary. Every value read from the resume is escaped text content; the
 * root's attributes hold only closed values (version, language, format).
 */
import type { ParsedResume } from '@talentgate/domain';

const RESUME_XML_NAMESPACE = 'urn:talentgate:resume:1';

function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Characters XML 1.0 cannot hold at all.
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  );
}

type Node = [name: string, content: string | Node[]];

function render([name, content]: Node, indent: string): string {
  if (typeof content === 'string') {
    return content === '' ? '' : `${indent}<${name}>${escapeXml(content)}</${name}>\n`;
  }
  const inner = content.map((child) => render(child, indent + '  ')).join('');
  return inner === '' ? '' : `${indent}<${name}>\n${inner}${indent}</${name}>\n`;
}

export function toResumeXml(resume: Omit<ParsedResume, 'xml' | 'jsonResume'>): string {
  const { contact } = resume;
  const root: Node[] = [
    [
      'contact',
      [
        [
          'name',
          [
            ['given', contact.firstName],
            ['family', contact.lastName],
            ['full', contact.name],
          ],
        ],
        ['email', contact.email],
        ['phone', contact.phoneDigits],
        [
          'address',
          [
            ['street', contact.address.street],
            ['city', contact.address.city],
            ['region', contact.address.region],
            ['postalCode', contact.address.postalCode],
            ['country', contact.address.country],
          ],
        ],
        ['links', contact.links.map((link): Node => ['link', link])],
      ],
    ],
    ['skills', resume.skills.map((skill): Node => ['skill', skill])],
    [
      'education',
      resume.education.map((school): Node => [
        'school',
        [
          ['institution', school.institution],
          ['level', school.level],
          ['subject', school.subject],
          ['startDate', school.startDate ?? ''],
          ['endDate', school.endDate ?? ''],
          ['completed', school.completed ? 't' : 'f'],
        ],
      ]),
    ],
    [
      'employment',
      resume.work.map((job): Node => [
        'job',
        [
          ['company', job.company],
          ['title', job.title],
          ['startDate', job.startDate ?? ''],
          ['endDate', job.endDate ?? ''],
          ['current', job.current ? 't' : 'f'],
          ['description', job.description],
        ],
      ]),
    ],
  ];
  const body = root.map((node) => render(node, '  ')).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<resume xmlns="${RESUME_XML_NAMESPACE}" version="1" language="${resume.language}" format="${resume.format}">\n${body}</resume>\n`;
}
