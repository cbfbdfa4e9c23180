/**
 * Prints the text the extractor gives for one file, to see what the parser reads:
 *   npx tsx apps/api/corpus/dump.ts apps/api/corpus/realistic/files/<file>
 */
import { readFileSync } from 'node:fs';
import { extractText } from '../src/modules/resume-parsing/extract/extract-text.js';

const [file = ''] = process.argv.slice(2);
const format = file.endsWith('.pdf') ? 'pdf' : file.endsWith('.docx') ? 'docx' : 'txt';
console.warn(await extractText(new Uint8Array(readFileSync(file)), format));
