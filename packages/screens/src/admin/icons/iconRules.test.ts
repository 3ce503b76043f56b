import { describe, expect, it } from 'vitest';
import { iconUploadProblem } from './iconRules.ts';

describe('iconUploadProblem', () => {
  it('takes SVG files up to 100 KB', () => {
    expect(iconUploadProblem({ name: 'star.svg', type: 'image/svg+xml', size: 100 * 1024 })).toBeNull();
    expect(iconUploadProblem({ name: 'star.svg', type: '', size: 10 })).toBeNull();
  });
  it('refuses other types, large and empty files', () => {
    expect(iconUploadProblem({ name: 'star.png', type: 'image/png', size: 10 })).toBe('Not an SVG image.');
    expect(iconUploadProblem({ name: 'star.svg', type: 'image/svg+xml', size: 100 * 1024 + 1 })).toBe(
      'Larger than 100 KB.',
    );
    expect(iconUploadProblem({ name: 'star.svg', type: 'image/svg+xml', size: 0 })).toBe('The file is empty.');
  });
});
