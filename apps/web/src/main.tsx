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
