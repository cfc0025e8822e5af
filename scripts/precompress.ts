/**
 * Compresses the built client files once, at build time (brotli at its best quality, and gzip),
 * next to the originals: the server sends `file.br` or `file.gz` as it is, never compressing an
 * asset per request. The benchmark compresses its static ceiling page with the same function.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const ROOT = "build/client";
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

/** Writes `file.br` and `file.gz` beside `file`; returns the original and brotli sizes. */
export function precompressFile(file: string): { bytes: number; brotliBytes: number } {
  const body = readFileSync(file);
  const brotli = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
  return { bytes: body.length, brotliBytes: brotli.length };
}

function precompressBuild() {
  let files = 0;
  let before = 0;
  let after = 0;
  for (const entry of readdirSync(ROOT, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (statSync(file).size < MIN_BYTES) continue;
    const sizes = precompressFile(file);
    files += 1;
    before += sizes.bytes;
    after += sizes.brotliBytes;
  }
  console.log(
    `Precomprimidos ${files} archivos: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB con brotli`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) precompressBuild();
