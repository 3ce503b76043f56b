export { ChipInput, type ChipInputProps, type ChipItem } from './ChipInput.tsx';
