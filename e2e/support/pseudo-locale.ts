/**
 * A pseudo-locale for finding untranslated text (test-only; nothing of it ships). Every
 * value of a catalog is rewritten with accented look-alike letters, so translated text
 * contains no plain ASCII letter at all, while `{{placeholders}}` stay intact. A page shown
 * with it that still has ASCII words has text that bypassed the catalog, or a key the
 * catalog lacks (i18next then falls back to English).
 *
 * `usePseudoLocale(context, language)` serves it in place of that language's catalog chunk:
 * the page keeps its real language (lang, dir, Intl formats), only the words change.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { REPO_ROOT } from './server.js';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçđéƒĝĥíĵķļɱñóƥʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĻṀÑÓƤɊŔŠŢÚṼŴẊÝŽ'][index] ?? letter,
  ]),
);

export function pseudoText(text: string): string {
  // Placeholders ({{name}}, {{count, number}}) and nesting ($t(key)) are code, not words.
  return text
    .split(/(\{\{[^}]*\}\}|\$t\([^)]*\))/)
    .map((part, index) =>
      index % 2 === 1 ? part : [...part].map((char) => ACCENTED[char] ?? char).join(''),
    )
    .join('');
}

export type Catalog = { [key: string]: string | Catalog };

export function pseudoCatalog(catalog: Catalog): Catalog {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoText(value) : pseudoCatalog(value),
    ]),
  );
}

function isCatalog(value: unknown): value is Catalog {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string' || isCatalog(entry))
  );
}

export async function readCatalog(language: string): Promise<Catalog> {
  const file = path.join(REPO_ROOT, 'apps/web/src/i18n/locales', `${language}.json`);
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isCatalog(parsed)) throw new Error(`${file} is not a catalog`);
  return parsed;
}

/** The pseudo text of `key` ("auth.forgot.submit") in the catalog, placeholders filled in. */
export function pseudoAt(
  catalog: Catalog,
  key: string,
  values: Readonly<Record<string, string>> = {},
): string {
  let entry: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) entry = typeof entry === 'object' ? entry[part] : undefined;
  if (typeof entry !== 'string') throw new Error(`no catalog text at ${key}`);
  return pseudoText(entry).replace(
    /\{\{\s*(\w+)[^}]*\}\}/g,
    (_, name: string) => values[name] ?? '',
  );
}

/**
 * Serves the pseudo version of `language`'s catalog chunks to every page of the context: the
 * site's (`fr-….js`), the apply engine's (`apply-engine-fr-….js`) and the account pages'
 * (`account-fr-….js`). The returned catalog holds the site's and the account pages' texts.
 */
export async function usePseudoLocale(context: BrowserContext, language: string): Promise<Catalog> {
  const pseudo = pseudoCatalog(await readCatalog(language));
  const engine = pseudoCatalog(await readCatalog(`apply-engine/${language}`));
  const account = pseudoCatalog(await readCatalog(`account/${language}`));
  const serve = (catalog: Catalog) => (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      body: `export default ${JSON.stringify(catalog)};`,
    });
  await context.route(new RegExp(`/assets/${language}-[\\w-]+\\.js$`), serve(pseudo));
  await context.route(new RegExp(`/assets/apply-engine-${language}-[\\w-]+\\.js$`), serve(engine));
  await context.route(new RegExp(`/assets/account-${language}-[\\w-]+\\.js$`), serve(account));
  return { ...pseudo, ...account };
}

/**
 * Text on the page that is not pseudo-translated: visible and screen-reader-only text,
 * accessible names (aria-label, title, alt, placeholder) and the document title. Data is
 * allowed: tenant content the app marks as such (`<bdi>`, `dir="auto"`, an element with a
 * `lang` of its own such as language names), the `data` strings (job titles, names), and
 * what Intl writes (month names).
 */
export async function untranslatedText(page: Page, data: readonly string[]): Promise<string[]> {
  return page.evaluate((dataStrings) => {
    const root = document.documentElement;
    const language = root.lang;
    const months = new Set<string>();
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 15));
      for (const style of ['long', 'short'] as const) {
        months.add(
          new Intl.DateTimeFormat(language, { month: style, timeZone: 'UTC' }).format(date),
        );
      }
    }
    const allowed = [...dataStrings, ...months].filter((text) => text.trim() !== '');
    allowed.sort((a, b) => b.length - a.length);
    const untranslated = (text: string) => {
      let rest = text;
      for (const piece of allowed) rest = rest.split(piece).join(' ');
      return /[A-Za-z]{2,}/.test(rest);
    };
    const isData = (element: Element) => {
      if (element.closest('bdi, [dir="auto"], [translate="no"], script, style, noscript, template'))
        return true;
      const marked = element.closest('[lang]');
      return marked !== null && marked !== root;
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      return `<${element.tagName.toLowerCase()}${id}>`;
    };

    const problems: string[] = [];
    if (untranslated(document.title)) problems.push(`title: "${document.title}"`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || text.trim() === '' || isData(parent)) continue;
      if (untranslated(text)) problems.push(`text "${text.trim()}" in ${describe(parent)}`);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [title], [alt], [placeholder]',
    )) {
      if (isData(element)) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value && untranslated(value))
          problems.push(`${name} "${value}" on ${describe(element)}`);
      }
    }
    return problems;
  }, data);
}
