// The analysis area's public entry: what the admin's index and other areas may import.
export { CargoAnalysisScreen } from './cargo/CargoAnalysisScreen.tsx';
export { FileAnalysisScreen } from './files/FileAnalysisScreen.tsx';
