/**
 * In-page instruments, the same for every implementation. Each page imports this first.
 * - Event Timing: every interaction's duration (INP-style: input delay + handlers + until the next paint).
 * - A next-paint probe: for each trusted input event, the time from its timestamp to the first task after the
 *   following frame (a requestAnimationFrame callback, then a zero-delay message: that runs after the paint).
 * - First render: from navigation start to the first paint that shows a data row.
 * - Marks for the runner's main-thread trace: `bench:input` at the first input of each batch, `bench:painted` once
 *   the frame after it has run (see `mainThreadWork` in stats.ts).
 */
import { firstRowMessage } from '../open.ts';

export interface BenchWindow {
  /** Navigation → first painted data row, in ms; undefined until then. */
  firstRow?: number;
  /** Navigation → the page's rows built (`pageRows`), in ms. */
  dataReady?: number;
  /** Starts a new step: forgets the inputs and interactions seen so far. */
  mark(): void;
  /** The current step's largest Event Timing interaction and largest input → next paint, in ms. */
  read(): { eventTiming: number | null; nextPaint: number | null };
}
declare global {
  interface Window {
    bench: BenchWindow;
  }
}

let stepStart = 0;
let interactions: number[] = [];
let paints: number[] = [];
let pending: number[] = [];

const afterNextPaint = (callback: () => void) =>
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = callback;
    channel.port2.postMessage(null);
  });

for (const type of ['keydown', 'keyup', 'pointerdown', 'pointerup', 'click', 'input', 'change']) {
  window.addEventListener(
    type,
    (event) => {
      if (!event.isTrusted) return;
      if (pending.length === 0) {
        performance.mark('bench:input');
        afterNextPaint(() => {
          performance.mark('bench:painted');
          const now = performance.now();
          for (const start of pending) paints.push(now - start);
          pending = [];
        });
      }
      pending.push(event.timeStamp);
    },
    { capture: true },
  );
}

new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as PerformanceEventTiming[]) {
    if (entry.interactionId && entry.startTime >= stepStart) interactions.push(entry.duration);
  }
}).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

const largest = (values: number[]) => (values.length === 0 ? null : Math.max(...values));

window.bench = {
  mark() {
    stepStart = performance.now();
    performance.clearMarks();
    interactions = [];
    paints = [];
  },
  read: () => ({ eventTiming: largest(interactions), nextPaint: largest(paints) }),
};

// Data cells: React Aria's rowheader/gridcell, a plain table's td.
const dataCell = '[role="rowheader"], [role="gridcell"], tbody td';
const watcher = new MutationObserver(() => {
  if (!document.querySelector(dataCell)) return;
  watcher.disconnect();
  afterNextPaint(() => {
    window.bench.firstRow = performance.now();
    // biome-ignore lint/suspicious/noConsole: the runner listens for it instead of polling the page (open.ts).
    console.debug(firstRowMessage);
  });
});
watcher.observe(document, { childList: true, subtree: true });
