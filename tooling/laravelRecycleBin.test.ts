// The reference Laravel app bins the same record types as @factory/api names: its config/recycle_bin.php is a PHP list,
// read here from the source (no PHP needed), so a type added on one side only fails here, not in a user's bin.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { recycleBinTypes } from '@factory/api';
import { describe, expect, it } from 'vitest';

const config = readFileSync(path.resolve(import.meta.dirname, '../laravel/config/recycle_bin.php'), 'utf8');

/** The keys of the config's `types` list: `'product' => App\Models\Product::class`. */
const binnedTypesOf = (source: string): string[] =>
  [...source.matchAll(/^\s*'(\w+)'\s*=>\s*App\\Models\\\w+::class/gm)].map((match) => match[1] ?? '');

describe("Laravel's recycle bin", () => {
  it('reads the types of a config list', () => {
    const source = `'types' => [\n    'product' => App\\Models\\Product::class,\n    'user' => App\\Models\\User::class,\n],`;
    expect(binnedTypesOf(source)).toEqual(['product', 'user']);
  });

  it('holds exactly the record types the client names', () => {
    expect(binnedTypesOf(config).toSorted()).toEqual([...recycleBinTypes].toSorted());
  });
});
