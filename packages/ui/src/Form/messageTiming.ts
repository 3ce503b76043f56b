/**
 * When a field's message may change. React Aria shows a rule's message, and drops a server's, when the field's value
 * is "committed": on submit, and on the input's native `change` event, which the browser fires as the field is left.
 * A field is often left by pressing a button: the message appearing or going then moves the button between pointer
 * down and up, and the click never happens (fix an email, click Save once: the message goes, the form moves, nothing
 * is sent). So in a Form a message changes on submit and, once shown, with each change of the value (the keystroke
 * that fixes it takes it away); leaving a field changes nothing on the page.
 *
 * No React here: these are the form element's own listeners.
 */

/** Input types a person types into; their native `change` comes when the field is left. */
const typedInputTypes: ReadonlySet<string> = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

/** Whether an element is a text entry (input of a typed kind, or a text area) whose `change` means "left". */
export function isTextEntry(element: { tagName: string; type?: string } | null): boolean {
  if (!element) return false;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea') return true;
  return tag === 'input' && typedInputTypes.has((element.type ?? 'text').toLowerCase());
}

/** The `change` events dispatched here: the only ones React Aria's validation sees from a text entry. */
const commits = new WeakSet<Event>();

/** Asks React Aria to show the field's current verdict (its listener for `change` commits the validation). */
function commit(field: Element) {
  const event = new Event('change');
  commits.add(event);
  field.dispatchEvent(event);
}

const showsMessage = (field: Element) => field.getAttribute('aria-invalid') === 'true';

/**
 * Installs the timing on a form: the `change` a text entry fires when left stops at the form (it reaches no field
 * listener, so no message changes); a keystroke in a field that shows a message re-checks it at once; a submit
 * re-checks every field that shows one (a message kept while the value was set another way, or by another field,
 * as a repeated password). Returns the uninstall.
 */
export function changeMessagesAsTyped(form: HTMLFormElement): () => void {
  const onChange = (event: Event) => {
    if (!commits.has(event) && isTextEntry(event.target as Element | null)) event.stopPropagation();
  };
  const onInput = (event: Event) => {
    const field = event.target as Element | null;
    if (field && form.contains(field) && isTextEntry(field) && showsMessage(field)) commit(field);
  };
  const onSubmit = () => {
    for (const field of Array.from(form.elements)) if (isTextEntry(field) && showsMessage(field)) commit(field);
  };
  // Capture: the form sees `change` and `submit` before the field's own listeners do.
  form.addEventListener('change', onChange, true);
  form.addEventListener('submit', onSubmit, true);
  // A keystroke is re-checked once React has taken the new value (its listener sits on the root, above the form):
  // committed before, the render it causes would put the old value back into the controlled input.
  const page = form.ownerDocument;
  page.addEventListener('input', onInput);
  return () => {
    form.removeEventListener('change', onChange, true);
    form.removeEventListener('submit', onSubmit, true);
    page.removeEventListener('input', onInput);
  };
}
