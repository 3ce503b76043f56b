import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import { withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Field.css.ts';
import { type FieldBaseProps, FieldHelp, FieldLabel } from './fieldParts.tsx';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'validate' | 'type'>,
    FieldBaseProps<string> {
  /** Input type: `email` brings the right keyboard on phones. Default `text`. */
  type?: TextFieldType;
  /** Example text shown while empty; never a replacement for the label. */
  placeholder?: string;
  /**
   * Keeps the label for assistive technology but does not show it: only where the context names the field plainly
   * (a search field beside its Search button in a compact header) and a placeholder shows an example.
   */
  isLabelHidden?: boolean;
}

/**
 * A labelled single-line text input with description, error message and the field's check. A search box among a
 * page's first controls is its light twin NativeTextField (Library/Twin blocks: when to use which, and what each costs).
 */
export function TextField({
  label,
  description,
  errorMessage,
  validate,
  placeholder,
  isRequired,
  isLabelHidden,
  className,
  ...props
}: TextFieldProps) {
  const required = isRequired ?? false;
  return (
    <AriaTextField
      {...props}
      isRequired={required}
      validate={validate}
      className={withSiteClass(styles.field, className)}
    >
      <FieldLabel label={label} isRequired={required} isHidden={isLabelHidden} />
      <Input placeholder={placeholder} className={styles.input} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'validate' | 'type'>,
    FieldBaseProps<string> {
  /** Visible lines before it scrolls; the user can drag it taller. Default 4. */
  rows?: number;
  /** Example text shown while empty. */
  placeholder?: string;
}

/** A labelled multi-line text input (comments, descriptions). */
export function TextArea({
  label,
  description,
  errorMessage,
  validate,
  placeholder,
  isRequired,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  const required = isRequired ?? false;
  return (
    <AriaTextField
      {...props}
      isRequired={required}
      validate={validate}
      className={withSiteClass(styles.field, className)}
    >
      <FieldLabel label={label} isRequired={required} />
      <AriaTextArea rows={rows} placeholder={placeholder} className={styles.textArea} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
