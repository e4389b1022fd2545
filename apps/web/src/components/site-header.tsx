import { Trans } from "@lingui/react/macro";
import { useLingui } from "@lingui/react";
import { Link } from "react-router-dom";
import { LocaleSwitch } from "./locale-switch.tsx";

export function SiteHeader() {
  const { i18n } = useLingui();
  return (
    <header className="border-b border-brand-100 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
        <Link to={`/${i18n.locale}`} className="flex items-center gap-2 text-brand-900">
          <img src="/favicon.svg" alt="" className="size-8" />
          <span className="text-lg font-bold">
            <Trans>Rawaq</Trans>
          </span>
        </Link>
        <LocaleSwitch />
      </div>
    </header>
  );
}
