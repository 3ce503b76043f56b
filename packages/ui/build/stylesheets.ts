// The library's CSS files, from the built module graph. Each block gets its own file holding its rules and those of
// the blocks it is built from, so a site pays for the blocks it imports. A rule may then arrive twice (two blocks'
// files both hold Button's), and a later copy must not undo the override of a block built on top: each module's
// rules sit in a cascade layer by how deep its block is built, so a composite's rules win whatever the file order.

/** A built JS module: the modules it imports statically and the CSS extracted from it. */
export interface BuiltModule {
  imports: readonly string[];
  css: string;
}
export type ModuleGraph = ReadonlyMap<string, BuiltModule>;

export const layerPrefix = 'factory';

/** Longest import chain below each module (0: imports nothing of ours). */
export function heights(graph: ModuleGraph): Map<string, number> {
  const result = new Map<string, number>();
  const visit = (id: string): number => {
    const known = result.get(id);
    if (known !== undefined) return known;
    result.set(id, 0); // a cycle counts as a leaf rather than looping
    const own = Math.max(-1, ...(graph.get(id)?.imports ?? []).filter((dep) => graph.has(dep)).map(visit)) + 1;
    result.set(id, own);
    return own;
  };
  for (const id of graph.keys()) visit(id);
  return result;
}

/**
 * The layer of each module with CSS: the height of the component that owns it (its shallowest importer without CSS
 * of its own, e.g. Button.js for Button.styles.js), so a block's overrides of a block it renders sit in a later
 * layer. A module nobody imports keeps its own height.
 */
export function layers(graph: ModuleGraph): Map<string, number> {
  const height = heights(graph);
  const result = new Map<string, number>();
  for (const [id, module] of graph) {
    if (!module.css) continue;
    const owners = [...graph]
      .filter(([, other]) => !other.css && other.imports.includes(id))
      .map(([owner]) => height.get(owner) ?? 0);
    result.set(id, owners.length > 0 ? Math.min(...owners) : (height.get(id) ?? 0));
  }
  return result;
}

/** Every module reachable from the entries, each once. */
export function reachable(graph: ModuleGraph, entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id) || !graph.has(id)) return;
    seen.add(id);
    for (const dep of graph.get(id)?.imports ?? []) walk(dep);
  };
  for (const entry of entries) walk(entry);
  return seen;
}

/** The `@layer` statement every file starts with, so the order of the layers is the same whichever file comes first. */
export const layerOrder = (named: readonly string[], depth: number) =>
  `@layer ${[...named, ...Array.from({ length: depth + 1 }, (_, level) => `blocks-${level}`)]
    .map((name) => `${layerPrefix}.${name}`)
    .join(', ')};`;

/**
 * One style sheet: the CSS of every module reachable from the entries that `include` keeps, each module's rules in
 * the layer `name(id)` gives, in a stable order (by layer, then by path).
 */
export function stylesheet(
  graph: ModuleGraph,
  entries: readonly string[],
  layerName: (id: string) => string,
  include: (id: string) => boolean = () => true,
): string {
  return [...reachable(graph, entries)]
    .filter((id) => include(id) && graph.get(id)?.css)
    .map((id) => ({ id, layer: layerName(id), css: graph.get(id)?.css.trim() ?? '' }))
    .sort((a, b) => a.layer.localeCompare(b.layer, 'en', { numeric: true }) || a.id.localeCompare(b.id))
    .map(({ layer, css }) => `@layer ${layerPrefix}.${layer}{${css}}`)
    .join('\n');
}
