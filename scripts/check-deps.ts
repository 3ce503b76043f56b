// `npm run check:deps`: fails when a workspace imports against the architecture's direction.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { violationsOf, workspaces } from './dependency-rules.ts';

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name) && !entry.parentPath.includes('node_modules'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const problems: string[] = [];
let files = 0;
for (const workspace of workspaces) {
  for (const absolute of sourceFiles(path.join(root, workspace.dir, 'src'))) {
    if (absolute.includes(`${path.sep}dist${path.sep}`)) continue;
    files += 1;
    const file = path.relative(root, absolute);
    const resolveRelative = (specifier: string) => path.relative(root, path.resolve(path.dirname(absolute), specifier));
    problems.push(...violationsOf(workspace, file, readFileSync(absolute, 'utf8'), resolveRelative));
  }
}

if (problems.length > 0) {
  console.error(`Dependency direction: ${problems.length} violation(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Dependency direction: ${files} files in ${workspaces.length} workspaces, no violations.`);
