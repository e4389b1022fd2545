import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Provider as JotaiProvider } from "jotai";
import { RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import { onErrorRetry } from "./lib/swr-retry.ts";
import { router } from "./router.tsx";
import { isSigningOutAtom } from "./state/session.ts";
import { store } from "./state/store.ts";

// Polls and revalidations wait while the session ends: they would carry the ending token.
// Failed GETs are retried when retrying can help (lib/swr-retry.ts); mutations never retry.
const isPaused = () => store.get(isSigningOutAtom);

export function App() {
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <SWRConfig value={{ revalidateOnFocus: false, onErrorRetry, isPaused }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </I18nProvider>
    </JotaiProvider>
  );
}
