import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { useRuleMessages } from '../Form/Form.tsx';
import { type Rule, validate } from '../Form/validation.ts';
import type { StyleProps } from '../shared/styleProps.ts';
import * as styles from './Field.css.ts';

/** Props every field shares: its label, help text, error and the field rules (`rules`). */
export interface FieldBaseProps<T> extends StyleProps {
  /** The visible label (also the accessible name). */
  label: string;
  /** Help text under the control, linked as its description. */
  description?: ReactNode;
  /** Replaces the message shown when the field is invalid (default: the rule's or server's own message). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * Spec rules with their exact messages: `['required', 'email', 'max:255']`. In a Form their message shows on submit,
   * then follows the value as it is typed (never changing when the field is left).
   */
  rules?: readonly Rule[];
  /** Extra check of your own: return a message, or nothing when valid. Runs after `rules`. */
  validate?: (value: T) => string | string[] | true | null | undefined;
}

/** `rules` (with the Form's messages) first, then the caller's own check: what RAC's `validate` prop takes. */
export function useRuleValidator<T>(rules: readonly Rule[] | undefined, own: FieldBaseProps<T>['validate']) {
  const messages = useRuleMessages();
  if (!rules?.length && !own) return undefined;
  return (value: T) => (rules ? validate(value, rules, messages) : null) ?? own?.(value);
}

/** `required` among the rules marks the field required (asterisk, `aria-required`). */
export const requiredBy = (rules: readonly Rule[] | undefined, isRequired: boolean | undefined) =>
  isRequired ?? rules?.includes('required') ?? false;

export function FieldLabel({
  label,
  isRequired,
  isHidden = false,
}: {
  label: string;
  isRequired: boolean;
  isHidden?: boolean;
}) {
  return (
    <Label className={isHidden ? styles.visuallyHidden : styles.label}>
      {label}
      {/* Hidden from assistive technology, which hears "required" from the input itself. */}
      {isRequired && (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      )}
    </Label>
  );
}

export function FieldHelp({
  description,
  errorMessage,
}: Pick<FieldBaseProps<unknown>, 'description' | 'errorMessage'>) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
