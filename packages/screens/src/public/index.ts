// The public site's screens, loaded by the app as one bundle (`@factory/screens/public`).
export { LandingScreen } from './LandingScreen/LandingScreen.tsx';
export { LoginDialog } from './LoginScreen/LoginDialog.tsx';
export { LoginForm, type LoginFormProps } from './LoginScreen/LoginForm.tsx';
export { LoginScreen } from './LoginScreen/LoginScreen.tsx';
export { NotFoundScreen } from './StatusScreens/StatusScreens.tsx';
