import { createContext, useCallback, useContext, useMemo } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { useTranslations } from '../i18n/useTranslations.ts';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Form.css.ts';
import { ruleMessagesByLanguage } from './messages.ts';
import { changeMessagesAsTyped } from './messageTiming.ts';
import type { RuleMessages } from './validation.ts';

/** The messages the nearest Forms were given; the rest come from the locale. */
const RuleMessagesContext = createContext<Partial<RuleMessages>>({});

/** The rule messages of the nearest Form: those it was given, else the locale's. */
export function useRuleMessages(): RuleMessages {
  const given = useContext(RuleMessagesContext);
  const rules = useTranslations(ruleMessagesByLanguage);
  return useMemo(() => ({ ...rules, ...given }), [rules, given]);
}

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'validationErrors'>, StyleProps {
  /**
   * Messages from elsewhere (e.g. a server), keyed by input `name`: `{ email: ['The email has already been
   * taken.'] }`. Each shows on the field with that name until its value changes; what the user typed stays.
   */
  validationErrors?: Record<string, string[]>;
  /** The fields' rule messages; any left out follow the locale of React Aria's I18nProvider. */
  ruleMessages?: Partial<RuleMessages>;
}

/**
 * A form whose fields show their rule messages on submit (fields take `rules`) and given messages on the
 * fields they name. Submitting an invalid form focuses the first invalid field. A shown message follows the value as
 * it is typed and never changes when a field is left, so a press on a button is never moved from under the pointer.
 */
export function Form({ ruleMessages, className, ...props }: FormProps) {
  const inherited = useContext(RuleMessagesContext);
  const timing = useCallback((form: HTMLFormElement | null) => (form ? changeMessagesAsTyped(form) : undefined), []);
  const form = <AriaForm {...props} ref={timing} className={withSiteClass(styles.form, className)} />;
  if (!ruleMessages) return form;
  return <RuleMessagesContext value={{ ...inherited, ...ruleMessages }}>{form}</RuleMessagesContext>;
}
