import { useLingui } from "@lingui/react";
import { DirectionProvider } from "@rawaq/ui/direction";
import { type Locale, isLocale, localeDirection } from "@rawaq/i18n/locales";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { Navigate, Outlet, useLocation, useParams } from "react-router-dom";
import { activateLocale } from "../i18n/activate-locale.ts";
import { browserLocale } from "../i18n/browser-locale.ts";
import { AppToasts } from "../components/toasts.tsx";
import { NewVersionBanner } from "../shell/new-version-banner.tsx";
import { NotFoundPage } from "../routes/not-found/not-found-page.tsx";
import { isSigningOutAtom } from "../state/session.ts";

/** `/` → the visitor's locale: cookie, else browser language, else Arabic. */
export function LocaleRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={`/${browserLocale()}${search}${hash}`} replace />;
}

/** The `/ar` and `/en` trees: keeps the active catalog and the direction in step with the URL. */
export function LocaleRoot() {
  const { locale } = useParams();
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const setSigningOut = useSetAtom(isSigningOutAtom);

  useEffect(() => {
    if (isLocale(locale) && i18n.locale !== locale) void activateLocale(locale);
  }, [locale, i18n]);

  // A logout pauses every request until the page it leads to shows (the page left behind stays
  // on screen while the next one's code loads, and must not ask again without a token): the
  // first page shown after it ends the pause.
  useEffect(() => setSigningOut(false), [pathname, setSigningOut]);

  if (!isLocale(locale)) return <NotFoundPage />;
  const active = i18n.locale as Locale;
  return (
    <DirectionProvider dir={localeDirection(active)}>
      <Outlet />
      <NewVersionBanner />
      <AppToasts />
    </DirectionProvider>
  );
}
