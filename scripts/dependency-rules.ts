// The dependency direction of docs/architecture: which workspace may import which. Pure, so it is unit-tested.

export interface Workspace {
  name: string;
  dir: string;
  /** @factory packages every file may import. */
  allows: string[];
  /** @factory packages only test, story and demo files may import. */
  allowsInTests?: string[];
  /** Third-party packages this workspace's production code must never import (tests may, e.g. msw/node). */
  forbids?: RegExp;
  /** The folder of the query modules: only there may a file write a query key (architecture: one owner each). */
  queryKeysIn?: string;
  /** The source folder whose areas talk only through each area's public entry (see `areaOf`). */
  areasIn?: string;
}

export const workspaces: Workspace[] = [
  { name: '@factory/ui', dir: 'packages/ui', allows: [], forbids: /^(react-router|react-router-dom|@tanstack\/|msw)/ },
  {
    name: '@factory/api',
    dir: 'packages/api',
    allows: [],
    forbids: /^(react|react-dom|react-aria|react-aria-components|msw)(\/|$)/,
  },
  { name: '@factory/mocks', dir: 'mocks', allows: ['@factory/api'] },
  {
    name: '@factory/screens',
    dir: 'packages/screens',
    allows: ['@factory/ui', '@factory/api'],
    allowsInTests: ['@factory/mocks'],
    queryKeysIn: 'packages/screens/src/queries/',
    areasIn: 'packages/screens/src/',
  },
  {
    name: '@factory/app',
    dir: 'packages/app',
    allows: ['@factory/ui', '@factory/api', '@factory/screens'],
    allowsInTests: ['@factory/mocks'],
    queryKeysIn: 'packages/screens/src/queries/',
  },
];

/** Stories (and their shared support in a stories/ folder), tests, end-to-end tests and the demo entry may use the mocks; production code may not. */
export const isTestOrDemoFile = (file: string) =>
  /\.(stories|test)\.tsx?$/.test(file) ||
  /(^|\/)(e2e|demo|test|stories)\//.test(file) ||
  /(^|\/)(scripts)\//.test(file);

const importPattern =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a source file imports or re-exports. */
export function importsOf(source: string): string[] {
  return [...source.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? '').filter(Boolean);
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);

/** Folders every area builds on: the data layer, the shared rules and parts, the environment, the admin's mechanism. */
const commonFolders = ['shared', 'queries', 'environment', 'admin/generic'];

/**
 * The screen area a file (relative to the screens' source folder) belongs to: `public`, `catalog`, `verify` or
 * `admin/<area>`; 'entry' for the package's aggregating entries (index.ts, admin/index.ts); undefined for the common
 * folders, which any area may import.
 */
export function areaOf(file: string): string | undefined {
  const parts = file.split('/');
  if (parts.length === 1 || (parts[0] === 'admin' && parts.length === 2)) return 'entry';
  if (commonFolders.some((folder) => file.startsWith(`${folder}/`))) return undefined;
  return parts[0] === 'admin' ? `admin/${parts[1]}` : parts[0];
}

/** A query key written as an array: in a `queryKey:` or as the first argument of a cache call. */
const keyLiteral =
  /queryKey:\s*\[|(?:set|get)QueryData(?:<[^>]*>)?\(\s*\[|(?:invalidate|remove|refetch|cancel)Queries\(\s*\[/;

/**
 * The violations of one file: wrong-direction @factory imports, forbidden packages, relative escapes, and a query
 * key written outside the query modules.
 */
export function violationsOf(
  workspace: Workspace,
  file: string,
  source: string,
  resolveRelative: (spec: string) => string,
): string[] {
  const problems: string[] = [];
  if (workspace.queryKeysIn && !file.startsWith(workspace.queryKeysIn) && keyLiteral.test(source)) {
    problems.push(`${file}: writes a query key; keys belong to the query modules in ${workspace.queryKeysIn}`);
  }
  const areasIn = workspace.areasIn;
  const from =
    areasIn && file.startsWith(areasIn) && !isTestOrDemoFile(file) ? areaOf(file.slice(areasIn.length)) : 'entry';
  for (const specifier of importsOf(source)) {
    if (specifier.startsWith('.')) {
      const target = resolveRelative(specifier);
      if (!target.startsWith(`${workspace.dir}/`))
        problems.push(`${file}: relative import leaves ${workspace.dir}: ${specifier}`);
      const to = areasIn && target.startsWith(areasIn) ? areaOf(target.slice(areasIn.length)) : undefined;
      if (from !== 'entry' && to && to !== 'entry' && to !== from && target !== `${areasIn}${to}/index.ts`)
        problems.push(`${file}: reaches into ${to}; import its public entry ${to}/index.ts`);
      continue;
    }
    const pkg = packageOf(specifier);
    if (pkg.startsWith('@factory/')) {
      const allowed =
        workspace.allows.includes(pkg) || (isTestOrDemoFile(file) && (workspace.allowsInTests ?? []).includes(pkg));
      if (pkg !== workspace.name && !allowed) problems.push(`${file}: ${workspace.name} must not import ${pkg}`);
    } else if (workspace.forbids?.test(specifier) && !isTestOrDemoFile(file)) {
      problems.push(`${file}: ${workspace.name} must not import ${specifier}`);
    }
  }
  return problems;
}
