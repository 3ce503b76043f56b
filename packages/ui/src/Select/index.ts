export { NativeSelect, type NativeSelectOption, type NativeSelectProps } from './NativeSelect.tsx';
export { Select, type SelectOption, type SelectProps } from './Select.tsx';
