import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@rawaq/ui/button";
import { Link, useLocation } from "react-router-dom";
import { LocaleSwitch } from "../../components/locale-switch.tsx";

/**
 * Spec §2: an unmatched route reads "Page Not Found" followed by the path, isolated left to
 * right so an Arabic page shows it as typed. Not a dead end: a link home and the language switch.
 */
export function NotFoundPage() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Page Not Found</Trans>{" "}
        {/* Breaks inside the path only when it is longer than a line: never mid-word otherwise. */}
        <bdi dir="ltr" className="wrap-anywhere">
          {pathname}
        </bdi>
      </h1>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Button asChild>
          <Link to={`/${i18n.locale}`}>
            <Trans>Go to the home page</Trans>
          </Link>
        </Button>
        <LocaleSwitch />
      </div>
    </main>
  );
}
