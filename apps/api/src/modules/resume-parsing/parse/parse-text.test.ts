/** Resumes written by hand in layouts the generated corpus does not use. */
import { describe, expect, it } from 'vitest';
import { ResumeContentError, parseResumeText } from '../parse-resume.js';

const US = `JOHN A. SMITH
Seattle, WA 98101 • (206) 555-0100 • john.smith@mail.com • linkedin.com/in/johnsmith

PROFESSIONAL SUMMARY
Backend engineer with 8 years of experience.

EXPERIENCE
Software Engineer | Amazon | Jan 2018 - Present
- Built order pipelines handling 1M events per day
- Reduced latency by 40%
Junior Developer | Expedia Group | Jun 2014 - Dec 2017
- Maintained booking APIs

EDUCATION
B.S. Computer Science, University of Washington, 2014

SKILLS
Languages: Java, Go, Python
Tools: AWS, Terraform`;

const COLOMBIA = `Hoja de vida
Carlos Pérez
carlos.perez@correo.com
Tel: 300 123 4567

EXPERIENCIA LABORAL
Bancolombia
Analista de Datos
Marzo 2019 - Actualidad
Modelos de riesgo crediticio.

Rappi
Practicante de Analítica
Enero 2018 - Febrero 2019

EDUCACIÓN
Universidad de los Andes
Ingeniería Industrial
2013 - 2018`;

describe('parseResumeText', () => {
  it('reads a one-line-per-job American resume', () => {
    const resume = parseResumeText(US, 'txt');
    expect(resume.contact).toMatchObject({
      name: 'John A. Smith',
      email: 'john.smith@mail.com',
      phoneDigits: '2065550100',
      address: { city: 'Seattle', region: 'WA', postalCode: '98101', country: 'US' },
      links: ['linkedin.com/in/johnsmith'],
    });
    expect(
      resume.work.map(({ title, company, startDate, endDate, current }) => ({
        title,
        company,
        startDate,
        endDate,
        current,
      })),
    ).toEqual([
      {
        title: 'Software Engineer',
        company: 'Amazon',
        startDate: '2018-01',
        endDate: undefined,
        current: true,
      },
      {
        title: 'Junior Developer',
        company: 'Expedia Group',
        startDate: '2014-06',
        endDate: '2017-12',
        current: false,
      },
    ]);
    expect(resume.work[0]?.description).toBe(
      'Built order pipelines handling 1M events per day\nReduced latency by 40%',
    );
    expect(resume.education).toEqual([
      {
        institution: 'University of Washington',
        level: 'B.S.',
        levelCode: 'bachelor',
        subject: 'Computer Science',
        completed: true,
        endDate: '2014',
      },
    ]);
    expect(resume.skills).toEqual(['Java', 'Go', 'Python', 'AWS', 'Terraform']);
  });

  it("follows the section's order of company and title when no word tells them apart", () => {
    const resume = parseResumeText(COLOMBIA, 'txt');
    expect(resume.contact.name).toBe('Carlos Pérez');
    expect(resume.language).toBe('es');
    expect(resume.work.map((job) => [job.company, job.title])).toEqual([
      ['Bancolombia', 'Analista de Datos'],
      ['Rappi', 'Practicante de Analítica'],
    ]);
    expect(resume.education[0]).toMatchObject({
      institution: 'Universidad de los Andes',
      startDate: '2013',
      endDate: '2018',
    });
  });

  it('reads labelled contact lines', () => {
    const resume = parseResumeText(
      'Ana Ruiz\nDirección: Calle Mayor 10, 28013 Madrid\nTeléfono: +34 612 345 678\nCorreo electrónico: ana@ejemplo.es',
      'txt',
    );
    expect(resume.contact).toMatchObject({
      email: 'ana@ejemplo.es',
      phoneDigits: '34612345678',
      address: { street: 'Calle Mayor 10', postalCode: '28013', city: 'Madrid' },
    });
  });

  it('refuses text with nothing of a resume in it', () => {
    expect(() =>
      parseResumeText('Minutes of the meeting\nWe agreed on the budget.', 'txt'),
    ).toThrow(ResumeContentError);
  });
});
