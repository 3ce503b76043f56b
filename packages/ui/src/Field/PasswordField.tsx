import { useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { useTranslations } from '../i18n/useTranslations.ts';
import { withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Field.css.ts';
import { type FieldBaseProps, FieldHelp, FieldLabel } from './fieldParts.tsx';
import { passwordFieldMessages } from './messages.ts';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'validate' | 'type'>,
    FieldBaseProps<string> {
  /** Browser autofill hint: `current-password` to log in, `new-password` to set one. Default `current-password`. */
  autoComplete?: 'current-password' | 'new-password';
  /** Accessible names of the toggle; by default the locale's ("Show password" / "Hide password"). */
  toggleLabels?: { show: string; hide: string };
}

/** A password input with a button that shows or hides what was typed (the focus stays in place). */
export function PasswordField({
  label,
  description,
  errorMessage,
  validate,
  isRequired,
  autoComplete = 'current-password',
  toggleLabels: ownToggleLabels,
  className,
  ...props
}: PasswordFieldProps) {
  const texts = useTranslations(passwordFieldMessages);
  const toggleLabels = ownToggleLabels ?? texts;
  const [isVisible, setVisible] = useState(false);
  const required = isRequired ?? false;
  return (
    <AriaTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isRequired={required}
      validate={validate}
      className={withSiteClass(styles.field, className)}
    >
      <FieldLabel label={label} isRequired={required} />
      <Group className={styles.control}>
        <Input className={styles.bareInput} />
        {/* The name says what pressing does next, so the state needs no aria-pressed. */}
        <Button
          onPress={() => setVisible((visible) => !visible)}
          aria-label={isVisible ? toggleLabels.hide : toggleLabels.show}
          isDisabled={props.isDisabled}
          className={styles.inlineButton}
        >
          <EyeGlyph crossed={isVisible} />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

function EyeGlyph({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  );
}
