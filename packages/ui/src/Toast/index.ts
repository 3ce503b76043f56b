export { type ToastApi, ToastProvider, type ToastProviderProps, useToast } from './Toast.tsx';
export {
  type ToastAction,
  type ToastContent,
  type ToastOptions,
  ToastQueue,
  type ToastVariant,
  toastLines,
  toastVariants,
} from './toastQueue.ts';
