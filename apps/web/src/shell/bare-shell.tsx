import { BareLayout } from "@rawaq/ui/bare-layout";
import type { ReactNode } from "react";
import { Outlet } from "react-router-dom";
import { PageTransition } from "./page-transition.tsx";
import { useDocumentTitle } from "./use-document-title.ts";

/** No layout (spec §2): the public badge and the not-found page. */
export function BareShell({ children = <Outlet /> }: { children?: ReactNode }) {
  useDocumentTitle();
  return (
    <BareLayout>
      <PageTransition>{children}</PageTransition>
    </BareLayout>
  );
}
