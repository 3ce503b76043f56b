/**
 * Runs `step` in idle time, `chunk` rows at a time while the browser's idle period lasts, until it reports done;
 * returns a cancel function. Stopping at the idle deadline keeps a click or a key from waiting for the work.
 */
export function whenIdle(step: (chunk: number) => boolean, chunk = 500): () => void {
  // Without requestIdleCallback (Safari), a timer with an 8 ms budget stands in for an idle period.
  const timerIdle = (run: IdleRequestCallback) =>
    setTimeout(() => {
      const end = performance.now() + 8;
      run({ didTimeout: false, timeRemaining: () => Math.max(0, end - performance.now()) });
    }, 1);
  const idle = globalThis.requestIdleCallback ?? timerIdle;
  const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
  let handle = idle(function next(deadline) {
    while (deadline.timeRemaining() > 1) if (step(chunk)) return;
    handle = idle(next);
  });
  return () => cancel(handle);
}
