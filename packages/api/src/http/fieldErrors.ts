// Laravel's 422 answer and how its field keys map to a form's input names. Server knowledge, so it lives here and
// not in @factory/ui, whose Form takes plain `Record<inputName, messages>`.
import type { FieldErrors } from './ApiError.ts';

/** Laravel's 422 body: `{ message, errors: { "info.0.title": ["…"] } }`. */
export interface ValidationErrorBody {
  message: string;
  errors: FieldErrors;
}

/**
 * The HTML name of the input a Laravel error key belongs to. Laravel reads `info[0][title]` from a form as
 * `info.0.title` and reports errors under that dotted key, so this turns it back: `info.0.title` → `info[0][title]`.
 */
export function inputNameOf(key: string): string {
  const [head = '', ...rest] = key.split('.');
  return head + rest.map((part) => `[${part}]`).join('');
}

/**
 * A 422's messages keyed by the form's input names (what ui's `Form` takes as `validationErrors`): keys become
 * input names (`inputNameOf`, or your own `nameOf`, e.g. `key => key.split('.')[0]` to show every `images.N` error
 * on one `images` picker); messages of keys that land on the same input are joined in order.
 */
export function errorsByInputName(
  errors: FieldErrors,
  nameOf: (key: string) => string = inputNameOf,
): Record<string, string[]> {
  const byInput: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const name = nameOf(key);
    byInput[name] = [...(byInput[name] ?? []), ...messages];
  }
  return byInput;
}
