// TypeScript 7 keeps our sources' `.ts`/`.tsx` relative specifiers in emitted declarations; published
// declarations must point at the `.js` files that sit beside them in dist/. A relative style sheet imported for its
// effect (theme/fonts.ts's `./fonts/core.css`) has no types, so declarations leave it out; the `.js` keeps it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../dist');
const specifier = /((?:from|import)\s*\(?\s*['"]\.{1,2}\/[^'"]*?)\.tsx?(['"])/g;
const styleSheetImport = /^import\s*['"]\.{1,2}\/[^'"]+\.css['"];?\n/gm;
let count = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const source = readFileSync(file, 'utf8');
  const rewritten = source.replace(specifier, '$1.js$2').replace(styleSheetImport, '');
  if (rewritten !== source) {
    writeFileSync(file, rewritten);
    count += 1;
  }
}
console.log(`rewrote relative specifiers in ${count} declaration files`);
