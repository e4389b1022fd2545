import { BareLayout } from "@rawaq/ui/bare-layout";
import { Outlet } from "react-router-dom";
import { PageTransition } from "./page-transition.tsx";
import { useDocumentTitle } from "./use-document-title.ts";

/** No layout (spec §2): public badges and the not-found page. */
export function BareShell() {
  useDocumentTitle();
  return (
    <BareLayout>
      <PageTransition>
        <Outlet />
      </PageTransition>
    </BareLayout>
  );
}
