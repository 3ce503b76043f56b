// The devCommands area's public entry: what the admin's index and other areas may import.
export { DevCommandsScreen } from './DevCommandsScreen.tsx';
