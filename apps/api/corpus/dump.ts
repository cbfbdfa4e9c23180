import { readFileSync } from 'node:fs';
import { extractText } from '/work/wt/resume-parsing/apps/api/src/modules/resume-parsing/extract/extract-text.js';
const file = process.argv[2]!;
const format = file.endsWith('.pdf') ? 'pdf' : file.endsWith('.docx') ? 'docx' : 'txt';
console.log(await extractText(new Uint8Array(readFileSync(file)), format));
