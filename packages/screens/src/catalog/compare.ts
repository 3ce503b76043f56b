// The compare page, lazily imported by the app when visited.
export { CompareScreen } from './CompareScreen/CompareScreen.tsx';
