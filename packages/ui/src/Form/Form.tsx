import { useMemo } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import * as styles from './Form.css.ts';
import { fieldErrorsFrom, inputNameOf, type ServerFieldErrors } from './serverErrors.ts';

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'validationErrors'> {
  /**
   * The server's field messages, e.g. the `errors` of a Laravel 422 answer: `{ email: ['The email has
   * already been taken.'] }`. Each shows on the field with that `name` until its value changes; what the
   * user typed stays.
   */
  validationErrors?: ServerFieldErrors;
  /**
   * Maps a server error key to an input name. Default: `info.0.title` → `info[0][title]`. Pass a function
   * defined once (module level): a new function each render would bring back errors the user has fixed.
   */
  errorFieldName?: (key: string) => string;
}

/**
 * A form whose fields show the spec's rule messages on submit (fields take `rules`) and the server's
 * messages on the fields they name. Submitting an invalid form focuses the first invalid field.
 */
export function Form({ validationErrors, errorFieldName = inputNameOf, ...props }: FormProps) {
  const errors = useMemo(() => fieldErrorsFrom(validationErrors, errorFieldName), [validationErrors, errorFieldName]);
  return <AriaForm {...props} validationErrors={errors} className={styles.form} />;
}
