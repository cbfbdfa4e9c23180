/** The parsed resume as JSON Resume (jsonresume.org schema), for tools that read that format. */
import type { JsonResume, ParsedResume } from '@talentgate/domain';

const NETWORKS: [RegExp, string][] = [
  [/linkedin\.com/i, 'LinkedIn'],
  [/github\.com/i, 'GitHub'],
  [/gitlab\.com/i, 'GitLab'],
  [/xing\.com/i, 'XING'],
];

export function toJsonResume(resume: Omit<ParsedResume, 'xml' | 'jsonResume'>): JsonResume {
  const { contact } = resume;
  return {
    basics: {
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      location: {
        address: contact.address.street,
        postalCode: contact.address.postalCode,
        city: contact.address.city,
        region: contact.address.region,
        countryCode: contact.address.country,
      },
      profiles: contact.links.map((url) => ({
        network: NETWORKS.find(([pattern]) => pattern.test(url))?.[1] ?? 'Website',
        url,
      })),
    },
    work: resume.work.map((job) => ({
      name: job.company,
      position: job.title,
      ...(job.startDate ? { startDate: job.startDate } : {}),
      ...(job.endDate ? { endDate: job.endDate } : {}),
      summary: job.description,
    })),
    education: resume.education.map((school) => ({
      institution: school.institution,
      area: school.subject,
      studyType: school.level,
      ...(school.startDate ? { startDate: school.startDate } : {}),
      ...(school.endDate ? { endDate: school.endDate } : {}),
    })),
    skills: resume.skills.map((name) => ({ name })),
  };
}
