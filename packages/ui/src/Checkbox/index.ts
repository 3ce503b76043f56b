export { Checkbox, CheckboxGroup, type CheckboxGroupProps, type CheckboxProps } from './Checkbox.tsx';
export {
  NativeCheckboxGroup,
  type NativeCheckboxGroupProps,
  type NativeCheckboxOption,
} from './NativeCheckboxGroup.tsx';
