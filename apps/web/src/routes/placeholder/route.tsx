import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { useRouteHandle } from "../../router/route-handle.ts";

/**
 * A page whose capability comes in a later release: reachable, guarded and laid out like the real
 * one, and honest about it.
 */
function PlaceholderPage() {
  const { i18n } = useLingui();
  const handle = useRouteHandle();
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 p-6" aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold text-brand-900">
        {handle ? i18n._(handle.title) : null}
      </h1>
      <PlaceholderNotice />
    </section>
  );
}

/** The notice alone, for layouts that already show the page's title (the login layout). */
export function PlaceholderNotice() {
  const { i18n } = useLingui();
  return (
    <>
      <p className="rounded-lg border border-dashed border-brand-300 bg-white p-5 text-slate-700">
        <Trans>
          This section is being prepared and will open in a coming release. Your data is safe; you
          will find everything here as soon as it is available.
        </Trans>
      </p>
      <Link
        to={`/${i18n.locale}/auth/profile`}
        className="self-start text-sm font-medium text-brand-800 underline"
      >
        <Trans>Back to your profile</Trans>
      </Link>
    </>
  );
}

export const Component = PlaceholderPage;
