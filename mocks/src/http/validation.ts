import type { FieldErrors, Input } from './laravel.ts';

/** The spec's messages for the generic rules (§5). */
export const messages = {
  required: 'Input must not be empty.',
  email: 'Enter a valid email address',
  max: (n: number) => `must be less than or equal to ${n}`,
  min: (n: number) => `must be greater than or equal to ${n}`,
  // Texts the spec does not give: Laravel's defaults, `:attribute` being the field's name (see `validate`).
  integer: 'The :attribute must be an integer.',
  numeric: 'The :attribute must be a number.',
  array: 'The :attribute must be an array.',
  in: 'The selected :attribute is invalid.',
  unique: (field: string) => `The ${field} has already been taken.`,
} as const;

/**
 * One rule. `min`/`max` compare numbers by value, strings by length and arrays by count, as Laravel does.
 * A custom rule returns its message when the value fails.
 */
export type Rule =
  | 'required'
  | 'email'
  | 'integer'
  | 'numeric'
  | 'array'
  | { min: number }
  | { max: number }
  | { in: readonly (string | number)[] }
  | ((value: unknown, input: Input) => string | null);

export type Rules = Record<string, readonly Rule[]>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isNumeric = (value: unknown) =>
  typeof value === 'number'
    ? Number.isFinite(value)
    : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim());

// The HTML living standard's email pattern, which is what a browser's type=email accepts.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

function size(value: unknown, numeric: boolean): number {
  if (Array.isArray(value)) return value.length;
  if (numeric && isNumeric(value)) return Number(value);
  return String(value).length;
}

/** Reads `a.b.0` paths (Laravel's dot notation) out of nested input. */
export function getPath(input: Input, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Input)[key] : undefined), input);
}

function check(rule: Rule, value: unknown, input: Input, numeric: boolean): string | null {
  if (typeof rule === 'function') return rule(value, input);
  if (rule === 'required') return isEmpty(value) ? messages.required : null;
  if (rule === 'email') return emailPattern.test(String(value)) ? null : messages.email;
  if (rule === 'integer') return isNumeric(value) && Number.isInteger(Number(value)) ? null : messages.integer;
  if (rule === 'numeric') return isNumeric(value) ? null : messages.numeric;
  if (rule === 'array') return Array.isArray(value) ? null : messages.array;
  if ('min' in rule) return size(value, numeric) < rule.min ? messages.min(rule.min) : null;
  if ('max' in rule) return size(value, numeric) > rule.max ? messages.max(rule.max) : null;
  return rule.in.map(String).includes(String(value)) ? null : messages.in;
}

/**
 * A rule's message for one field, with Laravel's displayable name in it: `product_id` → `product id`. An item of a
 * list (`permission_ids.1`, `categories.1.parent_id`: a `*` rule's attribute) keeps its path as it is, as Laravel names it.
 */
export const forField = (message: string, field: string) =>
  message.replace(':attribute', /\.\d+(\.|$)/.test(field) ? field : field.replaceAll('_', ' '));

/**
 * Validates the input like Laravel's validator: a field that is absent or empty is only checked by `required`;
 * the first failing rule of each field gives its message. Returns the errors, or null when the input passes.
 */
export function validate(input: Input, rules: Rules): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    const value = getPath(input, field);
    const numeric = fieldRules.some((rule) => rule === 'integer' || rule === 'numeric');
    for (const rule of fieldRules) {
      if (rule !== 'required' && isEmpty(value)) break;
      const message = check(rule, value, input, numeric);
      if (message) {
        errors[field] = [forField(message, field)];
        break;
      }
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
