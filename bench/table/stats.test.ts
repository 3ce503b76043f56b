import { describe, expect, it } from 'vitest';
import { makeAttractions } from './pages/data.ts';
import { formatMs, formatRatio, formatTable, median, parseFlags, stateDifferences } from './stats.ts';

describe('table benchmark helpers', () => {
  it('takes the median, counting interactions under the Event Timing threshold as 0', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 20, 30])).toBe(25);
    expect(median([null, null, 24])).toBe(0);
    expect(median([])).toBeNull();
  });

  it('prints milliseconds and ratios to the reference', () => {
    expect(formatMs(123.4)).toBe('123');
    expect(formatMs(4.26)).toBe('4.3');
    expect(formatMs(0, 16)).toBe('<16');
    expect(formatMs(null)).toBe('–');
    expect(formatRatio(30, 60)).toBe('0.50×');
    expect(formatRatio(30, 0)).toBe('–');
  });

  it('aligns the table: names left, figures right', () => {
    expect(
      formatTable(
        ['step', 'ms'],
        [
          ['Next', '5'],
          ['sort', '120'],
        ],
      ),
    ).toBe('step   ms\n----  ---\nNext    5\nsort  120');
  });

  it('reports each implementation that shows something else after a step, and too many rows', () => {
    const same = { indicator: '1 of 100', firstRow: 'Blue Comet', sort: 'ascending,none', rowsInDom: 10 };
    expect(stateDifferences('sort', { a: same, b: { ...same } }, 10)).toEqual([]);
    expect(stateDifferences('Next', { a: same, b: { ...same, indicator: '2 of 100', rowsInDom: 15 } }, 10)).toEqual([
      'Next: b shows indicator "2 of 100", a "1 of 100"',
      'Next: b has 15 rows for a 10-row page',
    ]);
  });

  it('reads --flags', () => {
    const flags = parseFlags(['--rows=1000,10000', '--no-build']);
    expect(flags.get('rows')).toBe('1000,10000');
    expect(flags.get('no-build')).toBe('true');
  });

  it('generates the same rows for the same seed, with unique names', () => {
    const rows = makeAttractions(500, 7);
    expect(makeAttractions(500, 7)).toEqual(rows);
    expect(makeAttractions(500, 8)).not.toEqual(rows);
    expect(new Set(rows.map((row) => row.name)).size).toBe(500);
    expect(Object.keys(rows[0] ?? {})).toHaveLength(8);
  });
});
