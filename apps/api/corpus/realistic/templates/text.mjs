/**
 * Plain-text résumés, written the ways people type them (three house styles), and the
 * text a visitor gets by selecting all of their LinkedIn profile page and pasting it.
 */
import { LABELS, linkedinDates } from './common.mjs';

const lines = (...groups) => groups.flat().filter((line) => line !== null && line !== undefined);

export function plainText(person, style) {
  const head = lines(
    person.name ? (style === 1 ? person.name.toUpperCase() : person.name) : null,
    person.headline ?? null,
    style === 2
      ? [
          `${LABELS[person.lang].phone}: ${person.phone}`,
          `${LABELS[person.lang].email}: ${person.email}`,
          person.place,
        ]
      : [`${person.place} | ${person.phone} | ${person.email}`],
    person.links ?? [],
  );
  const heading = (text) => [
    '',
    style === 0
      ? text.toUpperCase()
      : style === 1
        ? `== ${text} ==`
        : `${text}\n${'-'.repeat(text.length)}`,
  ];
  const job = (one) => {
    const list = (one.bullets ?? []).map((text) => (style === 1 ? `  * ${text}` : `- ${text}`));
    if (style === 0)
      return [
        `${one.title}, ${one.employer}${one.city ? ` (${one.city})` : ''} — ${one.dates}`,
        ...list,
        '',
      ];
    if (style === 1)
      return [
        `${one.employer}${one.city ? ` — ${one.city}` : ''}`,
        `${one.title}    ${one.dates}`,
        ...list,
        '',
      ];
    return [
      `${one.dates}: ${one.title}`,
      `${one.employer}${one.city ? `, ${one.city}` : ''}`,
      ...list,
      '',
    ];
  };
  const school = (one) =>
    style === 2
      ? [`${one.dates ? `${one.dates}: ` : ''}${one.degree}`, one.school, '']
      : [`${one.degree} — ${one.school}${one.dates ? `, ${one.dates}` : ''}`];
  const body = lines(
    person.summary ? [...heading(LABELS[person.lang].summary), person.summary] : [],
    heading(person.headings.work),
    person.jobs.flatMap(job),
    heading(person.headings.education),
    person.schools.flatMap(school),
    heading(person.headings.skills),
    person.skills.join(', '),
    (person.extras ?? []).flatMap((section) => [
      ...heading(section.heading),
      ...(section.entries
        ? section.entries.flatMap((one) => [
            `${one.title}${one.dates ? ` (${one.dates})` : ''}`,
            ...(one.bullets ?? []).map((text) => `- ${text}`),
          ])
        : section.items.map((item) => `- ${item}`)),
    ]),
  );
  return `${[...head, ...body].join('\n')}\n`;
}

export function linkedinPaste(person) {
  const words = {
    en: {
      about: 'About',
      contact: 'Contact info',
      connections: '500+ connections',
      full: 'Full-time',
      mobile: 'Mobile',
      email: 'Email',
      phone: 'Phone',
    },
    es: {
      about: 'Acerca de',
      contact: 'Información de contacto',
      connections: 'Más de 500 contactos',
      full: 'Jornada completa',
      mobile: 'Móvil',
      email: 'Email',
      phone: 'Teléfono',
    },
    fr: {
      about: 'Infos',
      contact: 'Coordonnées',
      connections: '+ de 500 relations',
      full: 'CDI',
      mobile: 'Mobile',
      email: 'E-mail',
      phone: 'Téléphone',
    },
    de: {
      about: 'Info',
      contact: 'Kontaktinfo',
      connections: '500+ Kontakte',
      full: 'Vollzeit',
      mobile: 'Mobil',
      email: 'E-Mail',
      phone: 'Telefon',
    },
  }[person.lang];
  return `${lines(
    person.name,
    person.headline ?? '',
    `${person.place} · ${words.contact}`,
    words.connections,
    '',
    person.summary ? [words.about, person.summary, ''] : [],
    person.headings.work,
    person.jobs.flatMap((job) => [
      job.title,
      `${job.employer} · ${words.full}`,
      linkedinDates(job, person.lang, 'web'),
      job.city ?? '',
      ...(job.bullets ?? []),
      '',
    ]),
    person.headings.education,
    person.schools.flatMap((school) => [
      school.school,
      school.degree,
      school.start ? `${school.start} - ${school.end}` : '',
      '',
    ]),
    person.headings.skills,
    person.skills.flatMap((skill) => [skill, '']),
    words.contact,
    words.email,
    person.email,
    words.phone,
    `${person.phone} (${words.mobile})`,
  ).join('\n')}\n`;
}

export const TEXT_TEMPLATES = {
  'txt-plain': { layout: 'single-column', render: (person, seed) => plainText(person, seed % 3) },
  'linkedin-paste': { layout: 'single-column', render: linkedinPaste },
};
