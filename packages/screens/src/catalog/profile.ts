// The profile and its tabs, lazily imported by the app when visited.
export { ProfileDocumentsScreen } from './ProfileScreen/ProfileDocumentsScreen.tsx';
export { ProfileInfoScreen } from './ProfileScreen/ProfileInfoScreen.tsx';
export { ProfileNotificationsScreen } from './ProfileScreen/ProfileNotificationsScreen.tsx';
export { ProfileScreen } from './ProfileScreen/ProfileScreen.tsx';
