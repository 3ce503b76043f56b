// `npx node scripts/unused-exports.ts`: lists the exports of the workspaces' sources that no other file names, so an
// `export` that only its own file uses (or nobody) is seen and dropped. A name counts as used when any other tracked
// source file mentions it as a word (an import, a re-export from a barrel such as @factory/ui's index.ts, a
// property): a shared name keeps an export listed as used, never the other way round. Story files' exports are
// Storybook's, `export default` is a config's or a meta's, so neither is listed; nor is the public API of @factory/ui
// and @factory/api (below). Exits 1 when it lists any.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sourceDirs = ['packages/ui/src', 'packages/api/src', 'packages/screens/src', 'packages/app/src', 'mocks/src'];

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => /\.(ts|tsx|mts|cts|mjs|js|mdx)$/.test(file) && !file.includes('node_modules/'));
const texts = new Map(tracked.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));

/** The names a module declares as exports of its own (not those it passes on from another module). */
function ownExports(source: string): string[] {
  const names: string[] = [];
  const declaration =
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
  for (const match of source.matchAll(declaration)) names.push(match[1] as string);
  // `export { a, b as c };` without `from`: local names made exports.
  for (const match of source.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}\s*;/gm)) {
    for (const part of (match[1] as string).split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  }
  return names;
}

// @factory/ui is published and @factory/api is the typed contract other sites build on: every module their package
// index passes on whole (`export * from`, followed down) is public API, kept whether or not this repo uses a name.
const publicEntries = ['packages/ui/src/index.ts', 'packages/api/src/index.ts'];
function passedOnWhole(file: string, found: Set<string>): Set<string> {
  found.add(file);
  for (const match of (texts.get(file) ?? '').matchAll(/^export\s+\*\s+from\s+'(\.[^']+)'/gm)) {
    const target = path.posix.join(path.posix.dirname(file), match[1] as string);
    if (!found.has(target)) passedOnWhole(target, found);
  }
  return found;
}
const publicModules = publicEntries.reduce((found, entry) => passedOnWhole(entry, found), new Set<string>());

const mentions = (text: string, name: string) =>
  new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);

const unused: string[] = [];
for (const [file, text] of texts) {
  if (!sourceDirs.some((dir) => file.startsWith(`${dir}/`)) || /\.stories\.tsx$|\.mdx$/.test(file)) continue;
  if (publicModules.has(file)) continue;
  for (const name of ownExports(text)) {
    const elsewhere = [...texts].some(([other, otherText]) => other !== file && mentions(otherText, name));
    if (!elsewhere) unused.push(`${file}: ${name}`);
  }
}
console.log(unused.join('\n'));
console.log(`${unused.length} exports no other file names`);
process.exitCode = unused.length > 0 ? 1 : 0;
