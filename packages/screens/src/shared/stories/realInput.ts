// The browser's own mouse and keyboard for a play function. Under the story tests (Vitest's browser mode, Playwright)
// `click` is a real press: the pointer moves to the element's centre, goes down, then up, each a browser input event.
// A page that moves the button between down and up loses that click, as it would for a person. Storybook's
// `userEvent` dispatches its events itself, at the element, so it cannot see this. In Storybook's own UI, where Vitest
// is absent, the simulated one stands in, so the story still plays there.
import { userEvent as simulated } from 'storybook/test';

/** What a play function does with a real pointer and keyboard: press an element, type key by key. */
interface RealInput {
  /** Moves the pointer to the element's centre, presses and releases the primary button there. */
  click: (element: Element) => Promise<void>;
  /** Focuses the element and types the text one key at a time (`{Backspace}` presses that key). */
  type: (element: Element, text: string) => Promise<void>;
  /** Moves the pointer off the page (the story's picture then shows no hover where the last press was). */
  leave: () => Promise<void>;
}

/** The real input under Vitest's browser mode, else Storybook's simulated one. */
export async function realInput(): Promise<RealInput> {
  try {
    const { commands, userEvent } = await import('vitest/browser');
    // Storybook's Vitest plugin adds this command; it runs before every story too.
    const { resetMousePosition } = commands as { resetMousePosition?: () => Promise<void> };
    return {
      click: (element) => userEvent.click(element),
      type: (element, text) => userEvent.type(element, text),
      leave: async () => resetMousePosition?.(),
    };
  } catch {
    return {
      click: (element) => simulated.click(element),
      type: (element, text) => simulated.type(element, text),
      leave: async () => undefined,
    };
  }
}
