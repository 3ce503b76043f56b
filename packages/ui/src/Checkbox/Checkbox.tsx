import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
  FieldError,
  Label,
  Text,
} from 'react-aria-components';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Checkbox.css.ts';
import { CheckMark } from './CheckMark.tsx';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'style' | 'children'>, StyleProps {
  /** The visible label. Leave it out only where context names the box (e.g. a table's selection column). */
  children?: ReactNode;
  /** Help text under the label. */
  description?: string;
  /** Shown under the checkbox while it is invalid (`isInvalid`, or a failed `isRequired`). */
  errorMessage?: string;
}

/**
 * A checkbox with checked, indeterminate, disabled and invalid states (React Aria `CheckboxField`).
 * Inside a `CheckboxGroup` it takes part in the group's value through its `value` prop.
 */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={withSiteClass(styles.field, className)}>
      <CheckboxButton className={styles.button}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {(isIndeterminate || isSelected) && (
                <CheckMark className={styles.mark} isIndeterminate={isIndeterminate} />
              )}
            </span>
            {children}
          </>
        )}
      </CheckboxButton>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </CheckboxField>
  );
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'>,
    StyleProps {
  /** The group's visible label. */
  label: string;
  /** Help text under the label. */
  description?: string;
  /** Shown under the group while it is invalid. */
  errorMessage?: string;
  /** The `Checkbox`es, each with a `value`. */
  children: ReactNode;
}

/**
 * A labelled set of checkboxes whose value is the list of checked `value`s. Among a page's first controls use its
 * light twin NativeCheckboxGroup (Library/Twin blocks: when to use which, and what each costs).
 */
export function CheckboxGroup({ label, description, errorMessage, children, className, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={withSiteClass(styles.group, className)}>
      <Label className={styles.groupLabel}>{label}</Label>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      {children}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
