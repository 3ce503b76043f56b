import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import type { StyleProps } from '../shared/styleProps.ts';
import * as styles from './Field.css.ts';

/** Props every field shares: its label, help text, error and the field's check (`validate`). */
export interface FieldBaseProps<T> extends StyleProps {
  /** The visible label (also the accessible name). */
  label: string;
  /** Help text under the control, linked as its description. */
  description?: ReactNode;
  /** Replaces the message shown when the field is invalid (default: the rule's or server's own message). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * The field's check, the site's own rules: return a message, or nothing when the value is valid. It also judges an
   * empty value (`isRequired` only marks the field), so a required field's message is the site's too. In a Form the
   * message shows on submit, then follows the value as it is typed (never changing when the field is left).
   */
  validate?: (value: T) => string | string[] | true | null | undefined;
}

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
