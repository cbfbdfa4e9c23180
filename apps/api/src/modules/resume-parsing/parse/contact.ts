/** Contact facts: name, e-mail, phone, address and links. */
import type { ParsedAddress, ParsedContact } from '@talentgate/domain';
import { findNumbers, type CountryCode } from 'libphonenumber-js';
import { headingOf } from './lines.js';
import { DOCUMENT_TITLES, TITLE_WORDS, fold } from './vocabulary.js';

const EMAIL = /[\p{L}\d._%+'-]+@[\p{L}\d.-]+\.[a-z]{2,}/iu;
const URL_PATTERN =
  /\b(?:https?:\/\/[^\s<>()"]+|www\.[^\s<>()"]+|(?:linkedin\.com|github\.com|gitlab\.com|xing\.com|behance\.net|dribbble\.com)\/[^\s<>()"]+)/gi;
const LABEL =
  /^(e-?mail|correo( electr[oó]nico)?|courriel|t[eé]l(?:[eé]fono|ephone|efon)?|phone|mobile|m[oó]vil|portable|handy|mobil|address|direcci[oó]n|adresse|anschrift|web|website|linkedin|github)\s*[:.]?\s*:?\s*/i;

/** Countries whose numbering plans are tried, after the résumé's own, in this order. */
const FALLBACK_COUNTRIES: CountryCode[] = [
  'US',
  'GB',
  'AU',
  'CA',
  'IN',
  'IE',
  'FR',
  'DE',
  'ES',
  'MX',
  'AR',
];

/**
 * The first phone number in a text, found by libphonenumber (valid for one of the
 * countries, the résumé's first): "(415) · 497 · 7282", "607.379.5733", "+91 98450 12345".
 * Icon glyphs and dots or bars between groups are read as spaces; `digits` are those written.
 */
export function findPhone(
  line: string,
  countries: readonly CountryCode[] = [],
): { phone: string; digits: string } | null {
  const text = line.replace(/[\p{Co}]/gu, ' ').replace(/(?<=[\d)])\s*[·•∙|]\s*(?=[\d(+])/gu, ' ');
  if (!/\d{2}/.test(text)) return null;
  for (const country of new Set([...countries, ...FALLBACK_COUNTRIES])) {
    for (const found of findNumbers(text, { defaultCountry: country, v2: true })) {
      const phone = text.slice(found.startsAt, found.endsAt).trim();
      const digits = phone.replace(/\D/g, '');
      // A postal code or a span of years is not a phone number.
      if (digits.length < 8 || /^(19|20)\d{2}\D+(19|20)\d{2}$/.test(phone)) continue;
      return { phone, digits };
    }
  }
  return null;
}

const NAME_WORD = /^[\p{Lu}][\p{L}'’.-]*$/u;
const PARTICLES = new Set(['de', 'del', 'la', 'van', 'von', 'der', 'da', 'di', 'le', 'du', 'y']);

/** A line that reads as a person's name: two to five capitalised words, nothing else. */
function looksLikeName(line: string): boolean {
  const text = line.replace(/\s+/g, ' ').trim();
  if (text.length < 4 || text.length > 60 || /[\d@/:|,;]/.test(text)) return false;
  // A job title ("Operations Area Manager") is not a name.
  if (DOCUMENT_TITLES.test(fold(text)) || headingOf(text) || TITLE_WORDS.test(fold(text)))
    return false;
  const words = text.split(' ');
  if (words.length < 2 || words.length > 5) return false;
  return words.every(
    (word) => PARTICLES.has(word) || (NAME_WORD.test(word) && !/^\p{Lu}{2,}\.$/u.test(word)),
  );
}

/** A word written in capitals, capitalised as a name ("MÜLLER" → "Müller", "O'CONNOR" → "O'Connor"). */
function nameCase(word: string): string {
  if (word !== word.toUpperCase() || word.length < 2) return word;
  return word
    .toLowerCase()
    .replace(
      /(^|['’-])(\p{L})/gu,
      (_all, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

const HONORIFIC =
  /^(?:dr\.?|prof\.?|mr\.?|mrs\.?|ms\.?|mme\.?|m\.|herr|frau|sr\.|sra\.|dipl\.-ing\.)\s+/i;
const PHONE_LABEL =
  /\b(phone|tel|t[eé]l[eé]phone|telefon|tel[eé]fono|mobile?|m[oó]vil|handy|portable|cell)\b/i;

/**
 * The name as first and last names: "DUPONT Julien" (the French way, surname first in
 * capitals) is Julien Dupont; words in capitals are capitalised.
 */
export function personName(text: string): { name: string; firstName: string; lastName: string } {
  const words = text.split(' ');
  const capitals = (word: string) => /\p{Lu}{2,}/u.test(word) && word === word.toUpperCase();
  const leadingCapitals = words.findIndex((word) => !capitals(word));
  let first: string[];
  let last: string[];
  if (leadingCapitals > 0 && words.slice(leadingCapitals).every((word) => !capitals(word))) {
    last = words.slice(0, leadingCapitals);
    first = words.slice(leadingCapitals);
  } else {
    first = words.slice(0, 1);
    last = words.slice(1);
  }
  const firstName = first.map(nameCase).join(' ');
  const lastName = last.map(nameCase).join(' ');
  return { name: [firstName, lastName].filter(Boolean).join(' '), firstName, lastName };
}

const isCountryCode = (value: string): value is CountryCode => /^[A-Z]{2}$/.test(value);

const COUNTRIES: Record<string, string> = {
  usa: 'US',
  'united states': 'US',
  'united kingdom': 'GB',
  uk: 'GB',
  spain: 'ES',
  espana: 'ES',
  france: 'FR',
  germany: 'DE',
  deutschland: 'DE',
  allemagne: 'DE',
  alemania: 'DE',
  mexico: 'MX',
  canada: 'CA',
  argentina: 'AR',
  colombia: 'CO',
  austria: 'AT',
  osterreich: 'AT',
  schweiz: 'CH',
  suisse: 'CH',
  switzerland: 'CH',
  belgique: 'BE',
  belgium: 'BE',
};
const STREET =
  /\b(street|st\.|avenue|ave\.?|road|rd\.|boulevard|blvd|lane|drive|dr\.|way|calle|avenida|av\.|paseo|plaza|rue|chemin|allee|place|strasse|str\.|weg|platz|gasse|allee|ring)\b|stra(ss|ß)e\b/i;

/** An address line: "123 Main Street, Springfield, IL 62704" or "Hauptstraße 5, 10115 Berlin". */
function parseAddress(line: string): ParsedAddress | null {
  const text = line.replace(LABEL, '').replace(/\t/g, ', ');
  const folded = fold(text);
  const usZip = /,\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)\b/.exec(text);
  const euZip = /(?:^|,\s*)(?:[A-Z]{1,2}-)?(\d{4,5})\s+([\p{L}][\p{L} .'-]+)/u.exec(text);
  const ukZip = /,\s*([\p{L} .'-]+),?\s+([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})\b/u.exec(text);
  if (!usZip && !euZip && !ukZip && !STREET.test(folded)) return null;
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const address: ParsedAddress = { street: '', city: '', region: '', postalCode: '', country: '' };
  const last = parts.at(-1);
  if (last && COUNTRIES[fold(last)]) {
    address.country = COUNTRIES[fold(last)] ?? '';
    parts.pop();
  }
  if (usZip) {
    address.region = usZip[1] ?? '';
    address.postalCode = usZip[2] ?? '';
    address.country ||= 'US';
    parts.pop();
    address.city = parts.pop() ?? '';
  } else if (ukZip) {
    address.city = (ukZip[1] ?? '').trim();
    address.postalCode = ukZip[2] ?? '';
    address.country ||= 'GB';
    parts.pop();
  } else if (euZip) {
    address.postalCode = euZip[1] ?? '';
    address.city = (euZip[2] ?? '').trim();
    const index = parts.findIndex((part) => part.includes(address.postalCode));
    if (index >= 0) parts.splice(index, 1);
  }
  address.street = parts.filter((part) => STREET.test(fold(part)) || /\d/.test(part)).join(', ');
  if (!address.street && !address.city) return null;
  return address;
}

/** Contact facts from the lines at the top of the resume (and its contact section). */
export function parseContact(
  topLines: string[],
  allLines: string[],
  countries_: readonly string[] = [],
): ParsedContact {
  const contact: ParsedContact = {
    name: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    phoneDigits: '',
    address: { street: '', city: '', region: '', postalCode: '', country: '' },
    links: [],
  };
  const links = new Set<string>();
  for (const line of allLines) {
    for (const match of line.matchAll(URL_PATTERN)) {
      const url = match[0].replace(/[.,;]+$/, '');
      if (!/@/.test(url)) links.add(url);
    }
    if (!contact.email) contact.email = (EMAIL.exec(line)?.[0] ?? '').toLowerCase();
  }
  contact.links = [...links];
  // Phone and address come from the top and contact lines only: dates, ids and postal codes
  // further down look alike. A phone set in the page footer is read last.
  const pieces = topLines
    .flatMap((line) => line.split(/\t|\s[|·•]\s/))
    .map((piece) => piece.trim());
  contact.address = findAddress(pieces) ?? contact.address;
  const countries = [contact.address.country, ...countries_].filter(isCountryCode);
  const withoutContacts = (line: string) =>
    line.replace(new RegExp(EMAIL.source, 'giu'), ' ').replace(URL_PATTERN, ' ').replace(LABEL, '');
  const labelled = allLines.filter((line) => PHONE_LABEL.test(line));
  for (const line of [...topLines, ...labelled, ...allLines.slice(-4)]) {
    const phone = findPhone(withoutContacts(line), countries);
    if (phone) {
      contact.phone = phone.phone;
      contact.phoneDigits = phone.digits;
      break;
    }
  }
  const namePieces = topLines
    .flatMap((line) => line.split(/\t|\s[|·•]\s/))
    .map((piece) =>
      piece
        .replace(/^(name|nombre|nom|name)\s*:?\s+/i, '')
        .replace(HONORIFIC, '')
        .trim(),
    );
  // A large name in a narrow header may wrap: "BENJAMIN" / "CARTER".
  const [first = '', second = ''] = namePieces;
  const wrapped = /^\p{L}+$/u.test(first) && /^\p{L}+$/u.test(second) ? [`${first} ${second}`] : [];
  const nameLine = [...wrapped, ...namePieces].find(looksLikeName);
  if (nameLine) {
    const { name, firstName, lastName } = personName(nameLine.replace(/\s+/g, ' '));
    contact.name = name;
    contact.firstName = firstName;
    contact.lastName = lastName;
  }
  return contact;
}

/** The first address among the pieces; a narrow column may wrap it onto a second line. */
function findAddress(pieces: string[]): ParsedAddress | null {
  const usable = (piece: string | undefined): piece is string =>
    piece !== undefined &&
    piece !== '' &&
    !EMAIL.test(piece) &&
    !new RegExp(URL_PATTERN.source, 'i').test(piece) &&
    findPhone(piece.replace(LABEL, '')) === null;
  for (let index = 0; index < pieces.length; index += 1) {
    const piece = pieces[index];
    if (!usable(piece)) continue;
    if (looksLikeName(piece)) continue;
    const single = parseAddress(piece);
    const next = pieces[index + 1];
    // Only a started address continues on the next line ("15 Park Avenue, New York, NY" / "10016").
    const joined =
      single && usable(next) && next.length < 40 ? parseAddress(`${piece} ${next}`) : null;
    if (joined?.postalCode && !single?.postalCode) return joined;
    if (single) return single;
  }
  return null;
}
