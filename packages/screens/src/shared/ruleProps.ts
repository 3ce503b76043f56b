import { type FieldRules, fieldError, requiredBy } from '@factory/api';

/**
 * A field's props from its rules in Laravel's grammar (`'required|max:255'`): the required mark and the check of
 * @factory/api's engine with the spec's messages, the same engine the server's stand-in answers with. `own` runs
 * after the rules (a check only this form makes).
 */
export function ruleProps(rules: FieldRules, own?: (value: unknown) => string | null) {
  return {
    isRequired: requiredBy(rules),
    validate: (value: unknown) => fieldError(rules, value) ?? own?.(value) ?? null,
  };
}
