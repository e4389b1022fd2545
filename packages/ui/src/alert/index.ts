export { Alert } from "./alert.tsx";
export type { AlertProps, AlertVariant } from "./alert.tsx";
