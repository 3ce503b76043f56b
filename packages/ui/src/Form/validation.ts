/**
 * The generic field rules with their English messages. Pure: no React, no DOM.
 * Rules are written like Laravel's: `'required'`, `'email'`, `'min:3'`, `'max:255'`.
 */
export type Rule = 'required' | 'email' | `min:${number}` | `max:${number}`;

/** The message of each rule; a site in another language passes its own (`<Form ruleMessages>`). */
export interface RuleMessages {
  required: string;
  email: string;
  max: (limit: number) => string;
  min: (limit: number) => string;
}

/** The English messages. */
export const ruleMessages: RuleMessages = {
  required: 'Input must not be empty.',
  email: 'Enter a valid email address',
  max: (limit: number) => `must be less than or equal to ${limit}`,
  min: (limit: number) => `must be greater than or equal to ${limit}`,
};

// One @, something on each side, a dot in the domain, no spaces: what a person means by "an email address".
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a value counts as not filled in: nothing, blank text, NaN (an emptied number field), an empty list. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The quantity min/max compare: a number's value, a text's length, a list's count. */
function sizeOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.length;
  return undefined;
}

function parseRule(rule: Rule): { name: 'required' | 'email' } | { name: 'min' | 'max'; limit: number } {
  if (rule === 'required' || rule === 'email') return { name: rule };
  const [name, limit] = rule.split(':') as ['min' | 'max', string];
  return { name, limit: Number(limit) };
}

/**
 * The message of the first rule the value breaks, or `null` when it passes. An empty value only breaks
 * `required`; the other rules judge what was typed (like Laravel, an optional field may stay empty).
 */
export function validate(value: unknown, rules: readonly Rule[], messages: RuleMessages = ruleMessages): string | null {
  for (const rule of rules) {
    const parsed = parseRule(rule);
    if (parsed.name === 'required') {
      if (isEmpty(value)) return messages.required;
      continue;
    }
    if (isEmpty(value)) continue;
    if (parsed.name === 'email') {
      if (typeof value !== 'string' || !emailPattern.test(value.trim())) return messages.email;
      continue;
    }
    const size = sizeOf(value);
    if (size === undefined) continue;
    if (parsed.name === 'max' && size > parsed.limit) return messages.max(parsed.limit);
    if (parsed.name === 'min' && size < parsed.limit) return messages.min(parsed.limit);
  }
  return null;
}
