// Where a page opens after a change of address (pure rules; `usePagePlace` applies them): a new page at its top
// with focus on its heading, a page gone back (or forward) to where it was left, with focus where it was.

type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

/**
 * What a change of address does to the window's scroll and the focus:
 * - `keep`: the same page with another query (a list's page, sort, search or filter): nothing moves;
 * - `restore`: Back or Forward to another page: its scroll and focus as they were when it was left;
 * - `top`: a new page: the top, and focus on its heading.
 */
export function placeAfterNavigation(
  kind: NavigationKind,
  fromPath: string,
  toPath: string,
): 'keep' | 'restore' | 'top' {
  if (fromPath === toPath) return 'keep';
  return kind === 'POP' ? 'restore' : 'top';
}

/** How an element that had focus is found again once its page is drawn anew: a link by address and text. */
export interface FocusMark {
  href: string;
  text: string;
}

/** What the rules read of an element (a DOM Element has it). */
interface Marked {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
}

/** The mark of a focused element worth coming back to (a link: what a list's rows and menus are); else none. */
export function focusMarkOf(element: Marked | null): FocusMark | undefined {
  if (element?.tagName !== 'A') return undefined;
  const href = element.getAttribute('href');
  return href ? { href, text: element.textContent ?? '' } : undefined;
}

/** Whether a link of the page drawn anew is the one marked. */
export const isMarked = (link: Marked, mark: FocusMark) =>
  link.getAttribute('href') === mark.href && (link.textContent ?? '') === mark.text;
