/**
 * The corpus: each person of people.ts written several ways (format, one or two columns,
 * date style, how a job's title, company and dates are laid out, one or two pages), with
 * the fields a parser should find. Renderers (render-*.ts) turn a variant's blocks into
 * bytes; nothing binary is committed.
 */
import { PEOPLE, type CorpusJob, type CorpusLanguage, type CorpusPerson } from './people.js';

export type CorpusFormat = 'pdf' | 'docx' | 'doc' | 'txt' | 'rtf';
export type DateStyle = 'short-month' | 'long-month' | 'numeric' | 'year' | 'iso';
export type JobLayout = 'stacked' | 'company-dates' | 'at' | 'dates-first';

/** One line of the document; `right` is text set flush right on the same line. */
export interface Block {
  kind: 'name' | 'heading' | 'text' | 'bullet';
  text: string;
  right?: string;
  /** Two-column documents: the side bar or the main column. */
  column: 'side' | 'main';
}

export interface ExpectedResume {
  name: string;
  email: string;
  phoneDigits: string;
  city: string;
  skills: string[];
  work: { company: string; title: string; startDate: string; endDate?: string; current: boolean }[];
  education: { institution: string; level: string; subject: string; endDate: string }[];
}

export interface CorpusVariant {
  id: string;
  language: CorpusLanguage;
  format: CorpusFormat;
  columns: 1 | 2;
  dateStyle: DateStyle;
  jobLayout: JobLayout;
  long: boolean;
  filename: string;
  blocks: Block[];
  expected: ExpectedResume;
}

const HEADINGS: Record<
  CorpusLanguage,
  Record<'work' | 'education' | 'skills' | 'contact' | 'summary', string>
> = {
  en: {
    work: 'Work Experience',
    education: 'Education',
    skills: 'Skills',
    contact: 'Contact',
    summary: 'Summary',
  },
  es: {
    work: 'Experiencia Profesional',
    education: 'Formación Académica',
    skills: 'Habilidades',
    contact: 'Contacto',
    summary: 'Perfil',
  },
  fr: {
    work: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    contact: 'Coordonnées',
    summary: 'Profil',
  },
  de: {
    work: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    contact: 'Kontakt',
    summary: 'Profil',
  },
};

const SUMMARY: Record<CorpusLanguage, string> = {
  en: 'Dependable professional with a record of delivering results in fast-moving teams.',
  es: 'Profesional con experiencia en equipos ágiles y orientada a resultados.',
  fr: 'Professionnel rigoureux, habitué aux équipes pluridisciplinaires.',
  de: 'Zuverlässige Fachkraft mit Erfahrung in agilen Teams.',
};

/** Extra bullets that make a long (two-page) resume. */
const FILLER: Record<CorpusLanguage, string[]> = {
  en: [
    'Coordinated weekly planning with product and design and kept the roadmap current.',
    'Wrote internal documentation that cut onboarding time by a third.',
    'Reviewed code and designs for three neighbouring teams.',
    'Presented results to senior leadership every quarter.',
  ],
  es: [
    'Coordinación semanal con los equipos de producto y diseño.',
    'Redacción de documentación interna para nuevas incorporaciones.',
    'Revisión de código y de diseños de otros equipos.',
    'Presentación trimestral de resultados a la dirección.',
  ],
  fr: [
    'Coordination hebdomadaire avec les équipes produit et design.',
    'Rédaction de la documentation interne pour les nouveaux arrivants.',
    'Revue de code et de conception pour les équipes voisines.',
    'Présentation trimestrielle des résultats à la direction.',
  ],
  de: [
    'Wöchentliche Abstimmung mit Produkt- und Designteams.',
    'Erstellung interner Dokumentation für neue Kolleginnen und Kollegen.',
    'Code- und Design-Reviews für benachbarte Teams.',
    'Vierteljährliche Präsentation der Ergebnisse vor der Geschäftsleitung.',
  ],
};

/** An older job added to long resumes. */
const EARLY_JOB: Record<CorpusLanguage, Omit<CorpusJob, 'bullets'>> = {
  en: {
    title: 'Customer Service Representative',
    company: 'Summit Retail Group',
    city: 'Denver',
    start: [2009, 5],
    end: [2011, 8],
  },
  es: {
    title: 'Asistente Administrativo',
    company: 'Grupo Iberia Servicios',
    city: 'Sevilla',
    start: [2009, 5],
    end: [2011, 8],
  },
  fr: {
    title: 'Assistant commercial',
    company: 'Groupe Atlantique',
    city: 'Nantes',
    start: [2009, 5],
    end: [2011, 8],
  },
  de: {
    title: 'Sachbearbeiter Vertrieb',
    company: 'Hansa Handel GmbH',
    city: 'Hamburg',
    start: [2009, 5],
    end: [2011, 8],
  },
};

const MONTHS: Record<CorpusLanguage, { short: string[]; long: string[] }> = {
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  es: {
    short: [
      'ene.',
      'feb.',
      'mar.',
      'abr.',
      'may.',
      'jun.',
      'jul.',
      'ago.',
      'sept.',
      'oct.',
      'nov.',
      'dic.',
    ],
    long: [
      'enero de',
      'febrero de',
      'marzo de',
      'abril de',
      'mayo de',
      'junio de',
      'julio de',
      'agosto de',
      'septiembre de',
      'octubre de',
      'noviembre de',
      'diciembre de',
    ],
  },
  fr: {
    short: [
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
      'nov.',
      'déc.',
    ],
    long: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
  },
  de: {
    short: [
      'Jan.',
      'Feb.',
      'März',
      'Apr.',
      'Mai',
      'Juni',
      'Juli',
      'Aug.',
      'Sept.',
      'Okt.',
      'Nov.',
      'Dez.',
    ],
    long: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
  },
};
const LABELS: Record<CorpusLanguage, { address: string; phone: string }> = {
  en: { address: 'Address', phone: 'Phone' },
  es: { address: 'Dirección', phone: 'Teléfono' },
  fr: { address: 'Adresse', phone: 'Tél.' },
  de: { address: 'Anschrift', phone: 'Telefon' },
};
const PRESENT: Record<CorpusLanguage, string> = {
  en: 'Present',
  es: 'actualidad',
  fr: "aujourd'hui",
  de: 'heute',
};
const AT: Record<CorpusLanguage, string> = { en: ' at ', es: ' — ', fr: ' chez ', de: ' bei ' };
const DEGREE_JOINER: Record<CorpusLanguage, string> = {
  en: ' in ',
  es: ' en ',
  fr: ' en ',
  de: ' ',
};

const pad = (value: number) => String(value).padStart(2, '0');

function formatDate(
  language: CorpusLanguage,
  style: DateStyle,
  [year, month]: [number, number],
): string {
  switch (style) {
    case 'short-month':
      return `${MONTHS[language].short[month - 1]} ${year}`;
    case 'long-month':
      return `${MONTHS[language].long[month - 1]} ${year}`;
    case 'numeric':
      return language === 'de' ? `${pad(month)}.${year}` : `${pad(month)}/${year}`;
    case 'year':
      return String(year);
    case 'iso':
      return `${year}-${pad(month)}`;
  }
}

function expectedDate(style: DateStyle, [year, month]: [number, number]): string {
  return style === 'year' ? String(year) : `${year}-${pad(month)}`;
}

function jobBlocks(
  language: CorpusLanguage,
  layout: JobLayout,
  style: DateStyle,
  job: CorpusJob,
  dash: string,
): Block[] {
  const main = (kind: Block['kind'], text: string, right?: string): Block =>
    right === undefined ? { kind, text, column: 'main' } : { kind, text, right, column: 'main' };
  const dates = `${formatDate(language, style, job.start)}${dash}${job.end ? formatDate(language, style, job.end) : PRESENT[language]}`;
  const bullets = job.bullets.map((bullet) => main('bullet', bullet));
  switch (layout) {
    case 'stacked':
      return [
        main('text', job.title),
        main('text', `${job.company}, ${job.city}`),
        main('text', dates),
        ...bullets,
      ];
    case 'company-dates':
      return [
        main('text', `${job.company} — ${job.city}`, dates),
        main('text', job.title),
        ...bullets,
      ];
    case 'at':
      return [main('text', `${job.title}${AT[language]}${job.company}`, dates), ...bullets];
    case 'dates-first':
      return [
        main('text', dates),
        main('text', job.title),
        main('text', `${job.company}, ${job.city}`),
        ...bullets,
      ];
  }
}

interface VariantOptions {
  format: CorpusFormat;
  columns: 1 | 2;
  dateStyle: DateStyle;
  jobLayout: JobLayout;
  long: boolean;
}

export function buildVariant(
  language: CorpusLanguage,
  index: number,
  person: CorpusPerson,
  options: VariantOptions,
): CorpusVariant {
  const { format, columns, dateStyle, jobLayout, long } = options;
  const headings = HEADINGS[language];
  const side = columns === 2 ? 'side' : 'main';
  const dash = index % 2 === 0 ? ' – ' : ' - ';
  const jobs: CorpusJob[] = long
    ? [
        ...person.jobs.map((job) => ({
          ...job,
          bullets: [...job.bullets, ...FILLER[language], ...FILLER[language], ...FILLER[language]],
        })),
        {
          ...EARLY_JOB[language],
          bullets: [...FILLER[language], ...FILLER[language], ...FILLER[language]],
        },
      ]
    : person.jobs;
  // Every fourth resume writes its name in capitals, labels its contact lines and ends its
  // headings with a colon.
  const labelled = index % 4 === 3;
  const heading = (text: string) => (labelled ? `${text}:` : text);
  const label = LABELS[language];
  const blocks: Block[] = [
    { kind: 'name', text: labelled ? person.name.toUpperCase() : person.name, column: side },
  ];
  if (columns === 2) {
    blocks.push({ kind: 'heading', text: headings.contact, column: 'side' });
    for (const text of [person.email, person.phone, person.address, ...person.links]) {
      blocks.push({ kind: 'text', text, column: 'side' });
    }
    blocks.push({ kind: 'heading', text: headings.skills, column: 'side' });
    for (const skill of person.skills) blocks.push({ kind: 'text', text: skill, column: 'side' });
  } else if (index % 2 === 0) {
    blocks.push({ kind: 'text', text: `${person.email} | ${person.phone}`, column: 'main' });
    blocks.push({ kind: 'text', text: person.address, column: 'main' });
    if (person.links.length > 0)
      blocks.push({ kind: 'text', text: person.links.join(' | '), column: 'main' });
  } else if (labelled) {
    blocks.push({ kind: 'text', text: `${label.address}: ${person.address}`, column: 'main' });
    blocks.push({ kind: 'text', text: `${label.phone}: ${person.phone}`, column: 'main' });
    blocks.push({ kind: 'text', text: `E-mail: ${person.email}`, column: 'main' });
    for (const link of person.links) blocks.push({ kind: 'text', text: link, column: 'main' });
  } else {
    for (const text of [person.address, person.phone, person.email, ...person.links]) {
      blocks.push({ kind: 'text', text, column: 'main' });
    }
  }
  if (index % 3 === 0) {
    blocks.push({ kind: 'heading', text: heading(headings.summary), column: 'main' });
    blocks.push({ kind: 'text', text: SUMMARY[language], column: 'main' });
  }
  blocks.push({ kind: 'heading', text: heading(headings.work), column: 'main' });
  for (const job of jobs) blocks.push(...jobBlocks(language, jobLayout, dateStyle, job, dash));
  blocks.push({ kind: 'heading', text: heading(headings.education), column: 'main' });
  for (const school of person.schools) {
    const degree = `${school.level}${DEGREE_JOINER[language]}${school.subject}`;
    const years = `${school.start}${dash}${school.end}`;
    if (index % 2 === 0) {
      blocks.push({ kind: 'text', text: degree, column: 'main' });
      blocks.push({ kind: 'text', text: school.institution, right: years, column: 'main' });
    } else {
      blocks.push({ kind: 'text', text: school.institution, right: years, column: 'main' });
      blocks.push({ kind: 'text', text: degree, column: 'main' });
    }
  }
  if (columns === 1) {
    blocks.push({ kind: 'heading', text: heading(headings.skills), column: 'main' });
    blocks.push({ kind: 'text', text: person.skills.join(', '), column: 'main' });
  }
  const id = `${language}-${index + 1}-${format}-${columns}col-${dateStyle}-${jobLayout}${long ? '-long' : ''}`;
  return {
    id,
    language,
    format,
    columns,
    dateStyle,
    jobLayout,
    long,
    filename: `${id}.${format}`,
    blocks,
    expected: {
      name: person.name,
      email: person.email,
      phoneDigits: person.phone.replace(/\D/g, ''),
      city: person.city,
      skills: person.skills,
      work: jobs.map((job) => ({
        company: job.company,
        title: job.title,
        startDate: expectedDate(dateStyle, job.start),
        ...(job.end ? { endDate: expectedDate(dateStyle, job.end) } : {}),
        current: job.end === null,
      })),
      education: person.schools.map((school) => ({
        institution: school.institution,
        level: school.level,
        subject: school.subject,
        endDate: String(school.end),
      })),
    },
  };
}

const DATE_STYLES: DateStyle[] = ['short-month', 'long-month', 'numeric', 'year', 'iso'];
const JOB_LAYOUTS: JobLayout[] = ['stacked', 'company-dates', 'at', 'dates-first'];

/**
 * Every person three times: a one-column PDF, a two-column DOCX or PDF, and a DOCX, TXT,
 * RTF or DOC; a few PDFs long enough for two pages. Styles rotate so each language meets
 * each date style and job layout.
 */
export function corpusVariants(): CorpusVariant[] {
  const variants: CorpusVariant[] = [];
  let counter = 0;
  let people = 0;
  for (const language of ['en', 'es', 'fr', 'de'] as const) {
    PEOPLE[language].forEach((person, index) => {
      const third = (['docx', 'txt', 'rtf', 'doc'] as const)[people % 4] ?? 'docx';
      people += 1;
      const plan: [CorpusFormat, 1 | 2, boolean][] = [
        ['pdf', 1, index === 0],
        [index % 2 === 0 ? 'docx' : 'pdf', 2, index === 1],
        [third, 1, false],
      ];
      for (const [format, columns, long] of plan) {
        variants.push(
          buildVariant(language, index + counter, person, {
            format,
            columns,
            dateStyle: DATE_STYLES[counter % DATE_STYLES.length] ?? 'year',
            jobLayout: JOB_LAYOUTS[(counter + index) % JOB_LAYOUTS.length] ?? 'stacked',
            long,
          }),
        );
        counter += 1;
      }
    });
  }
  return variants;
}
