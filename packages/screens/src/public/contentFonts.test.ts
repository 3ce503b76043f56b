import { outsideCore } from '@factory/ui';
import { describe, expect, it } from 'vitest';
import * as content from './content.ts';
import { legal } from './legalContent.ts';

/** Every string inside a value (objects, arrays), depth first. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

describe('the public pages’ texts', () => {
  // A character outside the fonts' first subsets would make the landing load fontsource's whole Latin files.
  it('are drawn by the fonts’ small first subsets', () => {
    const texts = textsOf({ ...content, legal });
    expect(texts.length).toBeGreaterThan(50);
    expect(outsideCore(texts.join(''))).toEqual([]);
  });
});
