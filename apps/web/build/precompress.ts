/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each script and style the build
 * emits, compressed once at the highest levels, so the server sends those bytes as they are
 * (@fastify/static's `preCompressed`) instead of compressing every asset again for every
 * request at a fast level (decision 0055). A copy that would not be smaller is not written;
 * the server then sends the file itself.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Below this, compression saves less than its header costs (as @fastify/compress's threshold). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function compressedCopies(source: Uint8Array): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

export function precompressAssets(): Plugin {
  return {
    name: 'talentgate-precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const writes = Object.values(bundle)
        .filter((item) => COMPRESSIBLE.test(item.fileName))
        .map(async (item) => {
          // The bytes as written, which are what the server sends uncompressed.
          const file = path.join(outDir, item.fileName);
          const source = await readFile(file);
          if (source.byteLength < MIN_BYTES) return;
          const { br, gz } = await compressedCopies(source);
          if (br.byteLength < source.byteLength) await writeFile(`${file}.br`, br);
          if (gz.byteLength < source.byteLength) await writeFile(`${file}.gz`, gz);
        });
      await Promise.all(writes);
    },
  };
}
