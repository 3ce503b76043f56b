import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { balancedShard } from './balancedShards.ts';

/**
 * What a test file weighs. A story file's named exports are its stories (CSF). A screen's story does about 2.6 times a
 * block's work (it is also pictured on a phone and reflowed at two widths; over one run, 1.95 s a story against
 * 0.75 s): on that run's timings, halves by story count take 743 s and 675 s, with screen stories weighing 2.5 each
 * 703 s and 715 s. A journey's tests each open the app afresh and walk a few screens, so a journey file weighs its
 * tests (on one run's timings the e2e halves by test count take 330 s and 327 s, by file size 281 s and 376 s).
 */
const screenStoryWeight = 2.5;
const weightOf = (file: string) => {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.stories.tsx')) {
    const stories = text.match(/^export const /gm)?.length ?? 0;
    return Math.max(1, stories) * (file.includes('/packages/screens/') ? screenStoryWeight : 1);
  }
  return Math.max(1, text.match(/^\s*(?:it|test)(?:\.\w+)*\(/gm)?.length ?? 0);
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
