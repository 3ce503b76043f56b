// The areas area's public entry: what the admin's index and other areas may import.
export { AreasScreen } from './AreasScreen.tsx';
