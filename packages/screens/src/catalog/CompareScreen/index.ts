// The compare page's bundle, lazily imported by the app when visited.
export { CompareScreen } from './CompareScreen.tsx';
