/** Corpus variants to file bytes: PDF (pdfkit), DOCX (docx), DOC, TXT and RTF. */
import CFB from 'cfb';
import {
  AlignmentType,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  BorderStyle,
} from 'docx';
import PDFDocument from 'pdfkit';
import type { Block, CorpusVariant } from './variants.js';

export interface RenderedResume {
  bytes: Uint8Array;
  /** Pages of a PDF; 1 for other formats. */
  pages: number;
}

export async function renderVariant(variant: CorpusVariant): Promise<RenderedResume> {
  switch (variant.format) {
    case 'pdf':
      return renderPdf(variant);
    case 'docx':
      return { bytes: await renderDocx(variant), pages: 1 };
    case 'txt':
      return { bytes: new TextEncoder().encode(plainText(variant.blocks)), pages: 1 };
    case 'rtf':
      return { bytes: new TextEncoder().encode(rtf(variant.blocks)), pages: 1 };
    case 'doc':
      return { bytes: wordDocument(plainText(variant.blocks)), pages: 1 };
  }
}

function plainText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      const text =
        block.kind === 'bullet'
          ? `• ${block.text}`
          : block.kind === 'heading'
            ? `\n${block.text.toUpperCase()}`
            : block.text;
      return block.right ? `${text}\t${block.right}` : text;
    })
    .join('\n');
}

/** RTF with every non-ASCII character as a \u escape (what word processors write). */
function rtf(blocks: Block[]): string {
  const escape = (text: string) =>
    [...text]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (char === '\\' || char === '{' || char === '}') return `\\${char}`;
        if (char === '\t') return '\\tab ';
        return code > 127 ? `\\u${code > 32767 ? code - 65536 : code}?` : char;
      })
      .join('');
  const body = blocks
    .map((block) => {
      const text = escape(block.text) + (block.right ? `\\tab ${escape(block.right)}` : '');
      if (block.kind === 'name') return `{\\b\\fs36 ${text}}\\par`;
      if (block.kind === 'heading') return `\\par{\\b\\fs26 ${text}}\\par`;
      if (block.kind === 'bullet') return `{\\pntext\\bullet\\tab}${text}\\par`;
      return `${text}\\par`;
    })
    .join('\n');
  return `{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Helvetica;}}{\\colortbl;\\red0\\green0\\blue0;}\n{\\info{\\title Resume}}\\f0\\fs22\n${body}\n}`;
}

function renderPdf(variant: CorpusVariant): Promise<RenderedResume> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Resume' } });
    const chunks: Buffer[] = [];
    let pages = 1;
    doc.on('pageAdded', () => (pages += 1));
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve({ bytes: new Uint8Array(Buffer.concat(chunks)), pages }));
    doc.on('error', reject);
    const two = variant.columns === 2;
    const columns = {
      side: { x: 40, width: 150 },
      main: two ? { x: 220, width: 335 } : { x: 50, width: 495 },
    };
    const y = { side: 50, main: 50 };
    const write = (block: Block) => {
      const column = block.kind === 'name' ? { x: 40, width: 515 } : columns[block.column];
      const key = two ? block.column : 'main';
      if (block.kind === 'name') {
        doc
          .font('Helvetica-Bold')
          .fontSize(22)
          .text(block.text, column.x, y.main, { width: column.width });
        y.main = y.side = doc.y + 14;
        return;
      }
      if (y[key] > 760) {
        doc.addPage();
        y.side = y.main = 50;
      }
      if (block.kind === 'heading') {
        y[key] += 8;
        doc
          .font('Helvetica-Bold')
          .fontSize(13)
          .text(block.text.toUpperCase(), column.x, y[key], { width: column.width });
        y[key] = doc.y + 4;
        return;
      }
      doc.font('Helvetica').fontSize(10);
      const text = block.kind === 'bullet' ? `•  ${block.text}` : block.text;
      const top = y[key];
      if (block.right) {
        const rightWidth = doc.widthOfString(block.right);
        doc.text(block.right, column.x + column.width - rightWidth, top, { lineBreak: false });
        doc.text(text, column.x, top, { width: column.width - rightWidth - 20 });
      } else
        doc.text(text, column.x + (block.kind === 'bullet' ? 8 : 0), top, {
          width: column.width - 8,
        });
      y[key] = doc.y + 2;
    };
    // Two columns: the side bar first, then the main column from the top again.
    const name = variant.blocks.filter((block) => block.kind === 'name');
    const side = variant.blocks.filter(
      (block) => block.kind !== 'name' && two && block.column === 'side',
    );
    const main = variant.blocks.filter(
      (block) => block.kind !== 'name' && !(two && block.column === 'side'),
    );
    for (const block of name) write(block);
    for (const block of side) write(block);
    if (two) doc.switchToPage(0);
    for (const block of main) write(block);
    doc.end();
  });
}

function docxParagraph(block: Block, width: number): Paragraph {
  if (block.kind === 'name')
    return new Paragraph({ children: [new TextRun({ text: block.text, bold: true, size: 40 })] });
  if (block.kind === 'heading') {
    return new Paragraph({
      spacing: { before: 200 },
      children: [new TextRun({ text: block.text, bold: true, size: 26 })],
    });
  }
  if (block.kind === 'bullet') return new Paragraph({ text: block.text, bullet: { level: 0 } });
  if (block.right) {
    return new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: width }],
      children: [new TextRun(block.text), new TextRun({ text: `\t${block.right}` })],
    });
  }
  return new Paragraph({ text: block.text, alignment: AlignmentType.LEFT });
}

async function renderDocx(variant: CorpusVariant): Promise<Uint8Array> {
  const name = variant.blocks.filter((block) => block.kind === 'name');
  let children: (Paragraph | Table)[];
  if (variant.columns === 2) {
    const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
    const borders = { top: none, bottom: none, left: none, right: none };
    const cell = (column: 'side' | 'main', width: number) =>
      new TableCell({
        borders,
        width: { size: width, type: WidthType.DXA },
        children: variant.blocks
          .filter((block) => block.kind !== 'name' && block.column === column)
          .map((block) => docxParagraph(block, width - 200)),
      });
    children = [
      ...name.map((block) => docxParagraph(block, 9000)),
      new Table({ rows: [new TableRow({ children: [cell('side', 3000), cell('main', 6500)] })] }),
    ];
  } else children = variant.blocks.map((block) => docxParagraph(block, 9000));
  const document = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(document));
}

/**
 * A minimal Word 97–2003 file: an OLE container (cfb) with a WordDocument stream holding
 * the FIB (magic, table-stream flag, text length, piece-table location) and the text as one
 * UTF-16 piece, and a 1Table stream holding the piece table. No formatting, styles or
 * fields: Word writes far more, so this proves our reading of the piece table through
 * word-extractor, not every file Word produces.
 */
function wordDocument(text: string): Uint8Array {
  const TEXT_OFFSET = 0x800;
  const body = Buffer.from(text.replace(/\n/g, '\r') + '\r', 'utf16le');
  const characters = body.length / 2;
  const word = Buffer.alloc(Math.max(4096, TEXT_OFFSET + body.length));
  word.writeUInt16LE(0xa5ec, 0x0); // wIdent
  word.writeUInt16LE(0x00c1, 0x2); // nFib: Word 97
  word.writeUInt16LE(0x0200, 0xa); // fWhichTblStm: the table stream is 1Table
  word.writeUInt32LE(TEXT_OFFSET, 0x18); // fcMin
  word.writeUInt32LE(characters, 0x4c); // ccpText
  word.writeUInt32LE(0, 0x1a2); // fcClx: the piece table starts the table stream
  word.writeUInt32LE(1 + 4 + 16, 0x1a6); // lcbClx
  body.copy(word, TEXT_OFFSET);
  const table = Buffer.alloc(32);
  table.writeUInt8(2, 0); // Pcdt
  table.writeUInt32LE(16, 1); // two character positions and one piece descriptor
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(characters, 9);
  table.writeUInt16LE(0, 13);
  table.writeUInt32LE(TEXT_OFFSET, 15); // fc without the compressed bit: UTF-16 text
  table.writeUInt16LE(0, 19);
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/WordDocument', word);
  CFB.utils.cfb_add(container, '/1Table', table);
  const written: unknown = CFB.write(container, { type: 'buffer' });
  if (!(written instanceof Uint8Array)) throw new Error('cfb wrote no buffer');
  return new Uint8Array(written);
}
