import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function cssModules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return cssModules(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Physical sides that do not flip on Arabic (right-to-left) pages. */
const PHYSICAL = [
  /(^|[\s;{])(margin|padding|border|inset)-(left|right)\b/,
  /(^|[\s;{])(left|right)\s*:/,
  /\b(text-align|float|clear)\s*:\s*(left|right)\b/,
  /border-(top|bottom)-(left|right)-radius/,
];

describe('stylesheets', () => {
  it('use logical properties, so right-to-left pages mirror (Arabic)', () => {
    const files = cssModules(SOURCE);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const pattern of PHYSICAL) {
          expect(
            pattern.test(line),
            `${path.relative(SOURCE, file)}:${index + 1}: ${line.trim()}`,
          ).toBe(false);
        }
      });
    }
  });
});
