// The users area's public entry: what the admin's index and other areas may import.
export { UserScreen, UsersScreen } from './UsersScreens.tsx';
