/** Contact facts: name, e-mail, phone, address and links. */
import type { ParsedAddress, ParsedContact } from '@talentgate/domain';
import { headingOf } from './lines.js';
import { DOCUMENT_TITLES, fold } from './vocabulary.js';

const EMAIL = /[\p{L}\d._%+'-]+@[\p{L}\d.-]+\.[a-z]{2,}/iu;
const URL_PATTERN =
  /\b(?:https?:\/\/[^\s<>()"]+|www\.[^\s<>()"]+|(?:linkedin\.com|github\.com|gitlab\.com|xing\.com|behance\.net|dribbble\.com)\/[^\s<>()"]+)/gi;
const PHONE = /(?<![\w/.-])(\+?\(?\d[\d ().-]{7,20}\d)(?![\w/-])/g;
const LABEL =
  /^(e-?mail|correo( electr[oó]nico)?|courriel|t[eé]l(?:[eé]fono|ephone|efon)?|phone|mobile|m[oó]vil|portable|handy|mobil|address|direcci[oó]n|adresse|anschrift|web|website|linkedin|github)\s*[:.]?\s*:?\s*/i;

/** Phone candidates: 9 to 15 digits, not a date range. */
export function findPhone(line: string): { phone: string; digits: string } | null {
  for (const match of line.matchAll(PHONE)) {
    const phone = (match[1] ?? '').trim();
    const digits = phone.replace(/\D/g, '');
    if (digits.length < 9 || digits.length > 15) continue;
    if (/^(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}$/.test(phone)) continue;
    if (/\d{1,2}[./]\d{4}/.test(phone) && !phone.startsWith('+')) continue;
    return { phone, digits };
  }
  return null;
}

const NAME_WORD = /^[\p{Lu}][\p{L}'’.-]*$/u;
const PARTICLES = new Set(['de', 'del', 'la', 'van', 'von', 'der', 'da', 'di', 'le', 'du', 'y']);

/** A line that reads as a person's name: two to five capitalised words, nothing else. */
export function looksLikeName(line: string): boolean {
  const text = line.replace(/\s+/g, ' ').trim();
  if (text.length < 4 || text.length > 60 || /[\d@/:|,;]/.test(text)) return false;
  if (DOCUMENT_TITLES.test(fold(text)) || headingOf(text)) return false;
  const words = text.split(' ');
  if (words.length < 2 || words.length > 5) return false;
  return words.every(
    (word) => PARTICLES.has(word) || (NAME_WORD.test(word) && !/^\p{Lu}{2,}\.$/u.test(word)),
  );
}

/** Capitalised as a name even when the resume wrote it in upper case. */
function nameCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .replace(
      /(^|[\s'’-])(\p{L})/gu,
      (_all, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

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
export function parseAddress(line: string): ParsedAddress | null {
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
export function parseContact(topLines: string[], allLines: string[]): ParsedContact {
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
  // further down look alike.
  const pieces = topLines
    .flatMap((line) => line.split(/\t|\s[|·•]\s/))
    .map((piece) => piece.trim());
  for (const piece of pieces) {
    if (contact.phoneDigits || EMAIL.test(piece)) continue;
    const phone = findPhone(piece.replace(LABEL, '').replace(URL_PATTERN, ''));
    if (phone) {
      contact.phone = phone.phone;
      contact.phoneDigits = phone.digits;
    }
  }
  contact.address = findAddress(pieces) ?? contact.address;
  const nameLine = topLines
    .flatMap((line) => line.split(/\t|\s[|·•]\s/))
    .map((piece) => piece.replace(/^(name|nombre|nom|name)\s*:\s*/i, '').trim())
    .find(looksLikeName);
  if (nameLine) {
    contact.name = nameCase(nameLine.replace(/\s+/g, ' '));
    const words = contact.name.split(' ');
    contact.firstName = words[0] ?? '';
    contact.lastName = words.slice(1).join(' ');
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
