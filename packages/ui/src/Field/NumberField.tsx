import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import * as styles from './Field.css.ts';
import { type FieldBaseProps, FieldHelp, FieldLabel, requiredBy, ruleValidator } from './fieldParts.tsx';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children' | 'validate'>,
    FieldBaseProps<number> {
  /** Example text shown while empty. */
  placeholder?: string;
}

/**
 * A number input with − / + buttons, arrow-key stepping, `minValue`/`maxValue`/`step` and locale
 * formatting (`formatOptions`, e.g. `{ style: 'unit', unit: 'kilogram' }`).
 */
export function NumberField({
  label,
  description,
  errorMessage,
  rules,
  validate,
  placeholder,
  isRequired,
  ...props
}: NumberFieldProps) {
  const required = requiredBy(rules, isRequired);
  return (
    <AriaNumberField
      {...props}
      isRequired={required}
      validate={ruleValidator(rules, validate)}
      className={styles.field}
    >
      <FieldLabel label={label} isRequired={required} />
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
