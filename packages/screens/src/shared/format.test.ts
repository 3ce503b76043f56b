import { describe, expect, it } from 'vitest';
import { formatDimensions, formatMeasure, formatNumber, formatPercent } from './format.ts';

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

  it('writes a measure with its unit, thousands grouped and at most two decimals', () => {
    expect(formatMeasure(1250, 'kg')).toBe('1,250 kg');
    expect(formatMeasure(1242.6, 'kg')).toBe('1,242.6 kg');
    expect(formatMeasure(1.256, 'm³')).toBe('1.26 m³');
    expect(formatMeasure(16.65, 'm')).toBe('16.65 m');
    expect(formatMeasure(420, 'cm')).toBe('420 cm');
  });

  it('leaves an unknown measure null, for the screen to word', () => {
    expect(formatMeasure(null, 'kg')).toBeNull();
  });

  it('writes exactly the decimals a table asks for, so its column lines up', () => {
    expect(formatMeasure(513.99, 'm³', { decimals: 2 })).toBe('513.99 m³');
    expect(formatMeasure(38.1, 'm³', { decimals: 2 })).toBe('38.10 m³');
    expect(formatMeasure(8745.2, 'kg', { decimals: 1 })).toBe('8,745.2 kg');
    expect(formatMeasure(1778, 'kg', { decimals: 1 })).toBe('1,778.0 kg');
    // The same number keeps its own precision elsewhere: a fixed-decimal format is not shared with the default.
    expect(formatMeasure(1778, 'kg')).toBe('1,778 kg');
  });
});

describe('numbers and shares', () => {
  it('groups thousands and keeps at most two decimals', () => {
    expect(formatNumber(1318)).toBe('1,318');
    expect(formatNumber(2.456)).toBe('2.46');
  });

  it('writes a share as a percentage with one decimal', () => {
    expect(formatPercent(0.9676)).toBe('96.8 %');
    expect(formatPercent(0.5)).toBe('50.0 %');
  });
});
