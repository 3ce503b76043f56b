import { useCallback } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Form.css.ts';
import { changeMessagesAsTyped } from './messageTiming.ts';

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'validationErrors'>, StyleProps {
  /**
   * Messages from elsewhere (e.g. a server), keyed by input `name`: `{ email: ['The email has already been
   * taken.'] }`. Each shows on the field with that name until its value changes; what the user typed stays.
   */
  validationErrors?: Record<string, string[]>;
}

/**
 * A form whose fields show their own check's message on submit (each field's `validate`: the rules are the site's,
 * the Form knows none) and given messages on the fields they name. Submitting an invalid form focuses the first invalid field. A shown message follows the value as
 * it is typed and never changes when a field is left, so a press on a button is never moved from under the pointer.
 */
export function Form({ className, ...props }: FormProps) {
  const timing = useCallback((form: HTMLFormElement | null) => (form ? changeMessagesAsTyped(form) : undefined), []);
  return <AriaForm {...props} ref={timing} className={withSiteClass(styles.form, className)} />;
}
