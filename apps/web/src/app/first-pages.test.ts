/**
 * The build names a lazy widget's code by the module LAZY_WIDGET_SOURCES gives for it (decision
 * 0054): the list must name the modules the widget registry really loads, or an apply page's
 * head would name nothing for them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAZY_WIDGET_SOURCES } from './first-pages';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REGISTRY = path.join(WEB_ROOT, 'src/features/apply-engine/widgets/registry.ts');

/** The modules the registry loads with import(), as paths from the web app's folder. */
function lazyModulesOfRegistry(): Set<string> {
  const source = readFileSync(REGISTRY, 'utf8');
  const imported = [...source.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1] ?? '');
  return new Set(
    imported.map((specifier) =>
      path.relative(WEB_ROOT, path.resolve(path.dirname(REGISTRY), `${specifier}.tsx`)),
    ),
  );
}

describe('the lazy widgets the build lists', () => {
  it('are the modules the widget registry loads on first use, every one of them', () => {
    expect(new Set(Object.values(LAZY_WIDGET_SOURCES))).toEqual(lazyModulesOfRegistry());
  });
});
