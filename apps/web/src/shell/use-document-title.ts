import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useRouteHandle } from "../router/route-handle.ts";

/** `<page> | Rawaq` in the active language. */
export function useDocumentTitle(): void {
  const { i18n, t } = useLingui();
  const handle = useRouteHandle();
  const page = handle ? i18n._(handle.title) : undefined;
  const brand = t`Rawaq`;
  useEffect(() => {
    document.title = page ? `${page} | ${brand}` : brand;
  }, [page, brand]);
}
