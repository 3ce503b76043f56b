// The profile's bundle (its tabs' layout and each tab), lazily imported by the app when visited.
export { ProfileDocumentsScreen } from './ProfileDocumentsScreen.tsx';
export { ProfileInfoScreen } from './ProfileInfoScreen.tsx';
export { ProfileNotificationsScreen } from './ProfileNotificationsScreen.tsx';
export { ProfileScreen } from './ProfileScreen.tsx';
