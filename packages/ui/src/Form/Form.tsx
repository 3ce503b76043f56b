import { createContext, useContext } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import * as styles from './Form.css.ts';
import { ruleMessages as englishMessages, type RuleMessages } from './validation.ts';

const RuleMessagesContext = createContext<RuleMessages>(englishMessages);

/** The rule messages of the nearest Form (English unless it was given others). */
export const useRuleMessages = () => useContext(RuleMessagesContext);

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'validationErrors'> {
  /**
   * Messages from elsewhere (e.g. a server), keyed by input `name`: `{ email: ['The email has already been
   * taken.'] }`. Each shows on the field with that name until its value changes; what the user typed stays.
   */
  validationErrors?: Record<string, string[]>;
  /** The fields' rule messages, e.g. in another language; any left out keep the spec's English. */
  ruleMessages?: Partial<RuleMessages>;
}

/**
 * A form whose fields show the spec's rule messages on submit (fields take `rules`) and given messages on the
 * fields they name. Submitting an invalid form focuses the first invalid field.
 */
export function Form({ ruleMessages, ...props }: FormProps) {
  const inherited = useRuleMessages();
  const form = <AriaForm {...props} className={styles.form} />;
  if (!ruleMessages) return form;
  return <RuleMessagesContext value={{ ...inherited, ...ruleMessages }}>{form}</RuleMessagesContext>;
}
