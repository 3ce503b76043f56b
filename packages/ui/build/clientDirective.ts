// Which built modules must start with "use client": React Server Components evaluate a module without the directive
// on the server, where React has no state, effect or context hooks and React Aria cannot run.

/** React's exports a server component may use; every other named import from 'react' is client-only. */
const serverReact = new Set([
  'Children',
  'Fragment',
  'Suspense',
  'StrictMode',
  'Profiler',
  'cache',
  'cloneElement',
  'createElement',
  'createRef',
  'forwardRef',
  'isValidElement',
  'lazy',
  'memo',
  'use',
  'useId',
  'useCallback',
  'useMemo',
  'version',
]);

const clientPackages =
  /^(react-dom|react-aria|react-aria-components|react-stately|@react-aria\/.*|@react-stately\/.*)(\/|$)/;
const staticImport = /import\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s*as\s+[\w$]+)?\s*from\s*["']([^"']+)["']/g;
/** A hook by its exported name (`useTableState`); the build renames it inside the module (`as e`), not in the import. */
const hookName = /^use[A-Z]/;

const exportList = /export\s*\{[^}]*\}(\s*from\s*["'][^"']+["'])?/g;

/**
 * Whether a built ES module needs the "use client" directive: it uses a client-only React API or any hook (a barrel
 * that only passes a hook on does not).
 */
export function needsClientDirective(code: string): boolean {
  const body = code.replace(staticImport, '').replace(exportList, '');
  const isUsed = (local: string) => new RegExp(`(?<![\\w$])${local.replace(/\$/g, '\\$')}(?![\\w$])`).test(body);
  for (const [, , named = '', source = ''] of code.matchAll(staticImport)) {
    const bindings = named
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/))
      .filter(([imported]) => imported)
      .map(([imported = '', local = imported]) => ({ imported, local }));
    if (clientPackages.test(source) && (named === '' || bindings.some(({ local }) => isUsed(local)))) return true;
    const clientOnly = ({ imported, local }: { imported: string; local: string }) =>
      !serverReact.has(imported) && (source === 'react' || hookName.test(imported)) && isUsed(local);
    if (bindings.some(clientOnly)) return true;
  }
  return false;
}
