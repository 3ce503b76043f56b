// The router app's public screens, loaded as one bundle (`@factory/screens/public`); the landing page has its own
// entry (`@factory/screens/landing`).
export { FirstPasswordScreen } from './FirstPasswordScreen/FirstPasswordScreen.tsx';
export { LoginForm, type LoginFormProps } from './LoginScreen/LoginForm.tsx';
export { LoginScreen } from './LoginScreen/LoginScreen.tsx';
export { NotFoundScreen } from './StatusScreens/StatusScreens.tsx';
