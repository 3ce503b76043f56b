// `npm run test:recipes`: follows docs/conventions.md's "Add a list-and-record admin area" as a newcomer would, in a
// copy of the working tree: a Suppliers area from its definition, its fixture and its screens folder, then
// `npm run generate`, which must register it in the four generated lists (registry, sidebar areas, screens, routes).
// Then the copy must type-check, and the tests that hold every area to the recipe must find Suppliers routed behind its
// own keys, in the sidebar, prefetched, and answered by the mocks' five calls. A step the recipe forgets (or a list it
// does not name) fails here, not in a newcomer's hands.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const copy = mkdtempSync(path.join(tmpdir(), 'recipe-area-'));

/** The tracked and new files of the working tree: what a newcomer has. */
const trackedFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter(Boolean);

/** Copies those files, and links the installed packages. */
function copyWorkingTree() {
  for (const file of trackedFiles) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    try {
      cpSync(path.join(root, file), path.join(copy, file));
    } catch {
      // A tracked file deleted in the working tree is not there to copy.
    }
  }
  // The workspaces' links (node_modules/@factory/*) are relative, so copied they name the copy's packages.
  mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    const from = path.join(root, 'node_modules', entry);
    if (entry === '@factory')
      cpSync(from, path.join(copy, 'node_modules', entry), { recursive: true, verbatimSymlinks: true });
    else symlinkSync(from, path.join(copy, 'node_modules', entry));
  }
  symlinkSync(path.join(root, 'packages/screens/node_modules'), path.join(copy, 'packages/screens/node_modules'));
}

/** The places the recipe touched by hand: a file, or the folder of the files it wrote there. */
const places = new Set<string>();

/** Writes a new file of the copy. */
const write = (file: string, text: string) => {
  places.add(file.includes('/admin/') ? path.dirname(file) : file);
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  writeFileSync(path.join(copy, file), text);
};

/** Puts `text` after `anchor` in a file of the copy (the anchor must be there once). */
function insertAfter(file: string, anchor: string, text: string) {
  places.add(file);
  const full = path.join(copy, file);
  const source = readFileSync(full, 'utf8');
  const at = source.indexOf(anchor);
  if (at < 0 || source.indexOf(anchor, at + 1) >= 0)
    throw new Error(`${file}: the recipe's place "${anchor}" is not there once`);
  writeFileSync(full, source.slice(0, at + anchor.length) + text + source.slice(at + anchor.length));
}

/** The recipe's steps, in its order: three places, then `npm run generate`. */
function addSuppliers() {
  // 1. The definition.
  write(
    'packages/api/src/resources/suppliers.ts',
    `import { defineServerResource } from './define.ts';

export const suppliers = defineServerResource({
  area: 'suppliers',
  singular: 'Supplier',
  plural: 'Suppliers',
  path: '/api/suppliers',
  fields: { name: 'required|max:255', area_id: 'integer' },
  list: { sort: { column: 'name', direction: 'ascending' }, filters: [] },
  id: 'number',
  recordPage: false,
  sidebar: { group: 'customer' },
});
`,
  );

  // 2. The fixture: its rows under the definition's title.
  insertAfter(
    'mocks/src/fixtures/index.ts',
    '    ...people,\n',
    "    suppliers: [\n      { id: 1, name: 'Resin Works', area_id: 1, deleted_at: null as string | null },\n      { id: 2, name: 'Lamp House', area_id: null, deleted_at: null as string | null },\n    ],\n",
  );

  // 3. The screens folder.
  write(
    'packages/screens/src/admin/suppliers/suppliersResource.tsx',
    `import type { ResourceInput, ResourceRow } from '@factory/api';
import { definedResource } from '../generic/resource.ts';

interface SupplierValues {
  name: string;
}

export const suppliersResource = definedResource<ResourceRow<'suppliers'>, SupplierValues, ResourceInput<'suppliers'>>(
  'suppliers',
  {
    labels: { singular: 'supplier', plural: 'Suppliers' },
    title: (supplier) => supplier.name,
    columns: [{ key: 'name', header: 'Name', sortable: true }],
    fields: [{ name: 'name', label: 'Name', kind: 'text' }],
    emptyValues: { name: '' },
    valuesOf: (supplier) => ({ name: supplier.name }),
    inputOf: (values) => ({ name: values.name.trim(), area_id: null }),
  },
);
`,
  );
  write(
    'packages/screens/src/admin/suppliers/SuppliersScreen.tsx',
    `import { InPlaceResourceScreen } from '../generic/InPlaceResourceScreen.tsx';
import { suppliersResource } from './suppliersResource.tsx';

export function SuppliersScreen() {
  return <InPlaceResourceScreen resource={suppliersResource} />;
}
`,
  );
  write(
    'packages/screens/src/admin/suppliers/index.ts',
    `import type { ResourceScreens } from '../generic/resourceScreens.ts';
import { SuppliersScreen } from './SuppliersScreen.tsx';
import { suppliersResource } from './suppliersResource.tsx';

export const suppliersScreens = { resource: suppliersResource, list: SuppliersScreen } satisfies ResourceScreens<'suppliers'>;
`,
  );
}

/** The generated files the copy's `npm run generate` rewrote: what the definition registered without a hand. */
function generatedChanges(): string[] {
  return trackedFiles
    .filter((file) => file.endsWith('.gen.ts'))
    .filter((file) => readFileSync(path.join(copy, file), 'utf8') !== readFileSync(path.join(root, file), 'utf8'));
}

/** Runs a command in the copy; answers its output, or prints it and throws when it fails. */
function inCopy(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    process.stdout.write(stdout + stderr);
    throw new Error(`In the copy with Suppliers added, \`${command} ${args.join(' ')}\` failed`);
  }
}

try {
  copyWorkingTree();
  addSuppliers();
  console.log(inCopy('npm', ['run', '--silent', 'generate']));
  const generated = generatedChanges();
  console.log(`recipe: by hand ${places.size} places (${[...places].join(', ')}); generated ${generated.join(', ')}`);
  if (generated.length !== 4)
    throw new Error('`npm run generate` did not register Suppliers in the four generated lists');
  console.log(inCopy('node', ['scripts/typecheck.mjs']));
  const report = inCopy('npx', [
    'vitest',
    'run',
    '--project',
    'unit',
    'packages/app/src/routes/resourceAreas.test.ts',
    'mocks/src/endpoints.test.ts',
    '--reporter=verbose',
  ]);
  const suppliers = report.split('\n').filter((line) => line.includes('suppliers') || line.includes('Suppliers'));
  console.log(suppliers.join('\n'));
  const expected = [
    'is routed at /admin/{title}',
    'opens with its own keys only',
    "is listed in the administrator's sidebar",
    'has its list page and its record prefetched on a visit',
    'getSuppliers',
    'createSupplier',
  ];
  const missing = expected.filter((check) => !suppliers.some((line) => line.includes(check) && line.includes('✓')));
  if (missing.length > 0) throw new Error(`Suppliers, added by the recipe, did not pass: ${missing.join('; ')}`);
  console.log(
    'recipe: a Suppliers area from its definition, fixture and screens folder, generated, type-checks, is routed, listed, prefetched and served',
  );
} finally {
  rmSync(copy, { recursive: true, force: true });
}
