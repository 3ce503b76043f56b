import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import * as styles from './Form.css.ts';

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'validationErrors'> {
  /**
   * Messages from elsewhere (e.g. a server), keyed by input `name`: `{ email: ['The email has already been
   * taken.'] }`. Each shows on the field with that name until its value changes; what the user typed stays.
   */
  validationErrors?: Record<string, string[]>;
}

/**
 * A form whose fields show the spec's rule messages on submit (fields take `rules`) and given messages on the
 * fields they name. Submitting an invalid form focuses the first invalid field.
 */
export function Form(props: FormProps) {
  return <AriaForm {...props} className={styles.form} />;
}
