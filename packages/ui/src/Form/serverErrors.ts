/** Laravel's 422 body: `{ message, errors: { "field.0.sub": ["…"] } }`. */
export type ServerFieldErrors = Record<string, readonly string[] | string>;

/** Field errors keyed by the form's input names, the shape RAC's `validationErrors` takes. */
export type FieldErrors = Record<string, string[]>;

/**
 * The HTML name of the input a Laravel error key belongs to. Laravel reads `info[0][title]` from a form as
 * `info.0.title` and reports errors under that dotted key, so this turns it back: `info.0.title` → `info[0][title]`.
 */
export function inputNameOf(key: string): string {
  const [head = '', ...rest] = key.split('.');
  return head + rest.map((part) => `[${part}]`).join('');
}

/**
 * Puts a 422 response's messages on the form's fields: keys become input names (`inputNameOf`, or your own
 * `nameOf`, e.g. `key => key.split('.')[0]` to show every `images.N` error on one `images` picker);
 * messages of keys that land on the same field are joined in order.
 */
export function fieldErrorsFrom(
  errors: ServerFieldErrors | undefined,
  nameOf: (key: string) => string = inputNameOf,
): FieldErrors {
  const byField: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const name = nameOf(key);
    byField[name] = [...(byField[name] ?? []), ...(typeof messages === 'string' ? [messages] : messages)];
  }
  return byField;
}

/** The first message of each field, in order: the lines of a summary (e.g. a toast after a failed submit). */
export function firstMessages(errors: ServerFieldErrors | undefined): string[] {
  return Object.values(errors ?? {}).flatMap((messages) =>
    typeof messages === 'string' ? [messages] : messages.slice(0, 1),
  );
}
