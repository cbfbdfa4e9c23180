/**
 * The head tags that name a first page's code (decision 0054): the web build lists, per page
 * people often open first (a job, an apply flow), the chunks and styles it needs beyond the
 * entry's and its text catalogs (`first-page-preloads.json`, written by the web build). Named in
 * the page's head, they are fetched with the entry instead of after it has run and asked for
 * them: on a phone that is a round trip and more before the page can draw.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Type from 'typebox';
import { Value } from 'typebox/value';
import { escapeMarkup } from '../modules/job-boards/markup.js';

const Files = Type.Record(Type.String(), Type.String());
const Code = Type.Object({ scripts: Type.Array(Type.String()), styles: Type.Array(Type.String()) });
const FirstPagePreloads = Type.Object({
  siteCatalogs: Files,
  routes: Files,
  pages: Type.Record(
    Type.String(),
    Type.Object({
      scripts: Type.Array(Type.String()),
      styles: Type.Array(Type.String()),
      catalogs: Files,
    }),
  ),
  /** Widget name → the code of an apply form widget that loads when a form first draws it. */
  widgets: Type.Optional(Type.Record(Type.String(), Code)),
});
export type FirstPagePreloads = Type.Static<typeof FirstPagePreloads>;

/**
 * Head tags for a page of `routeId` in `language`, with the code of the apply form widgets
 * its opening form draws; empty for a page the build did not list.
 */
export type PreloadTags = (
  routeId: string,
  language: string,
  widgets?: readonly string[],
) => string;

const NONE: PreloadTags = () => '';

const modulePreload = (file: string) =>
  `<link rel="modulepreload" crossorigin href="/${escapeMarkup(file)}">`;
const stylesheet = (file: string) =>
  `<link rel="stylesheet" crossorigin href="/${escapeMarkup(file)}">`;

export function preloadTagsOf(preloads: FirstPagePreloads): PreloadTags {
  return (routeId, language, widgets = []) => {
    const siteCatalog = preloads.siteCatalogs[language];
    const pageName = preloads.routes[routeId];
    const page = pageName === undefined ? undefined : preloads.pages[pageName];
    const pageCatalog = page?.catalogs[language];
    // Widgets come with a listed page (the flow); their code shares chunks with it, named once.
    const widgetCode = page ? widgets.flatMap((name) => preloads.widgets?.[name] ?? []) : [];
    const styles = new Set([...(page?.styles ?? []), ...widgetCode.flatMap((code) => code.styles)]);
    const scripts = new Set([
      ...(siteCatalog ? [siteCatalog] : []),
      ...(page?.scripts ?? []),
      ...(pageCatalog ? [pageCatalog] : []),
      ...widgetCode.flatMap((code) => code.scripts),
    ]);
    return [...[...styles].map(stylesheet), ...[...scripts].map(modulePreload)].join('');
  };
}

/** The build's list, or null without one (an old or partial build) or when it is malformed. */
export async function readFirstPagePreloads(webDistDir: string): Promise<FirstPagePreloads | null> {
  const text = await readFile(path.join(webDistDir, 'first-page-preloads.json'), 'utf8').catch(
    () => null,
  );
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return Value.Check(FirstPagePreloads, value) ? value : null;
}

/** Reads the build's list; without one pages name nothing more. */
export async function loadPreloadTags(webDistDir: string): Promise<PreloadTags> {
  const preloads = await readFirstPagePreloads(webDistDir);
  return preloads === null ? NONE : preloadTagsOf(preloads);
}
