export { AuthLayout } from "./auth-layout.tsx";
export type { AuthLayoutProps } from "./auth-layout.tsx";
