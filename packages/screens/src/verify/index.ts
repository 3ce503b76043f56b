// The product verification flow, lazy-loaded by the app from '@factory/screens/verify'.
export { VerifyProductScreen } from './VerifyProductScreen/VerifyProductScreen.tsx';
