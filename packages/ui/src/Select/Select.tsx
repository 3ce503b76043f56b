import type { Key } from 'react-aria-components';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import { sizing } from '../theme/tokens.ts';
import { Chevron } from './Chevron.tsx';
import * as styles from './Select.css.ts';

/** One choice of a Select. */
export interface SelectOption {
  /** The value `onChange` reports when this option is chosen. */
  id: Key;
  /** The visible text, also used for type-ahead. */
  label: string;
  /** Shown but not selectable. */
  isDisabled?: boolean;
}

export interface SelectProps<T extends SelectOption>
  extends Omit<AriaSelectProps<T>, 'className' | 'style' | 'children' | 'items' | 'selectionMode'>,
    StyleProps {
  /** The visible label. */
  label: string;
  /** The options, in order. */
  items: readonly T[];
  /** How many options the open list shows before it scrolls; each is 50 px tall. */
  displayLength?: number;
  /** Help text under the field. */
  description?: string;
  /** Shown under the field while it is invalid (`isInvalid`, or a failed `isRequired`). */
  errorMessage?: string;
}

/**
 * A single-choice dropdown (React Aria Select: APG listbox keyboard, type-ahead). The open list is
 * `displayLength` × 50 px tall and scrolls beyond that. A short choice that must apply within a frame is its light twin
 * NativeSelect (Library/Twin blocks: when to use which, and what each costs).
 */
export function Select<T extends SelectOption>({
  label,
  items,
  displayLength = 3,
  description,
  errorMessage,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={withSiteClass(styles.field, className)}>
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <Chevron className={styles.chevron} />
      </Button>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover} offset={4}>
        <ListBox items={items} className={styles.listbox} style={{ maxHeight: displayLength * sizing.selectOptionPx }}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={styles.option}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
