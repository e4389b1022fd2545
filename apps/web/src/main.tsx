import "./index.css";
import { localeFromPath } from "@rawaq/i18n/locales";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { activateLocale } from "./i18n/activate-locale.ts";
import { browserLocale } from "./i18n/browser-locale.ts";
import { reloadForChunkError } from "./platform/chunk-reload.ts";
import { createRouter } from "./router.tsx";

// A chunk of an older build is gone (a new version was deployed): reload, once per 10 s per path.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

const initialLocale = localeFromPath(location.pathname) ?? browserLocale();

// NOTE: <I18nProvider> renders nothing until a locale is active, so activate before rendering.
// The page is already drawn by the server (docs/decisions/082-…); its fonts swap in without
// moving anything (metric-matched fallbacks), so nothing waits for them.
const [{ router, hydrate }] = await Promise.all([createRouter(), activateLocale(initialLocale)]);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element.");
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
if (hydrate) hydrateRoot(container, app);
else {
  // Without the server's page (a build without its renderer, or its code gone), draw afresh.
  container.replaceChildren();
  createRoot(container).render(app);
}
// The app answers forms from now on; one submitted before it ran (public/boot.js held it) is
// sent again, now to the app.
document.documentElement.setAttribute("data-hydrated", "");
const held = window.__rawaqHeldSubmit;
if (held) {
  window.__rawaqHeldSubmit = undefined;
  setTimeout(() => held.form.requestSubmit(held.submitter ?? undefined));
}

declare global {
  interface Window {
    /** A form submitted before the app ran, held by public/boot.js. */
    __rawaqHeldSubmit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  }
}
