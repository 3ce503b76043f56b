export type { FieldBaseProps } from './fieldParts.tsx';
export { NativeTextField, type NativeTextFieldProps } from './NativeTextField.tsx';
export { NumberField, type NumberFieldProps } from './NumberField.tsx';
export { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';
export { Switch, type SwitchProps } from './Switch.tsx';
export {
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
  type TextFieldType,
  textFieldTypes,
} from './TextField.tsx';
