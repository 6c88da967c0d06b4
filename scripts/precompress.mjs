// Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the built SPA, once at build time, so
// the server sends compressed bytes without compressing on each request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/web';
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
// Below this a compressed copy saves less than the headers it costs.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let before = 0;
let after = 0;
for (const file of files(root)) {
  if (statSync(file).size < MIN_BYTES) continue;
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gz = gzipSync(raw, { level: 9 });
  // A copy that is not smaller is not kept: the plain file is then what every client gets.
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  before += raw.length;
  after += Math.min(br.length, raw.length);
}
console.log(
  `precompressed ${root}: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli)`,
);
