// Post-build step: writes a Brotli (.br) and a gzip (.gz) copy beside every text file of dist/, so the server
// sends compressed bytes without compressing on each request (the local server, nginx's gzip_static/brotli_static,
// or a CDN pick the copy the browser accepts). A copy that would not be smaller is not written.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml']);

let files = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !compressible.has(path.extname(file))) continue;
  const bytes = readFileSync(file);
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(bytes, { level: 9 });
  if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
  files += 1;
}
console.log(`Precompressed ${files} files of ${path.relative(process.cwd(), dist) || 'dist'} (.br, .gz)`);
