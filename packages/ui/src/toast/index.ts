export { Toast, ToastProvider, ToastViewport } from "./toast.tsx";
export type {
  ToastActionOptions,
  ToastProps,
  ToastProviderProps,
  ToastVariant,
  ToastViewportProps,
} from "./toast.tsx";
