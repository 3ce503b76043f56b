import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Field.css.ts';
import { type FieldBaseProps, FieldHelp, FieldLabel } from './fieldParts.tsx';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children' | 'validate'>,
    FieldBaseProps<number> {
  /** Example text shown while empty. */
  placeholder?: string;
  /** Keeps the label for assistive technology but does not show it: only where a column header names the field. */
  isLabelHidden?: boolean;
}

/**
 * A number input with − / + buttons, arrow-key stepping, `minValue`/`maxValue`/`step` and locale
 * formatting (`formatOptions`, e.g. `{ style: 'unit', unit: 'kilogram' }`).
 */
export function NumberField({
  label,
  description,
  errorMessage,
  validate,
  placeholder,
  isRequired,
  isLabelHidden,
  className,
  ...props
}: NumberFieldProps) {
  const required = isRequired ?? false;
  return (
    <AriaNumberField
      {...props}
      isRequired={required}
      validate={validate}
      className={withSiteClass(styles.field, className)}
    >
      <FieldLabel label={label} isRequired={required} isHidden={isLabelHidden} />
      <Group className={styles.control}>
        {/* React Aria names the step buttons ("Decrease Weight"), localised. */}
        <Button slot="decrement" className={styles.inlineButton}>
          <span aria-hidden="true">−</span>
        </Button>
        <Input placeholder={placeholder} className={styles.bareInput} />
        <Button slot="increment" className={styles.inlineButton}>
          <span aria-hidden="true">+</span>
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
