import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectResumeFormat } from '../detect-format.js';
import { extractDocText } from './doc.js';
import { extractRtfText } from './rtf.js';
import { ZipBombError, defuseZip, inflateBounded } from '../../uploads/zip-guard.js';

const text = (value: string) => new TextEncoder().encode(value);
/** The first bytes of an OLE compound file (Word 97–2003 and other Office files). */
const CFB_HEADER = new Uint8Array([
  0xd0,
  0xcf,
  0x11,
  0xe0,
  0xa1,
  0xb1,
  0x1a,
  0xe1,
  ...new Array(504).fill(0),
]);

describe('format by content', () => {
  it.each([
    ['resume.rtf', text('{\\rtf1\\ansi Jane}'), 'rtf'],
    ['resume.TXT', text('Jane Doe\njane@example.com'), 'txt'],
    ['resume.pdf', text('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer<<>>\n%%EOF\n'), 'pdf'],
  ])('%s is %s', async (name, bytes, format) => {
    expect(await detectResumeFormat(bytes, name)).toBe(format);
  });

  it('reads an OLE compound file with a Word document stream named .doc as DOC', async () => {
    const word = new Uint8Array([...CFB_HEADER, ...Buffer.from('WordDocument', 'utf16le')]);
    expect(await detectResumeFormat(word, 'old.doc')).toBe('doc');
    expect(await detectResumeFormat(word, 'old.pdf')).toBeNull();
    // Another OLE file (a spreadsheet, an installer) is not a Word document.
    expect(await detectResumeFormat(CFB_HEADER, 'old.doc')).toBeNull();
  });

  it.each([
    [
      'an executable named .pdf',
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, ...new Array(60).fill(0)]),
      'cv.pdf',
    ],
    ['only the four bytes %PDF', text('%PDF'), 'cv.pdf'],
    [
      'a PNG named .txt',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(40).fill(0)]),
      'cv.txt',
    ],
    ['binary text named .txt', new Uint8Array([0x4a, 0x61, 0x00, 0x01, 0x02]), 'cv.txt'],
    ['text named .exe', text('Jane Doe'), 'cv.exe'],
    ['a plain zip named .docx', zipSync({ 'a.txt': text('hello') }), 'cv.docx'],
  ])('refuses %s', async (_label, bytes, name) => {
    expect(await detectResumeFormat(bytes, name)).toBeNull();
  });
});

describe('RTF text', () => {
  it('reads text, escapes and breaks, and skips tables and pictures', () => {
    const rtf =
      '{\\rtf1\\ansi\\ansicpg1252{\\fonttbl{\\f0 Arial;}}{\\colortbl;\\red0\\green0\\blue0;}' +
      '{\\*\\generator Word;}{\\info{\\title Secret}}' +
      "\\f0 Mar\\u237?a Fern\\'e1ndez\\par Stra\\u223?e 5\\tab 10115 Berlin\\line " +
      '{\\pict\\pngblip 89504e47}\\{braces\\}\\par}';
    expect(extractRtfText(text(rtf))).toBe('María Fernández\nStraße 5\t10115 Berlin\n{braces}\n');
  });
});

describe('DOC text', () => {
  it('refuses an OLE file that holds no Word document', async () => {
    await expect(extractDocText(CFB_HEADER)).rejects.toThrow();
  });
});

describe('zip-bomb guard', () => {
  it('keeps the entries of an ordinary archive', () => {
    const archive = zipSync({ 'word/document.xml': text('<w:document/>'), 'a/b.txt': text('x') });
    const entries = inflateBounded(archive);
    expect(new TextDecoder().decode(entries.get('word/document.xml'))).toBe('<w:document/>');
    expect(inflateBounded(defuseZip(archive)).size).toBe(2);
  });

  it('stops an archive that inflates past the bound', () => {
    const bomb = zipSync({ 'word/document.xml': new Uint8Array(4 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(() => inflateBounded(bomb, 1024 * 1024)).toThrow(ZipBombError);
  });
});
