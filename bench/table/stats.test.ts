import { describe, expect, it } from 'vitest';
import { makeAttractions } from './pages/data.ts';
import {
  formatMs,
  formatRatio,
  formatTable,
  mainThreadWork,
  median,
  parseFlags,
  stateDifferences,
  type TraceEvent,
} from './stats.ts';

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
    // Grouped thousands are the same number: the DataTable writes "1 of 1,000" where TanStack's examples write "1000".
    expect(stateDifferences('sort', { a: same, b: { ...same, indicator: '1 of 1,00' } }, 10)).toHaveLength(1);
    expect(
      stateDifferences('sort', { a: { ...same, indicator: '1 of 1000' }, b: { ...same, indicator: '1 of 1,000' } }, 10),
    ).toEqual([]);
    expect(stateDifferences('Next', { a: same, b: { ...same, indicator: '2 of 100', rowsInDom: 15 } }, 10)).toEqual([
      'Next: b shows indicator "2 of 100", a "1 of 100"',
      'Next: b has 15 rows for a 10-row page',
    ]);
  });

  it('sums the main thread tasks from the first input to the frame after it, without the idle time between', () => {
    const main = { pid: 7, tid: 1 };
    const task = (ts: number, dur: number, where = main): TraceEvent => ({
      name: 'ThreadControllerImpl::RunTask',
      ts,
      dur,
      ...where,
    });
    const mark = (name: string, ts: number): TraceEvent => ({ name, ts, ...main });
    const events = [
      task(0, 5_000), // before the input: the runner's own query
      task(10_000, 3_000), // handles the input (marked inside it)
      mark('bench:input', 10_500),
      task(10_200, 1_000), // nested in the input's task: already counted
      task(20_000, 2_500), // the frame
      task(21_000, 4_000, { pid: 7, tid: 2 }), // another thread
      mark('bench:painted', 23_000),
      task(22_900, 500), // the probe's task after the frame
      task(40_000, 9_000), // after the step
    ];
    expect(mainThreadWork(events)).toBe(6);
    expect(mainThreadWork(events.filter((event) => event.name !== 'bench:painted'))).toBeNull();
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
