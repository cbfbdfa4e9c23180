import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/server.js';

const DIST = path.join(REPO_ROOT, 'apps/web/dist');
const INITIAL_JS_BUDGET_BYTES = 100 * 1024;

/** The scripts the career home loads before anything else: the entry and its modulepreloads. */
async function initialScripts(): Promise<string[]> {
  const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(
      /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
    ),
  ];
  return [...new Set(files.map((match) => match[1] ?? ''))];
}

describe('built web app (decision 0008)', () => {
  it('loads at most 100 KB of gzipped JavaScript before the career home shows', async () => {
    let total = 0;
    for (const file of await initialScripts())
      total += gzipSync(await readFile(path.join(DIST, file))).length;
    expect(total).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  it('runs on Preact: no chunk carries React DOM', async () => {
    const assets = (await readdir(path.join(DIST, 'assets'))).filter((file) =>
      file.endsWith('.js'),
    );
    for (const file of assets) {
      const code = await readFile(path.join(DIST, 'assets', file), 'utf8');
      expect(code, file).not.toContain('Minified React error');
      expect(code, file).not.toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
    }
  });
});
