export { Form, type FormProps } from './Form.tsx';
export { isEmpty, type Rule, ruleMessages, validate } from './validation.ts';
