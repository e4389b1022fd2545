export { AppLayout } from "./app-layout.tsx";
export type { AppLayoutProps } from "./app-layout.tsx";
export { AuthLayout } from "../auth-layout/auth-layout.tsx";
export type { AuthLayoutProps } from "../auth-layout/auth-layout.tsx";
export { BareLayout } from "../bare-layout/bare-layout.tsx";
export type { BareLayoutProps } from "../bare-layout/bare-layout.tsx";
export { Footer } from "./footer.tsx";
export type { FooterProps } from "./footer.tsx";
export { Menu, MenuGroup, MenuItem } from "./menu.tsx";
export type {
  MenuGroupProps,
  MenuItemProps,
  MenuLinkProps,
  MenuProps,
  RenderMenuLink,
} from "./menu.tsx";
export { Sidebar } from "./sidebar.tsx";
export type { SidebarProps, SidebarState } from "./sidebar.tsx";
export { COMPACT_BREAKPOINT, SidebarProvider, useSidebar } from "./sidebar-context.tsx";
export type { SidebarContextValue, SidebarProviderProps } from "./sidebar-context.tsx";
export { Topbar } from "./topbar.tsx";
export type { TopbarProps } from "./topbar.tsx";
export { ViewToggle } from "./view-toggle.tsx";
export type { ViewMode, ViewToggleProps } from "./view-toggle.tsx";
