/** Pure helpers of the table benchmark: medians, ratios, the printed table, the cross-implementation state check. */

/** The median of the measured values; `null` (nothing above Event Timing's 16 ms threshold) counts as 0. */
export function median(values: readonly (number | null)[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.map((value) => value ?? 0).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Milliseconds as printed: whole ms from 10 up, one decimal below; 0 from Event Timing means under its threshold. */
export function formatMs(value: number | null, threshold = 0): string {
  if (value === null) return '–';
  if (value < threshold || (threshold > 0 && value === 0)) return `<${threshold}`;
  return value >= 10 ? `${Math.round(value)}` : value.toFixed(1);
}

/** `value / reference` as `0.42×`; '–' when either is missing or the reference is 0. */
export function formatRatio(value: number | null, reference: number | null): string {
  if (value === null || reference === null || reference === 0) return '–';
  return `${(value / reference).toFixed(2)}×`;
}

/** A plain-text table: the first column left-aligned, the others right-aligned, columns padded to fit. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number)))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** What a user sees after a step: the page indicator, the first row's first cell and every header's aria-sort. */
export interface VisibleState {
  indicator: string;
  firstRow: string;
  sort: string;
  rowsInDom: number;
}

/** The same number whether a table groups its thousands or not: "1 of 1,000" is "1 of 1000". */
const withoutGrouping = (text: string) => text.replace(/(?<=\d),(?=\d{3}\b)/g, '');

/**
 * The differences between implementations' states after the same step, as readable lines (none when all agree).
 * `rowsInDom` must not exceed `maxRows` (the page size; virtualised pages stay under it anyway).
 */
export function stateDifferences(
  step: string,
  states: Readonly<Record<string, VisibleState>>,
  maxRows: number,
): string[] {
  const entries = Object.entries(states);
  const problems: string[] = [];
  const [first] = entries;
  if (!first) return problems;
  for (const [name, state] of entries) {
    for (const field of ['indicator', 'firstRow', 'sort'] as const) {
      if (withoutGrouping(state[field]) !== withoutGrouping(first[1][field]))
        problems.push(`${step}: ${name} shows ${field} "${state[field]}", ${first[0]} "${first[1][field]}"`);
    }
    if (state.rowsInDom > maxRows)
      problems.push(`${step}: ${name} has ${state.rowsInDom} rows for a ${maxRows}-row page`);
  }
  return problems;
}

/** Reads `--name=value` flags; a comma-separated value becomes a list. */
export function parseFlags(argv: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (match) flags.set(match[1] as string, match[2] ?? 'true');
  }
  return flags;
}

/** A Chrome trace event, as much of it as `mainThreadWork` reads (times in µs). */
export interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

const topLevelTask = 'ThreadControllerImpl::RunTask';

/**
 * The page's main-thread work for one step, in ms: the top-level tasks of the thread that marked `bench:input`,
 * from the one handling the first input to the one that ran after the frame showing the result (`bench:painted`),
 * summed without the idle time between them: input → next paint also counts any wait for the frame, this does not,
 * so a step that paints within about a frame on every page still shows which page did more. `null` without both
 * marks.
 */
export function mainThreadWork(events: readonly TraceEvent[]): number | null {
  const inputs = events.filter((event) => event.name === 'bench:input');
  const painted = events.filter((event) => event.name === 'bench:painted');
  const [first] = inputs;
  if (!first || painted.length === 0) return null;
  const start = Math.min(...inputs.map((event) => event.ts));
  const end = Math.max(...painted.map((event) => event.ts));
  const tasks = events
    .filter((event) => event.name === topLevelTask && event.pid === first.pid && event.tid === first.tid)
    .sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    const taskEnd = task.ts + (task.dur ?? 0);
    // Nested run loops report tasks inside tasks: count the outer one only.
    if (taskEnd < start || task.ts > end || task.ts < coveredUntil) continue;
    busy += task.dur ?? 0;
    coveredUntil = taskEnd;
  }
  return busy / 1000;
}
