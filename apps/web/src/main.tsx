import "./index.css";
import { localeFromPath } from "@rawaq/i18n/locales";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { activateLocale } from "./i18n/activate-locale.ts";
import { browserLocale } from "./i18n/browser-locale.ts";
import { reloadForChunkError } from "./platform/chunk-reload.ts";
import { fontsReady } from "./platform/fonts-ready.ts";

// A chunk of an older build is gone (a new version was deployed): reload, once per 10 s per path.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

const initialLocale = localeFromPath(location.pathname) ?? browserLocale();

// NOTE: <I18nProvider> renders nothing until a locale is active, so activate before rendering.
// The fonts load meanwhile: text laid out in a fallback face moves when they arrive (CLS).
await Promise.all([activateLocale(initialLocale), fontsReady()]);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element.");
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
