import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { balancedShard } from './balancedShards.ts';

/**
 * What a test file weighs: a story file's named exports are its stories (CSF), and its story count stands for its work
 * (on two runs' timings, the halves it gives differ by under 1 s of 240 s and 310 s; by file size they differed by 66 s
 * and 88 s). A journey's tests each open the app afresh and walk a few screens, so a journey file weighs its tests (on
 * one run's timings the e2e halves by test count take 330 s and 327 s, by file size 281 s and 376 s).
 */
const weightOf = (file: string) => {
  const text = readFileSync(file, 'utf8');
  const units = file.endsWith('.stories.tsx') ? /^export const /gm : /^\s*(?:it|test)(?:\.\w+)*\(/gm;
  return Math.max(1, text.match(units)?.length ?? 0);
};

/** `--shard=i/n` by weight (balancedShards.ts). Sorting within a shard stays Vitest's. */
export class BalancedSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shard } = this.ctx.config;
    if (!shard) return files;
    const weighted = files.map((spec) => ({ item: spec, weight: weightOf(spec.moduleId), name: spec.moduleId }));
    return balancedShard(weighted, shard.index, shard.count);
  }
}
