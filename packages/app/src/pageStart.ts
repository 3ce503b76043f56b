// When a page's own code starts, so that it does not hold back what the page already shows.

/** Runs `work` once, at the first of the calls to the function this returns. */
function once(work: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    work();
  };
}

/**
 * Runs `work` once, after the frame that paints the page: on a slow phone, evaluating the app's code and hydrating
 * before that frame held back the paint of a page whose HTML was already there. A page that draws no frames (a
 * background tab) is not kept waiting.
 */
export function afterFirstFrame(work: () => void): void {
  const run = once(work);
  requestAnimationFrame(() => setTimeout(run));
  setTimeout(run, 300);
}

/**
 * Runs `work` once the page has loaded (its pictures too) and painted, or after `atMostMs` whatever is still loading:
 * a page the server drew shows its pictures before its code competes with them for the connection.
 */
export function afterPageLoad(work: () => void, atMostMs = 3_000): void {
  const run = once(work);
  if (document.readyState === 'complete') afterFirstFrame(run);
  else window.addEventListener('load', () => afterFirstFrame(run), { once: true });
  setTimeout(run, atMostMs);
}
