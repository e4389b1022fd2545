import type { ComponentPropsWithoutRef } from "react";

export type BareLayoutProps = ComponentPropsWithoutRef<"main">;

/** No chrome, only the main landmark: public badges and the 404 page. */
export function BareLayout({ id = "main-content", className, ...props }: BareLayoutProps) {
  return (
    <main
      {...props}
      id={id}
      data-slot="bare-layout"
      className={["min-h-(--app-layout-height,100dvh)", className].filter(Boolean).join(" ")}
    />
  );
}
