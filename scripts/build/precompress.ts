/**
 * Writes .br and .gz beside every compressible built file, once at build time, so the server
 * sends compressed bundles without compressing them per request (serveStatic precompressed).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/client';
const COMPRESSIBLE = /\.(js|css|html|svg|json|map|txt)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name) && !name.endsWith('.map')) yield path;
  }
}

let count = 0;
for (const path of files(root)) {
  const body = readFileSync(path);
  if (body.length < 1024) continue;
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.info(`precompressed ${count} files in ${root}`);
