/**
 * The offer letter as a PDF, drawn on the server with pdfkit (decision 0049): the company,
 * the date sent, the greeting, the job, the letter's sections, the answer's due date, and once
 * answered the candidate's typed signature. pdfkit's built-in Helvetica needs no font files of
 * ours; it covers the Latin scripts (decision 0049 says what that leaves out).
 */
import PDFDocument from 'pdfkit';
import type { Tenant } from '../tenants/find-tenant.js';

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

const day = (date: Date) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

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
  doc.font('Helvetica-Bold').fontSize(18).text(content.tenant.name);
  doc.moveDown(0.5).font('Helvetica').fontSize(10).text(day(content.sentAt));
  doc
    .moveDown(1.5)
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`Offer of employment: ${content.jobTitle}`);
  doc
    .moveDown()
    .font('Helvetica')
    .fontSize(11)
    .text(`Dear ${[content.firstName, content.lastName].filter(Boolean).join(' ')},`);
  for (const section of content.sections) {
    doc.moveDown().font('Helvetica-Bold').text(section.label);
    doc.font('Helvetica').text(section.text, { align: 'left' });
  }
  if (content.expiresAt)
    doc.moveDown(1.5).text(`Please answer this offer by ${day(content.expiresAt)}.`);
  if (content.signature && content.answeredAt) {
    const verb = content.status === 'declined' ? 'Declined' : 'Accepted';
    doc
      .moveDown(1.5)
      .font('Helvetica-Bold')
      .text(`${verb} on ${day(content.answeredAt)}, signed: ${content.signature}`);
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
