import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Provider as JotaiProvider } from "jotai";
import { RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import { router } from "./router.tsx";
import { store } from "./state/store.ts";

export function App() {
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </I18nProvider>
    </JotaiProvider>
  );
}
