/**
 * Marks the scripts a first page runs while it opens with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad` as the file's first line): Chromium then compiles all of a
 * file's functions while the file streams in, on a background thread, instead of compiling
 * each on the main thread the first time the page's first render calls it (decision 0058).
 * Those are the entry and what it imports, and each first page's code (first-page-preloads);
 * the code of lazy pages and widgets keeps V8's lazy compilation, most of it never runs.
 * The hint changes no behaviour, and browsers without it read a comment.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { FIRST_PAGE_SOURCES } from '../src/app/first-pages';
import { chunkOf, entryClosure, staticClosure } from './first-page-preloads';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The scripts of the site's first load: the entry's closure and each first page's. */
export function firstLoadScripts(bundle: Rolldown.OutputBundle): Set<string> {
  const atStart = entryClosure(bundle);
  if (!atStart) return new Set();
  const scripts = new Set(atStart);
  for (const source of Object.values(FIRST_PAGE_SOURCES)) {
    const page = chunkOf(bundle, source.module);
    if (page) for (const file of staticClosure(bundle, page, atStart).scripts) scripts.add(file);
  }
  return scripts;
}

export function compileHints(): Plugin {
  return {
    name: 'talentgate-compile-hints',
    apply: 'build',
    // On the files as written: minification drops comments, and Vite puts its list of a
    // chunk's preloads on the first line after every plugin's generateBundle. Before the
    // compressed copies are made from them (precompress.ts).
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(options, bundle) {
        const outDir = options.dir ?? 'dist';
        for (const fileName of firstLoadScripts(bundle)) {
          const file = path.join(outDir, fileName);
          await writeFile(file, `${COMPILE_HINT}\n${await readFile(file, 'utf8')}`);
        }
      },
    },
  };
}
