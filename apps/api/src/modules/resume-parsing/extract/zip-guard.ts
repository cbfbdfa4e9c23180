/**
 * Zip-bomb guard for DOCX. A DOCX is a zip archive whose entries declare their sizes, but a
 * hostile file can lie; so every entry is inflated here, counting the bytes actually
 * produced and stopping as soon as the total passes the bound. What comes out is re-packed
 * without compression for the extractor, whose own inflation is then bounded by construction.
 */
import { Unzip, UnzipInflate, UnzipPassThrough, zipSync, type Zippable } from 'fflate';

/** Real documents inflate a few MB at most; this leaves ample room. */
export const DOCX_MAX_INFLATED_BYTES = 64 * 1024 * 1024;
export const DOCX_MAX_ENTRIES = 2000;

export class ZipBombError extends Error {
  constructor(reason: string) {
    super(`archive refused: ${reason}`);
  }
}

export function inflateBounded(
  archive: Uint8Array,
  maxBytes = DOCX_MAX_INFLATED_BYTES,
): Map<string, Uint8Array> {
  const entries = new Map<string, Uint8Array>();
  let total = 0;
  let count = 0;
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    count += 1;
    if (count > DOCX_MAX_ENTRIES) {
      failure ??= new ZipBombError('too many entries');
      return;
    }
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = error;
        return;
      }
      total += chunk.length;
      if (total > maxBytes) {
        failure = new ZipBombError('inflates beyond the bound');
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) entries.set(file.name, concat(chunks));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  // Fed in slices so a bomb is stopped after the slice that crossed the bound.
  const slice = 64 * 1024;
  for (let offset = 0; offset < archive.length && !failure; offset += slice) {
    unzip.push(archive.subarray(offset, offset + slice), offset + slice >= archive.length);
  }
  if (failure) throw failure;
  return entries;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The archive inflated within bounds and stored again uncompressed. */
export function defuseZip(archive: Uint8Array, maxBytes = DOCX_MAX_INFLATED_BYTES): Uint8Array {
  const files: Zippable = {};
  for (const [name, data] of inflateBounded(archive, maxBytes)) files[name] = [data, { level: 0 }];
  return zipSync(files, { level: 0 });
}
