/** Helpers the templates share: escaping, names, LinkedIn-style dates. */

/** LaTeX-safe text (the sources are UTF-8; pdflatex reads them with inputenc). */
export function tex(text) {
  return String(text ?? '')
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([&%$#_{}])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}');
}

/** XML-safe text for WordprocessingML. */
export function xml(text) {
  return String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** First names and last name as a template wants them ("Lucía" / "García Fernández"). */
export function splitName(name) {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length <= 1) return [name, ''];
  // Spanish double surnames: two last words; others: one.
  const lastCount = words.length >= 3 && !/^(Dr\.|Prof\.)$/.test(words[0]) ? 2 : 1;
  return [words.slice(0, -lastCount).join(' '), words.slice(-lastCount).join(' ')];
}

const NOW = [2024, 6];

const MONTHS = {
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
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
  },
};
const PRESENT = { en: 'Present', fr: "aujourd'hui", de: 'Heute', es: 'actualidad' };
const UNITS = {
  en: { y: ['yr', 'yrs'], m: ['mo', 'mos'], Y: ['year', 'years'], M: ['month', 'months'] },
  fr: { y: ['an', 'ans'], m: ['mois', 'mois'], Y: ['an', 'ans'], M: ['mois', 'mois'] },
  de: { y: ['J.', 'J.'], m: ['Mon.', 'Mon.'], Y: ['Jahr', 'Jahre'], M: ['Monat', 'Monate'] },
  es: { y: ['año', 'años'], m: ['mes', 'meses'], Y: ['año', 'años'], M: ['mes', 'meses'] },
};

function parts(value, fallbackMonth) {
  if (value === 'present') return NOW;
  const [year, month] = String(value).split('-').map(Number);
  return [year, month || fallbackMonth];
}

/**
 * How LinkedIn writes a position's dates: "Jun 2021 - Present · 3 yrs 1 mo" on the web
 * profile, "June 2021 - Present (3 years 1 month)" in its PDF export.
 */
export function linkedinDates(job, language, style) {
  const names = MONTHS[language][style === 'web' ? 'short' : 'long'];
  const [sy, sm] = parts(job.start, 1);
  const [ey, em] = parts(job.end, 12);
  const write = (y, m, value) =>
    String(value).includes('-') || value === 'present' ? `${names[m - 1]} ${y}` : `${y}`;
  const startText = write(sy, sm, job.start);
  const endText = job.end === 'present' ? PRESENT[language] : write(ey, em, job.end);
  const total = (ey - sy) * 12 + (em - sm) + 1;
  const years = Math.floor(total / 12);
  const months = total % 12;
  const unit = UNITS[language];
  const [yUnit, mUnit] = style === 'web' ? [unit.y, unit.m] : [unit.Y, unit.M];
  const duration = [
    years > 0 ? `${years} ${yUnit[years === 1 ? 0 : 1]}` : '',
    months > 0 ? `${months} ${mUnit[months === 1 ? 0 : 1]}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return style === 'web'
    ? `${startText} - ${endText} · ${duration}`
    : `${startText} - ${endText} (${duration})`;
}

/** Localised words the templates print around the content. */
export const LABELS = {
  en: {
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    contact: 'Contact',
    summary: 'Summary',
    languages: 'Languages',
    page: 'Page',
  },
  fr: {
    phone: 'Téléphone',
    email: 'E-mail',
    address: 'Adresse',
    contact: 'Coordonnées',
    summary: 'Profil',
    languages: 'Langues',
    page: 'Page',
  },
  de: {
    phone: 'Telefon',
    email: 'E-Mail',
    address: 'Anschrift',
    contact: 'Kontakt',
    summary: 'Profil',
    languages: 'Sprachen',
    page: 'Seite',
  },
  es: {
    phone: 'Teléfono',
    email: 'Correo electrónico',
    address: 'Dirección',
    contact: 'Contacto',
    summary: 'Perfil',
    languages: 'Idiomas',
    page: 'Página',
  },
};
