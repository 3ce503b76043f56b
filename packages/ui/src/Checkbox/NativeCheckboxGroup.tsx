import { useRef } from 'react';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Checkbox.css.ts';
import { CheckMark } from './CheckMark.tsx';

/** One checkbox of a NativeCheckboxGroup. */
export interface NativeCheckboxOption {
  /** The value the group's value holds while this box is checked. */
  value: string;
  /** The visible label (also the box's accessible name). */
  label: string;
}

export interface NativeCheckboxGroupProps extends StyleProps {
  /** The group's visible label (also its accessible name). */
  label: string;
  /** The checkboxes, in order. */
  options: readonly NativeCheckboxOption[];
  /** The checked options' values (controlled). */
  value?: readonly string[];
  /** The checked options' values at first (uncontrolled). */
  defaultValue?: readonly string[];
  /** Called after each toggle with the checked options' values, in the options' order. */
  onChange?: (values: string[]) => void;
  /** Every box dimmed, out of the tab order and unchangeable. */
  isDisabled?: boolean;
}

/**
 * A labelled set of checkboxes on the browser's own `<fieldset>`, `<legend>` and `<input type="checkbox">`, drawn as
 * CheckboxGroup and Checkbox, for a page's first controls with little JavaScript (the catalogue listing's filters: no
 * React Aria checkbox, form validation or labelling before the first paint). States come from the platform; Tab
 * reaches each box and Space toggles it. Use CheckboxGroup for a description, validation or an indeterminate box.
 */
export function NativeCheckboxGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  isDisabled,
  className,
  style,
}: NativeCheckboxGroupProps) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // Read from the boxes themselves, so controlled and uncontrolled groups report alike.
  const report = () =>
    onChange?.(
      Array.from(fieldset.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? [], (box) => box.value),
    );
  return (
    <fieldset ref={fieldset} disabled={isDisabled} className={withSiteClass(styles.group, className)} style={style}>
      <legend className={`${styles.groupLabel} ${styles.nativeLegend}`}>{label}</legend>
      {options.map((option) => (
        <div key={option.value} className={styles.field}>
          <label className={`${styles.button} ${styles.nativeChoice}`}>
            <span className={styles.nativeBoxCell}>
              <input
                type="checkbox"
                value={option.value}
                checked={value?.includes(option.value)}
                defaultChecked={defaultValue?.includes(option.value)}
                onChange={report}
                className={`${styles.box} ${styles.nativeBox}`}
              />
              <CheckMark className={`${styles.mark} ${styles.nativeMark}`} />
            </span>
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
