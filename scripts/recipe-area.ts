// `npm run test:recipes`: follows docs/conventions.md's "Add a list-and-record admin area" as a newcomer would, in a
// copy of the working tree: a Suppliers area from its definition, its fixture and its screens folder, with the one-line
// registrations the recipe names. Then the copy must type-check, and the tests that hold every area to the recipe must
// find Suppliers routed behind its own keys, in the sidebar, prefetched, and answered by the mocks' five calls. A step
// the recipe forgets (or a list it does not name) fails here, not in a newcomer's hands.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const copy = mkdtempSync(path.join(tmpdir(), 'recipe-area-'));

/** The tracked and new files of the working tree (what a newcomer has), and its installed packages by link. */
function copyWorkingTree() {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
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

/** Writes a new file of the copy. */
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  writeFileSync(path.join(copy, file), text);
};

/** Puts `text` after `anchor` in a file of the copy (the anchor must be there once). */
function insertAfter(file: string, anchor: string, text: string) {
  const full = path.join(copy, file);
  const source = readFileSync(full, 'utf8');
  const at = source.indexOf(anchor);
  if (at < 0 || source.indexOf(anchor, at + 1) >= 0)
    throw new Error(`${file}: the recipe's place "${anchor}" is not there once`);
  writeFileSync(full, source.slice(0, at + anchor.length) + text + source.slice(at + anchor.length));
}

/** The recipe's steps, in its order. */
function addSuppliers() {
  // 1. The definition, and its lines: the registry, the calls (with the rows' schema), the permission catalogue.
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
});
`,
  );
  insertAfter(
    'packages/api/src/resources/registry.ts',
    "import { roles } from './roles.ts';\n",
    "import { suppliers } from './suppliers.ts';\n",
  );
  insertAfter('packages/api/src/resources/registry.ts', 'companies, customers', ', suppliers');
  insertAfter(
    'packages/api/src/calls/resourceCalls.ts',
    "import { productCalls } from './products.ts';\n",
    `import * as z from 'zod/mini';
import { idSchema } from '../schemas/common.ts';

const supplierSchema = z.object({ id: idSchema, name: z.string(), area_id: z.nullable(idSchema) });
export type Supplier = z.infer<typeof supplierSchema>;
export type SupplierInput = Omit<Supplier, 'id'>;
`,
  );
  insertAfter(
    'packages/api/src/calls/resourceCalls.ts',
    'export const resourceCalls = {\n',
    "  suppliers: crudCalls<SupplierInput, typeof supplierSchema, 'Supplier', 'Suppliers'>(serverResources.suppliers, supplierSchema),\n",
  );
  insertAfter(
    'packages/api/src/permissions.ts',
    "{ group: 'customer', title: 'customers', label: 'Customers' },\n",
    "  { group: 'customer', title: 'suppliers', label: 'Suppliers' },\n",
  );

  // 2. The fixture: its rows under the definition's title.
  insertAfter(
    'mocks/src/fixtures/index.ts',
    '    ...people,\n',
    "    suppliers: [\n      { id: 1, name: 'Resin Works', area_id: 1, deleted_at: null as string | null },\n      { id: 2, name: 'Lamp House', area_id: null, deleted_at: null as string | null },\n    ],\n",
  );

  // 3. The screens folder, its line in `resourceScreens`, and its route line.
  write(
    'packages/screens/src/admin/suppliers/suppliersResource.tsx',
    `import type { Supplier, SupplierInput } from '@factory/api';
import { definedResource } from '../generic/resource.ts';

interface SupplierValues {
  name: string;
}

export const suppliersResource = definedResource<Supplier, SupplierValues, SupplierInput>('suppliers', {
  labels: { singular: 'supplier', plural: 'Suppliers' },
  title: (supplier) => supplier.name,
  columns: [{ key: 'name', header: 'Name', sortable: true }],
  fields: [{ name: 'name', label: 'Name', kind: 'text' }],
  emptyValues: { name: '' },
  valuesOf: (supplier) => ({ name: supplier.name }),
  inputOf: (values) => ({ name: values.name.trim(), area_id: null }),
});
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
  insertAfter(
    'packages/screens/src/admin/index.ts',
    "import { rolesScreens } from './roles/index.ts';\n",
    "import { suppliersScreens } from './suppliers/index.ts';\n",
  );
  insertAfter(
    'packages/screens/src/admin/index.ts',
    '  customers: customersScreens,\n',
    '  suppliers: suppliersScreens,\n',
  );
  insertAfter(
    'packages/app/src/routes/routeTable.ts',
    "  admin('adminCustomer', 'customers/:id', 'customers'),\n",
    "  admin('adminSuppliers', 'suppliers', 'suppliers'),\n",
  );
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
    'recipe: a Suppliers area from its definition, fixture and screens folder type-checks, is routed, listed, prefetched and served',
  );
} finally {
  rmSync(copy, { recursive: true, force: true });
}
