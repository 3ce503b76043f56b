// Where the first-load JavaScript's gzip goes: each file of a page's first load (landing-size.ts's lists) shares its
// gzip size out over its sources in proportion to the minified bytes its source map gives each of them; bytes no
// mapping covers (the bundler's glue, the chunks' import lines) count as "(unmapped)". Prints KB by npm package and,
// for our workspaces, by folder. After `npm run build -w @factory/app`:
//   node packages/app/scripts/firstLoadBreakdown.ts [catalogue|category|search|landing] [--files] [--in=<group>]
// `--files` lists the files first; `--in=react-aria` (any group printed) breaks that group down by source file.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadOf, type Manifest, measuredPages } from './manifest.ts';

const appDir = path.resolve(import.meta.dirname, '..');
const repoDir = path.resolve(appDir, '../..');
const manifest = JSON.parse(readFileSync(path.join(appDir, 'dist-meta/manifest.json'), 'utf8')) as Manifest;
const route = measuredPages.find((page) => process.argv.includes(page)) ?? 'catalogue';
const files = firstLoadOf(manifest, route);

const base64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
/** A source map's mappings as [generated column, source index] per segment, per generated line (VLQ, spec v3). */
function decodeMappings(mappings: string): [number, number][][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    const segments: [number, number][] = [];
    for (const segment of line ? line.split(',') : []) {
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = base64.get(char) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1] ?? 0;
      segments.push([column, fields.length >= 4 ? source : -1]);
    }
    return segments;
  });
}

const detail = process.argv.find((arg) => arg.startsWith('--in='))?.slice('--in='.length);

/** A source's group: the npm package it comes from, or workspace/src/folder for ours; its file within `--in`'s. */
function groupOf(absolute: string): string {
  const group = packageOrFolder(absolute);
  return group === detail ? path.relative(repoDir, absolute) : group;
}

function packageOrFolder(source: string): string {
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packageMatch?.[1]) return packageMatch[1];
  const relative = path.relative(repoDir, source);
  const [first, second, third, fourth] = relative.split(path.sep);
  if (first === 'packages' && second && third === 'src') return `${second}/${fourth?.includes('.') ? '' : fourth}`;
  return relative;
}

const chunkNames = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.name]));
const byGroup = new Map<string, number>();
const add = (group: string, kb: number) => byGroup.set(group, (byGroup.get(group) ?? 0) + kb);
let totalKb = 0;
for (const file of files) {
  const code = readFileSync(path.join(appDir, 'dist', file), 'utf8');
  const fileKb = gzipSync(code).length / 1024;
  totalKb += fileKb;
  // The bundler's runtime chunk has no map: all of it counts as unmapped.
  const mapFile = path.join(appDir, 'dist-meta', `${path.basename(file)}.map`);
  const map = (existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : { sources: [], mappings: '' }) as {
    sources: string[];
    mappings: string;
  };
  const sources = map.sources.map((source) => groupOf(path.resolve(appDir, 'dist', path.dirname(file), source)));
  const bytes = new Map<string, number>();
  const lines = code.split('\n');
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let covered = 0;
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      const group = sources[source] ?? '(unmapped)';
      bytes.set(group, (bytes.get(group) ?? 0) + end - column);
      covered += end - column;
    });
    bytes.set('(unmapped)', (bytes.get('(unmapped)') ?? 0) + line.length + 1 - covered);
  });
  const fileBytes = [...bytes.values()].reduce((sum, n) => sum + n, 0);
  for (const [group, n] of bytes) add(group, (fileKb * n) / fileBytes);
  if (process.argv.includes('--files'))
    console.log(`${fileKb.toFixed(1).padStart(6)} KB  ${file} (${chunkNames.get(file)})`);
}

const rows = [...byGroup].filter(([, kb]) => kb >= 0.05).sort((a, b) => b[1] - a[1]);
for (const [group, kb] of rows) console.log(`${kb.toFixed(1).padStart(6)} KB  ${group}`);
console.log(`${totalKb.toFixed(1).padStart(6)} KB  ${route} first load, ${files.length} files`);
