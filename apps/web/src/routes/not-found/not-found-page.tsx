import { Trans } from "@lingui/react/macro";
import { useLocation } from "react-router-dom";

/** Spec §2: an unmatched route reads "Page Not Found" followed by the path. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-3 px-4 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Page Not Found</Trans> <bdi dir="ltr">{pathname}</bdi>
      </h1>
    </main>
  );
}
