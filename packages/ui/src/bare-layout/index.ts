export { BareLayout } from "./bare-layout.tsx";
export type { BareLayoutProps } from "./bare-layout.tsx";
