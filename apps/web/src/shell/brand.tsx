import { Trans } from "@lingui/react/macro";
import { useLingui } from "@lingui/react";
import { Link } from "react-router-dom";

export function Brand({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { i18n } = useLingui();
  return (
    <Link
      to={`/${i18n.locale}`}
      className={`flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 ${
        tone === "light"
          ? "text-white focus-visible:outline-white"
          : "text-brand-900 focus-visible:outline-brand-700"
      }`}
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      <span className="text-lg font-bold">
        <Trans>Rawaq</Trans>
      </span>
    </Link>
  );
}
