import { describe, expect, it } from 'vitest';
import { balancedShard } from './balancedShards.ts';

const files = [
  { item: 'a', weight: 40, name: 'a' },
  { item: 'b', weight: 35, name: 'b' },
  { item: 'c', weight: 20, name: 'c' },
  { item: 'd', weight: 15, name: 'd' },
  { item: 'e', weight: 10, name: 'e' },
];

describe('balancedShard', () => {
  it('gives the heaviest files to different shards and fills the lighter one', () => {
    expect(balancedShard(files, 1, 2)).toEqual(['a', 'd', 'e']);
    expect(balancedShard(files, 2, 2)).toEqual(['b', 'c']);
  });

  it('puts every file in exactly one shard', () => {
    const shards = [1, 2, 3].map((index) => balancedShard(files, index, 3));
    expect(shards.flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(shards).toEqual([['a'], ['b', 'e'], ['c', 'd']]);
  });

  it('splits equal weights the same way whatever order the files come in', () => {
    const even = ['x', 'w', 'z', 'y'].map((name) => ({ item: name, weight: 1, name }));
    expect(balancedShard(even, 1, 2)).toEqual(['w', 'y']);
    expect(balancedShard([...even].reverse(), 1, 2)).toEqual(['w', 'y']);
  });
});
