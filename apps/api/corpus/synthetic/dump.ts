/** Prints the extracted text of one synthetic variant (by id prefix). */
import { extractText } from '../../src/modules/resume-parsing/extract/extract-text.js';
import { renderVariant } from './render.js';
import { corpusVariants } from './variants.js';

const variant = corpusVariants().find((candidate) =>
  candidate.id.startsWith(process.argv[2] ?? ''),
);
if (!variant) throw new Error('no such variant');
console.warn(await extractText((await renderVariant(variant)).bytes, variant.format));
