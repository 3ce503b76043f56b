export { Form, type FormProps } from './Form.tsx';
export {
  type FieldErrors,
  fieldErrorsFrom,
  firstMessages,
  inputNameOf,
  type ServerFieldErrors,
} from './serverErrors.ts';
export { isEmpty, type Rule, ruleMessages, validate } from './validation.ts';
