export type { ToastApi, ToastOptions, ToastProviderProps, ToastVariant } from './Toast';
export { ToastProvider, useToast } from './Toast';
