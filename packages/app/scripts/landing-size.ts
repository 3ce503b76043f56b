// Prints the gzip size of the JavaScript the landing route (/) loads: the entry chunk, the public screens'
// lazy bundle, and every chunk they import statically. Target ≤ 90 KB; the figure is reported either way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const TARGET_KB = 90;

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
const publicScreens = Object.keys(manifest).find((key) => key.includes('screens/src/public/index.ts'));
if (!entry || !publicScreens) throw new Error('The manifest has no entry or no public screens bundle');

const needed = new Set<string>();
const visit = (key: string) => {
  if (needed.has(key)) return;
  needed.add(key);
  for (const imported of manifest[key]?.imports ?? []) visit(imported);
};
visit(entry);
visit(publicScreens);

let total = 0;
for (const key of needed) {
  const file = manifest[key]?.file;
  if (!file?.endsWith('.js')) continue;
  const gzip = gzipSync(readFileSync(path.join(dist, file))).length;
  total += gzip;
  console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
const kb = total / 1024;
console.log(
  `Landing route JS: ${kb.toFixed(1)} KB gzip (target ≤ ${TARGET_KB} KB: ${kb <= TARGET_KB ? 'met' : 'NOT met'})`,
);
