import { describe, expect, it } from 'vitest';
import { formatDimensions, formatMetres, formatVolume, formatWeight } from './format.ts';

describe('product measures', () => {
  it('writes H × W × L in metres, each named, only when all three are known', () => {
    expect(formatDimensions({ dimension_length: 765, dimension_width: 390, dimension_height: 660 })).toBe(
      'H 6.6 × W 3.9 × L 7.65 m',
    );
    expect(formatDimensions({ dimension_length: 120, dimension_width: 85, dimension_height: 200 })).toBe(
      'H 2 × W 0.85 × L 1.2 m',
    );
    expect(formatDimensions({ dimension_length: 120, dimension_width: null, dimension_height: 200 })).toBeNull();
  });

  it('writes a length kept in centimetres in metres', () => {
    expect(formatMetres(500)).toBe('5 m');
    expect(formatMetres(1665)).toBe('16.65 m');
  });

  it('writes weights and volume with their units', () => {
    expect(formatWeight(1250)).toBe('1,250 kg');
    expect(formatWeight(null)).toBeNull();
    expect(formatVolume(1.256)).toBe('1.26 m³');
  });
});
