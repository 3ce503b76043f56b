// The mocks validate with @factory/api's engine, the one the forms use; only the texts of server-side checks
// (a value already taken) are the mocks' own.
import { type FieldRules, ruleMessages } from '@factory/api';

/** A request's rules by field (dot paths for nested input), in Laravel's grammar. */
export type Rules = Record<string, FieldRules>;

/** The engine's messages and Laravel's text for a value another record already holds. */
export const messages = {
  ...ruleMessages,
  unique: (field: string) => `The ${field} has already been taken.`,
} as const;
