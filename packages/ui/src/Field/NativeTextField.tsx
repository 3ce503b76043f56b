import { useId } from 'react';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Field.css.ts';
import type { TextFieldType } from './TextField.tsx';

export interface NativeTextFieldProps extends StyleProps {
  /** The label (also the accessible name). */
  label: string;
  /** Keeps the label for assistive technology but does not show it, as TextField's `isLabelHidden`. */
  isLabelHidden?: boolean;
  /** Input type, as TextField's. Default `text`. */
  type?: TextFieldType;
  /** The text (controlled). */
  value?: string;
  /** The text at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the text after each change. */
  onChange?: (value: string) => void;
  /** Example text shown while empty; never a replacement for the label. */
  placeholder?: string;
  /** Dimmed, out of the tab order and unchangeable. */
  isDisabled?: boolean;
}

/**
 * A labelled single-line input on the browser's own `<input>`, drawn as TextField, for a page's first controls with
 * little JavaScript (the catalogue header's search: no React Aria field, form validation or error text before the
 * first paint). States come from the platform. Use TextField in forms: rules, description, error message.
 */
export function NativeTextField({
  label,
  isLabelHidden = false,
  type = 'text',
  onChange,
  isDisabled,
  className,
  style,
  ...props
}: NativeTextFieldProps) {
  const id = useId();
  return (
    <div className={withSiteClass(styles.field, className)} style={style}>
      <label htmlFor={id} className={isLabelHidden ? styles.visuallyHidden : styles.label}>
        {label}
      </label>
      <input
        {...props}
        id={id}
        type={type}
        disabled={isDisabled}
        onChange={(event) => onChange?.(event.target.value)}
        className={styles.input}
      />
    </div>
  );
}
