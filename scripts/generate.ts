// `npm run generate`: writes what the resource definitions (packages/api/src/resources/) decide for the other packages,
// as plain data, so that adding a list-and-record area is its definition, its fixture and its screens folder:
// - the registry of definitions, split by whose screens they use (api: resources/registry.gen.ts);
// - the permission catalogue's areas in sidebar order, the definitions' beside the other pages' (api: adminAreas.gen.ts);
// - the screens folders of the resources with the generic pages (screens: admin/resourceScreens.gen.ts);
// - their routes (app: routes/resourceRoutes.gen.ts).
// Written out rather than derived when the app runs: the route table and the permission catalogue are in every page's
// first load, the definitions (their fields and rules) are not. `npm run typecheck`, `npm start` and Storybook run it
// first; `--check` (CI) fails when a committed file is not what the definitions give.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AdminArea, pageAreas, placeAreas } from '../packages/api/src/adminAreas.ts';
import type { ServerResource } from '../packages/api/src/resources/define.ts';

const root = path.resolve(import.meta.dirname, '..');
const resourcesDir = path.join(root, 'packages/api/src/resources');
const header = '// Written by `npm run generate` (scripts/generate.ts) from the resource definitions: do not edit.\n';

/** A definition found in its file: the file's name (its screens folder's too) and what it exports. */
interface Found {
  file: string;
  name: string;
  definition: ServerResource;
}

const isDefinition = (value: unknown): value is ServerResource =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ServerResource).area === 'string' &&
  typeof (value as ServerResource).path === 'string' &&
  typeof (value as ServerResource).sidebar === 'object';

/** Every definition of the resources folder (the files that call `defineServerResource`), one per file. */
async function findDefinitions(): Promise<Found[]> {
  const files = readdirSync(resourcesDir).filter(
    (file) =>
      /^[a-zA-Z]+\.ts$/.test(file) &&
      readFileSync(path.join(resourcesDir, file), 'utf8').includes('defineServerResource('),
  );
  const found: Found[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(pathToFileURL(path.join(resourcesDir, file)).href);
    const definitions = Object.entries(module).filter(([, value]) => isDefinition(value));
    if (definitions.length > 1) throw new Error(`resources/${file} defines more than one resource`);
    for (const [name, definition] of definitions)
      found.push({ file: file.replace(/\.ts$/, ''), name, definition: definition as ServerResource });
  }
  return found;
}

const quote = (text: string) => `'${text.replace(/'/g, "\\'")}'`;
const key = (text: string) => (/^[a-zA-Z_$][\w$]*$/.test(text) ? text : quote(text));
const entries = (found: Found[]) =>
  found.map(({ name, definition }) => (definition.area === name ? name : `${key(definition.area)}: ${name}`));

function registry(found: Found[]): string {
  const generic = found.filter(({ definition }) => !definition.screens);
  const own = found.filter(({ definition }) => definition.screens === 'own');
  return `${header}${found
    .toSorted((a, b) => a.file.localeCompare(b.file))
    .map(({ file, name }) => `import { ${name} } from './${file}.ts';\n`)
    .join('')}
/** The resources whose admin pages are the generic ones, in sidebar order. */
export const genericScreenResources = { ${entries(generic).join(', ')} };

/** The resources whose admin pages are their own, in sidebar order. */
export const ownScreenResources = { ${entries(own).join(', ')} };
`;
}

function areas(placed: AdminArea[]): string {
  return `${header}import type { AdminArea } from './adminAreas.ts';

/** Every area of the admin panel, in sidebar order (grouped by \`group\` in spec order). */
export const adminAreas = [
${placed.map(({ group, title, label }) => `  { group: ${quote(group)}, title: ${quote(title)}, label: ${quote(label)} },\n`).join('')}] as const satisfies readonly AdminArea[];
`;
}

function screens(found: Found[]): string {
  const generic = found.filter(({ definition }) => !definition.screens);
  const imports = [
    ...generic.map(({ file }) => ({ from: `./${file}/index.ts`, names: `{ ${file}Screens }` })),
    { from: './generic/resourceScreens.ts', names: 'type { AllResourceScreens }' },
  ];
  return `${header}${imports
    .toSorted((a, b) => a.from.localeCompare(b.from))
    .map(({ from, names }) => `import ${names} from '${from}';\n`)
    .join('')}
/**
 * The screens of each list-and-record resource with the generic pages, by its title (its folder's \`index.ts\`): the
 * app's admin routes map over it. A folder missing, or a page its definition asks for, is a type error.
 */
export const resourceScreens: AllResourceScreens = {
${generic.map(({ file, definition }) => `  ${key(definition.area)}: ${file}Screens,\n`).join('')}};
`;
}

function routes(found: Found[]): string {
  const lines = found
    .filter(({ definition }) => !definition.screens)
    .flatMap(({ definition: { area, singular, plural, recordPage } }) => [
      `  { name: 'admin${plural}', path: '/admin/${area}', area: 'admin', guard: 'admin', permission: ${quote(area)} },\n`,
      ...(recordPage
        ? [
            `  { name: 'admin${singular}', path: '/admin/${area}/:id', area: 'admin', guard: 'admin', permission: ${quote(area)} },\n`,
          ]
        : []),
    ]);
  return `${header}import type { RouteDef } from './routeTable.ts';

/** The list page (and record page) of each list-and-record resource with the generic pages, in sidebar order. */
export const resourceRoutes = [
${lines.join('')}] as const satisfies readonly RouteDef[];
`;
}

/** The text as Biome formats it, so a generated file is as the project's own code and lint passes over it. */
const formatted = (file: string, text: string) =>
  execFileSync(path.join(root, 'node_modules/.bin/biome'), ['format', `--stdin-file-path=${file}`], {
    cwd: root,
    input: text,
    encoding: 'utf8',
  });

const found = await findDefinitions();
const placed = placeAreas(
  pageAreas,
  found.map(({ definition: { area, plural, sidebar } }) => ({ title: area, plural, sidebar })),
);
const order = (entry: Found) => placed.findIndex(({ title }) => title === entry.definition.area);
const inSidebarOrder = found.toSorted((a, b) => order(a) - order(b));
const outputs: Record<string, string> = {
  'packages/api/src/resources/registry.gen.ts': registry(inSidebarOrder),
  'packages/api/src/adminAreas.gen.ts': areas(placed),
  'packages/screens/src/admin/resourceScreens.gen.ts': screens(inSidebarOrder),
  'packages/app/src/routes/resourceRoutes.gen.ts': routes(inSidebarOrder),
};

const check = process.argv.includes('--check');
const stale: string[] = [];
for (const [file, text] of Object.entries(outputs)) {
  const full = path.join(root, file);
  const wanted = formatted(file, text);
  let current = '';
  try {
    current = readFileSync(full, 'utf8');
  } catch {
    // Not generated yet.
  }
  if (current === wanted) continue;
  stale.push(file);
  if (!check) writeFileSync(full, wanted);
}
if (check && stale.length > 0) {
  console.error(`generate: not what the definitions give, run \`npm run generate\` and commit: ${stale.join(', ')}`);
  process.exit(1);
}
console.log(stale.length > 0 ? `generate: wrote ${stale.join(', ')}` : 'generate: up to date');
