import { describe, expect, it } from 'vitest';
import { formatDimensions, formatVolume, formatWeight } from './format.ts';

describe('product measures', () => {
  it('writes L × W × H only when all three are known', () => {
    expect(formatDimensions({ dimension_length: 120, dimension_width: 80.5, dimension_height: 200 })).toBe(
      '120 × 80.5 × 200 cm',
    );
    expect(formatDimensions({ dimension_length: 120, dimension_width: null, dimension_height: 200 })).toBeNull();
  });

  it('writes weights and volume with their units', () => {
    expect(formatWeight(1250)).toBe('1,250 kg');
    expect(formatWeight(null)).toBeNull();
    expect(formatVolume(1.256)).toBe('1.26 m³');
  });
});
