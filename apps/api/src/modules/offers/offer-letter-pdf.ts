/**
 * The offer letter as a PDF, drawn on the server with pdfkit (decision 0049): the company,
 * the date sent, the greeting, the job, the letter's sections, the answer's due date, and once
 * answered the candidate's typed signature. It is written in DejaVu Sans, embedded from the
 * dejavu-fonts-ttf package (free licence), which covers the Latin, Greek, Cyrillic, Arabic and
 * Hebrew scripts: a name or text in any of them reads as typed. Right-to-left paragraphs are
 * laid out by letter-lines.ts and set flush right.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Tenant } from '../tenants/find-tenant.js';
import { hasRightToLeft, readsRightToLeft, visualRuns, wrapWords } from './letter-lines.js';

export interface LetterContent {
  tenant: Tenant;
  firstName: string;
  lastName: string;
  jobTitle: string;
  sentAt: Date;
  expiresAt: Date | null;
  sections: readonly { label: string; text: string }[];
  status: string;
  signature: string | null;
  answeredAt: Date | null;
}

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;

/** Read once: every letter embeds the glyphs it uses from these. */
function letterFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

const day = (date: Date) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** A run drawn whole: pdfkit lays out word by word, which would turn an Arabic line about. */
const WHOLE_RUN = { features: [] };

/**
 * A paragraph: as pdfkit wraps it, or with right-to-left text line by line, each line's runs
 * placed from left to right in the order they are seen and the line set flush right when the
 * paragraph reads right to left.
 */
function paragraph(doc: PDFKit.PDFDocument, text: string): void {
  if (!hasRightToLeft(text)) {
    doc.text(text, { align: 'left' });
    return;
  }
  const rightToLeft = readsRightToLeft(text);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const measure = (part: string) => doc.widthOfString(part, WHOLE_RUN);
  for (const line of wrapWords(text, width, measure)) {
    const runs = visualRuns(line, rightToLeft).map((run) => ({ run, width: measure(run) }));
    const lineWidth = runs.reduce((total, part) => total + part.width, 0);
    if (doc.y + doc.currentLineHeight(true) > doc.page.maxY()) doc.addPage();
    const y = doc.y;
    let x = rightToLeft ? left + width - lineWidth : left;
    for (const part of runs) {
      doc.text(part.run, x, y, { ...WHOLE_RUN, lineBreak: false });
      x += part.width;
    }
    doc.x = left;
    doc.y = y + doc.currentLineHeight(true);
  }
}

export function renderOfferLetter(content: LetterContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 60,
    info: { Title: `Offer of employment: ${content.jobTitle}`, Author: content.tenant.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = letterFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('bold').fontSize(18);
  paragraph(doc, content.tenant.name);
  doc.moveDown(0.5).font('regular').fontSize(10).text(day(content.sentAt));
  doc.moveDown(1.5).font('bold').fontSize(14);
  paragraph(doc, `Offer of employment: ${content.jobTitle}`);
  doc.moveDown().font('regular').fontSize(11);
  paragraph(doc, `Dear ${[content.firstName, content.lastName].filter(Boolean).join(' ')},`);
  for (const section of content.sections) {
    doc.moveDown().font('bold');
    paragraph(doc, section.label);
    doc.font('regular');
    paragraph(doc, section.text);
  }
  if (content.expiresAt) {
    doc.moveDown(1.5);
    paragraph(doc, `Please answer this offer by ${day(content.expiresAt)}.`);
  }
  if (content.signature && content.answeredAt) {
    const verb = content.status === 'declined' ? 'Declined' : 'Accepted';
    doc.moveDown(1.5).font('bold');
    paragraph(doc, `${verb} on ${day(content.answeredAt)}, signed: ${content.signature}`);
  }
  doc.end();
  return done;
}

/**
 * The sections of an offer: those filled from its template, or for an offer made before
 * templates (or without one) its salary, start date and details.
 */
export function sectionsOf(offer: {
  letter: { label: string; text: string }[];
  salary: string;
  startDate: string | null;
  details: string;
}): { label: string; text: string }[] {
  if (offer.letter.length > 0) return offer.letter;
  return [
    { label: 'Salary', text: offer.salary },
    { label: 'Start date', text: offer.startDate ?? '' },
    { label: 'Details', text: offer.details },
  ].filter((section) => section.text.trim() !== '');
}
