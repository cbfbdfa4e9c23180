import { extractText } from '../src/modules/resume-parsing/extract/extract-text.js';
import { cleanLines, splitSections } from '../src/modules/resume-parsing/parse/lines.js';
import { renderVariant } from './synthetic/render.js';
import { corpusVariants } from './synthetic/variants.js';
const variant = corpusVariants().find((c) => c.id.startsWith(process.argv[2] ?? ''))!;
const text = await extractText((await renderVariant(variant)).bytes, variant.format);
console.log(splitSections(cleanLines(text)).sections.map((s) => `${s.kind}: ${JSON.stringify(s.lines.slice(0, 6))}`).join('\n'));
