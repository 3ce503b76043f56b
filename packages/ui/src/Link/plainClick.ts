/** What of a click decides whether it may become an in-page navigation. */
interface ClickFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * Whether a click on a link is a plain one the page may handle itself: the main button, no modifier key (those open
 * a new tab or window, or download), not already handled. Links with a `target` or `download` are the caller's to
 * leave alone.
 */
export function isPlainClick(click: ClickFacts): boolean {
  return (
    click.button === 0 &&
    !click.metaKey &&
    !click.ctrlKey &&
    !click.shiftKey &&
    !click.altKey &&
    !click.defaultPrevented
  );
}
