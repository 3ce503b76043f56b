export { Form, type FormProps, useRuleMessages } from './Form.tsx';
export { isEmpty, type Rule, type RuleMessages, ruleMessages, validate } from './validation.ts';
