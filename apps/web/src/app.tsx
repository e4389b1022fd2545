import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Provider as JotaiProvider } from "jotai";
import { type DataRouter, RouterProvider } from "react-router-dom";
import { store } from "./state/store.ts";

// SWR's settings live with the pages that fetch (router/swr-scope.tsx), so the first page's
// code does not carry SWR.
export function App({ router }: { router: DataRouter }) {
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </JotaiProvider>
  );
}
