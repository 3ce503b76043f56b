// When a part of the landing page is about to be seen: it has come within a screen's height of the viewport, or the
// visitor has reached into it first (focus, pointer). Below-the-fold parts wait for it before loading their code.

const touches = ['focusin', 'pointerdown'] as const;

/**
 * Resolves once `element` nears the viewport or is touched (at once where there is no IntersectionObserver); never
 * once `signal` has aborted, and it stops watching then.
 */
export function whenNearScreen(element: Element, signal?: AbortSignal): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = () => {
      observer.disconnect();
      for (const type of touches) element.removeEventListener(type, near, true);
    };
    const near = () => {
      stop();
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && near(), {
      // The page's own viewport (also inside an iframe, where the implicit root would clip the margin away).
      root: document,
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    for (const type of touches) element.addEventListener(type, near, true);
    signal?.addEventListener('abort', stop);
  });
}
