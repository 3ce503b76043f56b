// Splits test files into shards of about equal weight: the heaviest first, each onto the lightest shard so far
// (greedy longest-processing-time). Vitest's own `--shard` cuts a hash-sorted list into equal counts, which left one
// half of the story files 100 s longer than the other.

export interface Weighted<Item> {
  item: Item;
  weight: number;
  /** Breaks ties between equal weights, so every shard process computes the same split. */
  name: string;
}

/** The items of shard `index` (from 1) of `count`. */
export function balancedShard<Item>(files: readonly Weighted<Item>[], index: number, count: number): Item[] {
  const loads = Array.from({ length: count }, () => 0);
  const mine: Item[] = [];
  const heaviestFirst = [...files].sort((a, b) => b.weight - a.weight || (a.name < b.name ? -1 : 1));
  for (const file of heaviestFirst) {
    const lightest = loads.indexOf(Math.min(...loads));
    loads[lightest] = (loads[lightest] ?? 0) + file.weight;
    if (lightest === index - 1) mine.push(file.item);
  }
  return mine;
}
