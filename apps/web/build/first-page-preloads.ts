/**
 * Writes `first-page-preloads.json`: for each first page (src/app/first-pages.ts), the chunks
 * and styles its code needs beyond the entry's, and its text catalog per language. The server
 * names them in the page's head (decision 0054), so the browser fetches them at once instead
 * of after the entry has run and asked for them. A listed page that is no chunk of its own
 * fails the build: a stale list would quietly preload nothing.
 */
import type { Plugin, Rolldown } from 'vite';
import {
  FIRST_PAGE_PRELOADS_FILE,
  FIRST_PAGE_SOURCES,
  FIRST_PAGES,
  LAZY_WIDGET_SOURCES,
} from '../src/app/first-pages';

export interface FirstPagePreloads {
  /** The site's text catalog of each language the entry does not hold, for every page. */
  siteCatalogs: Record<string, string>;
  /** Route id → first page. */
  routes: Record<string, string>;
  pages: Record<string, { scripts: string[]; styles: string[]; catalogs: Record<string, string> }>;
  /** Widget name → the code of a widget that loads when a form first draws it. */
  widgets: Record<string, { scripts: string[]; styles: string[] }>;
}

const isChunk = (item: Rolldown.OutputBundle[string] | undefined): item is Rolldown.OutputChunk =>
  item?.type === 'chunk';

export function chunkOf(
  bundle: Rolldown.OutputBundle,
  sourceEnd: string,
): Rolldown.OutputChunk | undefined {
  return Object.values(bundle)
    .filter(isChunk)
    .find((chunk) => chunk.facadeModuleId?.endsWith(sourceEnd));
}

/** The chunks of the JSON catalogs directly in `folder`, by language: `{ es: 'assets/es-….js' }`. */
function catalogsIn(bundle: Rolldown.OutputBundle, folder: string): Record<string, string> {
  const catalogs: Record<string, string> = {};
  for (const chunk of Object.values(bundle).filter(isChunk)) {
    const id = chunk.facadeModuleId ?? '';
    const at = id.indexOf(folder);
    const name = at >= 0 ? id.slice(at + folder.length) : '';
    const language = /^([a-z]{2,3}(?:-[A-Za-z0-9]+)?)\.json$/.exec(name)?.[1];
    if (language) catalogs[language] = chunk.fileName;
  }
  return catalogs;
}

/** The chunk's file and every chunk it imports statically, without those the entry loads. */
export function staticClosure(
  bundle: Rolldown.OutputBundle,
  start: Rolldown.OutputChunk,
  skip: ReadonlySet<string>,
) {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName) || skip.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (isChunk(imported)) visit(imported);
    }
  };
  visit(start);
  return { scripts: [...files], styles: [...styles] };
}

/** The site's entry chunk and every chunk it imports statically; null in another entry's build. */
export function entryClosure(bundle: Rolldown.OutputBundle): Set<string> | null {
  const entry = Object.values(bundle)
    .filter(isChunk)
    .find(
      (chunk) =>
        chunk.isEntry && /\/(index\.html|src\/main\.tsx)$/.test(chunk.facadeModuleId ?? ''),
    );
  if (!entry) return null;
  const atStart = new Set<string>();
  const walk = (chunk: Rolldown.OutputChunk) => {
    if (atStart.has(chunk.fileName)) return;
    atStart.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (isChunk(imported)) walk(imported);
    }
  };
  walk(entry);
  return atStart;
}

export function firstPagePreloads(): Plugin {
  return {
    name: 'talentgate-first-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const atStart = entryClosure(bundle);
      if (!atStart) return; // another entry's build (the staff console)
      const preloads: FirstPagePreloads = {
        siteCatalogs: catalogsIn(bundle, 'src/i18n/locales/'),
        routes: { ...FIRST_PAGES },
        pages: {},
        widgets: {},
      };
      for (const [page, source] of Object.entries(FIRST_PAGE_SOURCES)) {
        const chunk = chunkOf(bundle, source.module);
        if (!chunk) this.error(`first page ${page}: ${source.module} is no chunk of its own`);
        const catalogs =
          source.namespace === null
            ? {}
            : catalogsIn(bundle, `src/i18n/locales/${source.namespace}/`);
        preloads.pages[page] = { ...staticClosure(bundle, chunk, atStart), catalogs };
      }
      for (const [widget, module] of Object.entries(LAZY_WIDGET_SOURCES)) {
        const chunk = chunkOf(bundle, module);
        if (!chunk) this.error(`widget ${widget}: ${module} is no chunk of its own`);
        preloads.widgets[widget] = staticClosure(bundle, chunk, atStart);
      }
      this.emitFile({
        type: 'asset',
        fileName: FIRST_PAGE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
  };
}
