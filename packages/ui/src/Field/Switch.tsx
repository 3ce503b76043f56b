import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Field.css.ts';
import { type FieldBaseProps, FieldHelp } from './fieldParts.tsx';

export interface SwitchProps
  extends Omit<SwitchFieldProps, 'className' | 'style' | 'children' | 'validate'>,
    StyleProps,
    Pick<FieldBaseProps<boolean>, 'label' | 'description' | 'errorMessage' | 'validate'> {}

/** An on/off switch with its label beside it, a description and an error message ("Remember me"). */
export function Switch({ label, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={withSiteClass(styles.switchField, className)}>
      <SwitchButton className={styles.switchButton}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {label}
      </SwitchButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </SwitchField>
  );
}
