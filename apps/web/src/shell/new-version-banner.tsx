import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { env } from "../env.ts";
import { watchForNewVersion } from "../platform/version-check.ts";

/** Offers a reload once a newer build is published (spec §2). */
export function NewVersionBanner() {
  const [isAvailable, setAvailable] = useState(false);
  useEffect(() => watchForNewVersion(env.buildId, () => setAvailable(true)), []);
  if (!isAvailable) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-lg items-center justify-between gap-4 rounded-lg bg-brand-900 px-4 py-3 text-white shadow-lg"
    >
      <span>
        <Trans>A new version of Rawaq is available.</Trans>
      </span>
      <button
        type="button"
        onClick={() => location.reload()}
        className="rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}
