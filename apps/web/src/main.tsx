import "./index.css";
import { LOCALE_COOKIE, localeFromPath, pickLocale } from "@rawaq/i18n/locales";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { activateLocale } from "./i18n/activate-locale.ts";

function readCookie(name: string): string | undefined {
  return document.cookie
    .split("; ")
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

const initialLocale =
  localeFromPath(location.pathname) ??
  pickLocale({ cookie: readCookie(LOCALE_COOKIE), languages: navigator.languages });

// NOTE: <I18nProvider> renders nothing until a locale is active, so activate before rendering.
await activateLocale(initialLocale);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element.");
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
