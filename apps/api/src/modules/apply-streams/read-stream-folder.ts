import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StreamFile } from '@talentgate/domain';
import { parseStreamFile } from './stream-file-text.js';

const STREAM_FILE = /\.(ya?ml|json)$/;

/** Every stream file (.yaml, .yml, .json) of a folder, parsed and checked, by file name. */
export async function readStreamFolder(
  folder: string,
): Promise<{ source: string; file: StreamFile }[]> {
  const names = (await readdir(folder)).filter((name) => STREAM_FILE.test(name)).sort();
  return Promise.all(names.map((name) => readStreamFilePath(path.join(folder, name))));
}

export async function readStreamFilePath(
  filePath: string,
): Promise<{ source: string; file: StreamFile }> {
  const text = await readFile(filePath, 'utf8');
  return { source: filePath, file: parseStreamFile(text, filePath) };
}
