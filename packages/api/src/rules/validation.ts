// The one validation engine: Laravel's rule grammar ('required|email|max:255') with the spec's messages (§5). The
// forms check a field with `fieldError`, the mocks a request with `validate`; both read the same rules, so a value
// the form lets through is one the server's stand-in accepts, and the other way round.

import type { FieldErrors } from '../http/ApiError.ts';

/** The spec's messages for the generic rules (§5); the others are Laravel's defaults, `:attribute` the field. */
export const ruleMessages = {
  required: 'Input must not be empty.',
  email: 'Enter a valid email address',
  max: (limit: number) => `must be less than or equal to ${limit}`,
  min: (limit: number) => `must be greater than or equal to ${limit}`,
  integer: 'The :attribute must be an integer.',
  numeric: 'The :attribute must be a number.',
  array: 'The :attribute must be an array.',
  in: 'The selected :attribute is invalid.',
} as const;

/** A check of its own (a closure rule in Laravel): the message when the value fails, else null. */
export type RuleCheck = (value: unknown, input: Record<string, unknown>) => string | null;

/** A field's rules: a rule string (`'required|max:255'`), or its rules one by one with checks of its own. */
export type FieldRules = string | readonly (string | RuleCheck)[];

/** A rule read from the grammar. */
export type ParsedRule =
  | { name: 'required' | 'email' | 'integer' | 'numeric' | 'array' }
  | { name: 'min' | 'max'; limit: number }
  | { name: 'in'; values: readonly string[] }
  | { name: 'check'; check: RuleCheck };

const plainRules = new Set(['required', 'email', 'integer', 'numeric', 'array']);

function parseRule(rule: string | RuleCheck): ParsedRule {
  if (typeof rule === 'function') return { name: 'check', check: rule };
  const [name = '', parameters = ''] = rule.split(/:(.*)/s);
  if (plainRules.has(name) && parameters === '') return { name } as ParsedRule;
  if ((name === 'min' || name === 'max') && /^\d+(\.\d+)?$/.test(parameters)) {
    return { name, limit: Number(parameters) };
  }
  if (name === 'in' && parameters !== '') return { name, values: parameters.split(',') };
  // A rule the engine does not know would pass silently everywhere: a typo must fail where it is written.
  throw new Error(`Unknown validation rule "${rule}"`);
}

/**
 * Reads a field's rules: `'required|max:255'` or `['required', 'max:255', check]`; a list's strings may hold several
 * (`[productIdRules, unique]`), so shared rules compose with a form's own checks. Throws on a rule it does not know.
 */
export function parseRules(rules: FieldRules): ParsedRule[] {
  const list: readonly (string | RuleCheck)[] = typeof rules === 'string' ? [rules] : rules;
  return list
    .flatMap((rule): (string | RuleCheck)[] =>
      typeof rule === 'string' ? rule.split('|').filter((part) => part !== '') : [rule],
    )
    .map(parseRule);
}

/** Whether `required` is among a field's rules (the form marks the field required). */
export const requiredBy = (rules: FieldRules) => parseRules(rules).some((rule) => rule.name === 'required');

/** Not filled in: nothing, blank text, NaN (an emptied number field), an empty list. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return Array.isArray(value) && value.length === 0;
}

const isNumeric = (value: unknown) =>
  typeof value === 'number'
    ? Number.isFinite(value)
    : typeof value === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(value);

// One @, something on each side, a dot in the domain, no spaces, letters of any script: what a person means by an
// email address. Laravel's `email` (RFC validation) accepts `josé@example.com` too; the HTML pattern does not.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

/** What min/max compare, as Laravel's getSize: a number's value under numeric/integer, a list's count, else characters. */
function sizeOf(value: unknown, numeric: boolean): number {
  if (numeric && isNumeric(value)) return Number(value);
  if (Array.isArray(value)) return value.length;
  return [...String(value)].length;
}

function messageOf(rule: ParsedRule, value: unknown, input: Record<string, unknown>, numeric: boolean) {
  switch (rule.name) {
    case 'required':
      return isEmpty(value) ? ruleMessages.required : null;
    case 'email':
      return typeof value === 'string' && emailPattern.test(value.trim()) ? null : ruleMessages.email;
    case 'integer':
      return isNumeric(value) && Number.isInteger(Number(value)) ? null : ruleMessages.integer;
    case 'numeric':
      return isNumeric(value) ? null : ruleMessages.numeric;
    case 'array':
      return Array.isArray(value) ? null : ruleMessages.array;
    case 'min':
      return sizeOf(value, numeric) < rule.limit ? ruleMessages.min(rule.limit) : null;
    case 'max':
      return sizeOf(value, numeric) > rule.limit ? ruleMessages.max(rule.limit) : null;
    case 'in':
      return rule.values.includes(String(value)) ? null : ruleMessages.in;
    case 'check':
      return rule.check(value, input);
  }
}

/**
 * Laravel's displayable name of a field in a message: `product_id` → `product id`. An item of a list
 * (`permission_ids.1`, `categories.1.parent_id`: a `*` rule's attribute) keeps its path as it is, as Laravel names it.
 */
export const withAttribute = (message: string, field: string) =>
  message.replace(':attribute', /\.\d+(\.|$)/.test(field) ? field : field.replaceAll('_', ' '));

/**
 * The message of the first rule a value breaks, or null. An empty value only breaks `required` (an optional field
 * may stay empty); `field` names it in Laravel's default texts.
 */
export function fieldError(
  rules: FieldRules,
  value: unknown,
  field = 'value',
  input: Record<string, unknown> = {},
): string | null {
  const parsed = parseRules(rules);
  const numeric = parsed.some((rule) => rule.name === 'integer' || rule.name === 'numeric');
  const empty = isEmpty(value);
  for (const rule of parsed) {
    if (empty && rule.name !== 'required') continue;
    const message = messageOf(rule, value, input, numeric);
    if (message) return withAttribute(message, field);
  }
  return null;
}

/** Reads `a.b.0` paths (Laravel's dot notation) out of nested input. */
export function valueAt(input: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      input,
    );
}

/**
 * Validates input as Laravel's validator does: each field (a dot path) gets the message of its first failing rule.
 * Returns the errors by field; an empty object when the input passes.
 */
export function validate(rules: Record<string, FieldRules>, input: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    const message = fieldError(fieldRules, valueAt(input, field), field, input);
    if (message) errors[field] = [message];
  }
  return errors;
}
