// The reference Laravel app's routes read from its PHP sources, without PHP: RouteServiceProvider's groups (prefix and
// route file), and in each route file the verbs, match/any, resource and apiResource (with only/except), and groups
// with a prefix, nested. What it cannot read (a route built in a loop, a macro) it does not guess: the coverage test
// compares it with `php artisan route:list` wherever PHP is installed.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface LaravelRoute {
  /** Upper case, as `route:list` shows them: `GET|HEAD`, `PUT|PATCH`, … */
  methods: string[];
  /** Without a leading slash, as `route:list` shows it: `api/users/{user}`. */
  uri: string;
}

const verbs: Record<string, string[]> = {
  get: ['GET', 'HEAD'],
  post: ['POST'],
  put: ['PUT'],
  patch: ['PATCH'],
  delete: ['DELETE'],
  options: ['OPTIONS'],
  any: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
};

/** Laravel's resource actions: name, methods, path below the resource (`{}` is the record's placeholder). */
const resourceActions = [
  { action: 'index', methods: ['GET', 'HEAD'], suffix: '' },
  { action: 'create', methods: ['GET', 'HEAD'], suffix: '/create' },
  { action: 'store', methods: ['POST'], suffix: '' },
  { action: 'show', methods: ['GET', 'HEAD'], suffix: '/{}' },
  { action: 'edit', methods: ['GET', 'HEAD'], suffix: '/{}/edit' },
  { action: 'update', methods: ['PUT', 'PATCH'], suffix: '/{}' },
  { action: 'destroy', methods: ['DELETE'], suffix: '/{}' },
] as const;
const apiOnly = new Set(['index', 'store', 'show', 'update', 'destroy']);

/** PHP source without comments; strings kept as they are. */
function withoutComments(source: string): string {
  return source.replace(/('(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")|\/\*[\s\S]*?\*\/|(?:\/\/|#)[^\n]*/g, (_match, str) =>
    str === undefined ? ' ' : str,
  );
}

/** Index just past the bracket that closes the one opening at `start`, skipping strings. */
function closing(source: string, start: number): number {
  let depth = 0;
  for (let index = start; index < source.length; index += 1) {
    const char = source.charAt(index);
    if (char === "'" || char === '"') {
      index = source.indexOf(char, index + 1);
      while (source[index - 1] === '\\') index = source.indexOf(char, index + 1);
    } else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  throw new Error(`Unbalanced bracket at ${start}`);
}

interface ChainCall {
  name: string;
  args: string;
}

/** `Route::a(…)->b(…)->c(…)` starting at `start`: its calls and where the chain ends. */
function chainAt(source: string, start: number): { calls: ChainCall[]; end: number } {
  const calls: ChainCall[] = [];
  let index = start + 'Route::'.length;
  for (;;) {
    const name = /^\s*(\w+)\s*\(/.exec(source.slice(index));
    if (!name) break;
    const open = index + name[0].length - 1;
    const close = closing(source, open);
    calls.push({ name: name[1] ?? '', args: source.slice(open + 1, close - 1) });
    const arrow = /^\s*->/.exec(source.slice(close));
    if (!arrow) return { calls, end: close };
    index = close + arrow[0].length;
  }
  return { calls, end: index };
}

const strings = (args: string): string[] => [...args.matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2] ?? '');

/** A call's first string argument: a route's URI, a resource's name, a group's prefix. */
function firstString(args: string): string {
  const [first] = strings(args);
  if (first === undefined) throw new Error(`Expected a string among the arguments (${args.trim()})`);
  return first;
}

const join = (...parts: string[]): string =>
  parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter((part) => part !== '')
    .join('/') || '/';

/** `photos.comments` → `photos/{}/comments`, the last segment's record placeholder added by the action. */
const resourceBase = (name: string): string => name.split('.').join('/{}/');

function resourceRoutes(prefix: string, name: string, calls: ChainCall[], api: boolean): LaravelRoute[] {
  let actions = resourceActions.filter(({ action }) => !api || apiOnly.has(action));
  for (const call of calls) {
    if (call.name === 'only') actions = actions.filter(({ action }) => strings(call.args).includes(action));
    if (call.name === 'except') actions = actions.filter(({ action }) => !strings(call.args).includes(action));
  }
  return actions.map(({ methods, suffix }) => ({
    methods: [...methods],
    uri: join(prefix, resourceBase(name) + suffix),
  }));
}

/** Every route a PHP routes source declares, below `prefix`; `load` reads a route file a group names. */
function routesIn(source: string, prefix: string, load: (file: string) => string): LaravelRoute[] {
  const routes: LaravelRoute[] = [];
  let from = 0;
  for (;;) {
    const start = source.indexOf('Route::', from);
    if (start === -1) return routes;
    const { calls, end } = chainAt(source, start);
    from = end;
    const [first] = calls;
    if (!first) continue;
    const group = calls.find((call) => call.name === 'group');
    if (group || first.name === 'group') {
      const body = (group ?? first).args;
      const closure = body.indexOf('{');
      // `Route::group(['prefix' => …], function () {…})`: the attributes come before the closure's body.
      const attributes = closure === -1 ? body : body.slice(0, closure);
      const groupPrefix = [
        ...calls.filter((call) => call.name === 'prefix').map((call) => firstString(call.args)),
        ...[...attributes.matchAll(/['"]prefix['"]\s*=>\s*['"]([^'"]*)['"]/g)].map((m) => m[1] ?? ''),
      ];
      const inner = join(prefix, ...groupPrefix);
      const file = /base_path\(\s*['"]([^'"]+)['"]\s*\)/.exec(body);
      if (closure !== -1) routes.push(...routesIn(body.slice(closure), inner, load));
      else if (file?.[1]) routes.push(...routesIn(withoutComments(load(file[1])), inner, load));
      continue;
    }
    const verb = verbs[first.name];
    if (verb) {
      routes.push({ methods: [...verb], uri: join(prefix, firstString(first.args)) });
    } else if (first.name === 'match') {
      const [methods, uri] = [/\[([^\]]*)\]/.exec(first.args)?.[1] ?? '', first.args.replace(/\[[^\]]*\]/, '')];
      const listed = strings(methods).map((method) => method.toUpperCase());
      routes.push({
        methods: listed.includes('GET') ? [...listed, 'HEAD'] : listed,
        uri: join(prefix, firstString(uri)),
      });
    } else if (first.name === 'resource' || first.name === 'apiResource') {
      routes.push(...resourceRoutes(prefix, firstString(first.args), calls, first.name === 'apiResource'));
    } else if (first.name === 'resources' || first.name === 'apiResources') {
      for (const [, name = ''] of first.args.matchAll(/['"]([^'"]+)['"]\s*=>/g)) {
        routes.push(...resourceRoutes(prefix, name, calls, first.name === 'apiResources'));
      }
    }
  }
}

/** The app's routes as RouteServiceProvider loads them (its groups' prefixes and route files). */
export function laravelRoutes(laravelDir: string): LaravelRoute[] {
  const load = (file: string) => readFileSync(path.join(laravelDir, file), 'utf8');
  return routesIn(withoutComments(load('app/Providers/RouteServiceProvider.php')), '', load);
}

/** For tests: the routes of one routes source, as if loaded below `prefix`. */
export function routesOfSource(source: string, prefix = ''): LaravelRoute[] {
  return routesIn(withoutComments(source), prefix, () => {
    throw new Error('A route file is named in a source given alone');
  });
}

export interface Call {
  method: string;
  /** Path template with `{name}` placeholders, e.g. `/api/users/{id}`. */
  path: string;
}

/** Placeholders compared by position, whatever their names: `/api/users/{id}` is `api/users/{user}`. */
export const routeShape = (uri: string): string => join(uri.replace(/\{[^}]*\}/g, '{}'));

/**
 * The calls no route serves and the routes no call reaches. A call is served by a route of its shape that accepts its
 * method: Laravel routes a POST carrying `_method=PUT` (the multipart PUT PHP cannot parse) as the PUT it names, so a
 * PUT call needs a route accepting PUT however it is sent, and a route accepting both POST and PUT serves it. A route
 * is reached when any of its methods is called (HEAD comes with every GET route and is never counted).
 */
export function routeCoverage<C extends Call>(
  calls: readonly C[],
  routes: readonly LaravelRoute[],
): { unserved: C[]; unreached: LaravelRoute[] } {
  const accepts = new Set(
    routes.flatMap((route) => route.methods.map((method) => `${method} ${routeShape(route.uri)}`)),
  );
  const called = new Set(calls.map((call) => `${call.method} ${routeShape(call.path)}`));
  return {
    unserved: calls.filter((call) => !accepts.has(`${call.method} ${routeShape(call.path)}`)),
    unreached: routes.filter(
      (route) => !route.methods.some((method) => called.has(`${method} ${routeShape(route.uri)}`)),
    ),
  };
}

/** Whether a route accepts `method` at a concrete `path` (`/api/areas/3`), a placeholder taking one segment. */
export function servesPath(routes: readonly LaravelRoute[], method: string, path: string): boolean {
  const segments = join(path).split('/');
  return routes.some((route) => {
    const pattern = join(route.uri).split('/');
    return (
      route.methods.includes(method) &&
      pattern.length === segments.length &&
      pattern.every((part, index) => /^\{[^}]*\}$/.test(part) || part === segments[index])
    );
  });
}
