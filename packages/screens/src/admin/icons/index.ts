// The icons area's public entry: what the admin's index and other areas may import.
export { IconsScreen, iconChipItems, useIcons } from './IconsScreen.tsx';
