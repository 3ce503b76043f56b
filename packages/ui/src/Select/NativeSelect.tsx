import { useId } from 'react';
import { Chevron } from './Chevron.tsx';
import * as styles from './NativeSelect.css.ts';
import * as selectStyles from './Select.css.ts';

/** One choice of a NativeSelect. */
export interface NativeSelectOption {
  /** The value `onChange` reports when this option is chosen. */
  value: string;
  /** The visible text. */
  label: string;
}

export interface NativeSelectProps {
  /** The visible label. */
  label: string;
  /** The options, in order. */
  options: readonly NativeSelectOption[];
  /** The chosen option's value (controlled). */
  value?: string;
  /** The chosen option's value at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the value of the option the user chose. */
  onChange?: (value: string) => void;
  /** Dimmed, out of the tab order and unchangeable. */
  isDisabled?: boolean;
}

/**
 * A single-choice dropdown on the browser's own `<select>`, drawn like Select's trigger. Where a choice must show
 * within a frame (the DataTable's page size): no popover to place and no focus to restore. The open list is the
 * platform's, so it has no `displayLength`; use Select for descriptions, validation or disabled options.
 */
export function NativeSelect({ label, options, value, defaultValue, onChange, isDisabled }: NativeSelectProps) {
  const id = useId();
  return (
    <div className={selectStyles.field}>
      <label htmlFor={id} className={selectStyles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={`${selectStyles.trigger} ${styles.select}`}
          value={value}
          defaultValue={defaultValue}
          disabled={isDisabled}
          onChange={(event) => onChange?.(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Chevron className={`${selectStyles.chevron} ${styles.chevron}`} />
      </div>
    </div>
  );
}
