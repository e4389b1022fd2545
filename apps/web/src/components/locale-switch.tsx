import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@rawaq/i18n/locales";
import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { activateLocale } from "../i18n/activate-locale.ts";
import { loadApi } from "../lib/load-api.ts";
import { hasTokenCookie } from "../lib/token.ts";

/** The same page in the other language: only the locale prefix of the path changes. */
export function switchedPath(pathname: string, to: Locale): string {
  const [, , ...rest] = pathname.split("/");
  return `/${[to, ...rest].join("/")}`.replace(/\/$/, "") || `/${to}`;
}

const OTHER_SCRIPT_FACE: Record<Locale, string> = {
  ar: '"Noto Sans Arabic Fallback", system-ui, sans-serif',
  en: '"Inter Fallback", system-ui, sans-serif',
};

export function LocaleSwitch({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const other: Locale = i18n.locale === "ar" ? "en" : "ar";
  const href = `${switchedPath(location.pathname, other)}${location.search}${location.hash}`;

  async function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // A signed-in user's mail follows the language they read the app in.
    if (hasTokenCookie()) {
      void loadApi()
        .then((api) => api.setLocale(other))
        .catch((error: unknown) => console.error("Locale not saved:", error));
    }
    await activateLocale(other);
    navigate(href);
  }

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      // One word in the other script, set in the local face made for it (packages/ui
      // styles.css): drawing it in the web face would download that script's font (~50 KB for
      // Arabic) on every page of the other language, for this link alone (decision 082).
      style={{ fontFamily: OTHER_SCRIPT_FACE[other] }}
      onClick={handleClick}
      className={`rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 ${
        tone === "light"
          ? "text-white hover:bg-white/10 focus-visible:outline-white"
          : "text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-600"
      }`}
    >
      {other === "en" ? "English" : "العربية"}
    </a>
  );
}
