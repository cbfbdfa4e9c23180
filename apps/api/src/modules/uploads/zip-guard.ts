/**
 * Bounds on a ZIP container (a DOCX) before anything inflates it, with one set of limits for
 * every upload (attachments, held and parsed resumes): a zip bomb declares small sizes or
 * huge ones, and either way must not get to expand in memory.
 * - checkZip, when a file arrives: the central directory's declared sizes are summed and
 *   checked, then every entry is inflated with a hard output cap, so a lying declaration
 *   cannot slip through either;
 * - defuseZip, before a parser opens it: every entry inflated (counting the bytes actually
 *   produced) and re-packed without compression, so the parser's own inflation is bounded
 *   by construction.
 */
import { inflateRawSync } from 'node:zlib';
import { Unzip, UnzipInflate, UnzipPassThrough, zipSync, type Zippable } from 'fflate';

export interface ZipLimits {
  /** Total inflated bytes of all entries. */
  maxInflatedBytes: number;
  maxEntries: number;
  /** Inflated size over compressed size, per entry (text compresses well; bombs far better). */
  maxRatio: number;
}

/** Real documents inflate a few MB at most; this leaves ample room. */
const ZIP_LIMITS: ZipLimits = {
  maxInflatedBytes: 64 * 1024 * 1024,
  maxEntries: 2000,
  maxRatio: 200,
};

export type ZipVerdict = { ok: true } | { ok: false; reason: string };

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

function findEndOfCentralDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return -1;
}

export function checkZip(bytes: Buffer, limits: ZipLimits = ZIP_LIMITS): ZipVerdict {
  if (bytes.length < 22) return { ok: false, reason: 'too short for a zip' };
  const end = findEndOfCentralDirectory(bytes);
  if (end < 0) return { ok: false, reason: 'no central directory' };
  const entries = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (entries > limits.maxEntries) return { ok: false, reason: 'too many entries' };

  let declaredTotal = 0;
  let inflatedTotal = 0;
  let at = directoryOffset;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_ENTRY) {
      return { ok: false, reason: 'broken central directory' };
    }
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const declaredSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    at += 46 + nameLength + extraLength + commentLength;

    // ZIP64 markers (0xffffffff) have no place in a document this size.
    if (compressedSize === 0xffffffff || declaredSize === 0xffffffff) {
      return { ok: false, reason: 'zip64 entry' };
    }
    declaredTotal += declaredSize;
    if (declaredTotal > limits.maxInflatedBytes) {
      return { ok: false, reason: 'declared inflated size over the limit' };
    }
    if (compressedSize > 0 && declaredSize / compressedSize > limits.maxRatio) {
      return { ok: false, reason: 'declared compression ratio over the limit' };
    }

    if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL_HEADER) {
      return { ok: false, reason: 'broken local header' };
    }
    const dataStart =
      localOffset +
      30 +
      bytes.readUInt16LE(localOffset + 26) +
      bytes.readUInt16LE(localOffset + 28);
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    if (data.length !== compressedSize) return { ok: false, reason: 'truncated entry' };

    if (method === 0) {
      inflatedTotal += data.length;
    } else if (method === 8) {
      // Never inflate past what the declaration allows (or the total's remainder).
      const cap = Math.min(declaredSize, limits.maxInflatedBytes - inflatedTotal) + 1;
      try {
        inflatedTotal += inflateRawSync(data, { maxOutputLength: Math.max(cap, 1) }).length;
      } catch {
        return { ok: false, reason: 'entry inflates past its declared size or is corrupt' };
      }
    } else {
      return { ok: false, reason: 'unsupported compression method' };
    }
    if (inflatedTotal > limits.maxInflatedBytes) {
      return { ok: false, reason: 'inflated size over the limit' };
    }
  }
  if (inflatedTotal > declaredTotal) return { ok: false, reason: 'inflates past its declaration' };
  return { ok: true };
}

export class ZipBombError extends Error {
  constructor(reason: string) {
    super(`archive refused: ${reason}`);
  }
}

export function inflateBounded(
  archive: Uint8Array,
  maxBytes = ZIP_LIMITS.maxInflatedBytes,
): Map<string, Uint8Array> {
  const entries = new Map<string, Uint8Array>();
  let total = 0;
  let count = 0;
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    count += 1;
    if (count > ZIP_LIMITS.maxEntries) {
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
export function defuseZip(archive: Uint8Array, maxBytes = ZIP_LIMITS.maxInflatedBytes): Uint8Array {
  const files: Zippable = {};
  for (const [name, data] of inflateBounded(archive, maxBytes)) files[name] = [data, { level: 0 }];
  return zipSync(files, { level: 0 });
}
