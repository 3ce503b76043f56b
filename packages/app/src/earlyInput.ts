// A page the server drew can be used before the app has taken it over: its links work as links, and the taps and
// form submissions that need the app are held here until React has the page, then replayed.
import { partShownEvent } from '@factory/screens/part-shown';

/** Text fields keep working as the browser's own: focusing and typing need no app. */
const typingField =
  'textarea, input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="number"], input[type="password"], input[type="tel"], input[type="url"]';
const control =
  'button, input, select, label, summary, [role="button"], [role="checkbox"], [role="switch"], [role="radio"], [role="tab"], [role="option"], [role="menuitem"]';

/** Whether React has `element`: it marks each node it hydrates with its own key. */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * Holds the taps and submissions on `root` that React cannot take yet, and replays them in order, each once React has
 * its element and the part holding it has been committed (parts of the page hydrate at different times: each screen
 * once its code has come, each `HydratesApart` part a moment after the page around it). Until the function it
 * returns is called (the app is running) everything is held; after it, only what is in a part React has not taken
 * over yet, for `atMostMs`.
 */
export function holdEarlyInput(root: HTMLElement, atMostMs = 10_000): () => void {
  const held: { element: Element; replay: () => void }[] = [];
  let running = false;
  let replaying = false;
  const replayShown = () => {
    while (held[0] && (!held[0].element.isConnected || hydrated(held[0].element))) {
      const first = held.shift();
      if (!first?.element.isConnected) continue;
      replaying = true;
      first.replay();
      replaying = false;
    }
  };
  const hold = (event: Event, element: Element, replay: () => void) => {
    // A replay, or, once the app runs, input React can take with nothing held before it, goes through.
    if (replaying || (running && held.length === 0 && hydrated(element))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ element, replay });
    if (running) replayShown();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]')) return;
    const found = target.closest<HTMLElement>(control);
    // A label stands for its control: React Aria answers a replayed click on the control, not on the label.
    const pressed = found instanceof HTMLLabelElement ? (found.control ?? found) : found;
    if (!pressed || pressed.matches(typingField)) return;
    hold(event, pressed, () => pressed.click());
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    hold(event, form, () => form.requestSubmit());
  };
  const stop = () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('submit', onSubmit, true);
    window.removeEventListener(partShownEvent, replayShown);
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
  return () => {
    running = true;
    window.addEventListener(partShownEvent, replayShown);
    replayShown();
    setTimeout(stop, atMostMs);
  };
}
