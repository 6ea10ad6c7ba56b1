export type { ToastAction, ToastApi, ToastOptions, ToastProviderProps, ToastVariant } from './Toast';
export { ToastProvider, useToast } from './Toast';
