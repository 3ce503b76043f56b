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
/** A call of a hook by name (`useTableState(`), ours or React's; `useId` and `use` run on the server too. */
const hookCall = /(?<![\w$.])use[A-Z][\w$]*\s*\(/g;

/** Whether a built ES module needs the "use client" directive: it imports a client-only API or calls a hook. */
export function needsClientDirective(code: string): boolean {
  for (const [, , named = '', source = ''] of code.matchAll(staticImport)) {
    if (clientPackages.test(source)) return true;
    if (source !== 'react') continue;
    const names = named
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')
      .filter(Boolean);
    if (names.some((name) => !serverReact.has(name))) return true;
  }
  return [...code.matchAll(hookCall)].some(([call]) => !/^useId\s*\(/.test(call));
}
