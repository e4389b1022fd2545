import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router-dom";
import { DataPending } from "../../components/load-state.tsx";
import { LocaleSwitch } from "../../components/locale-switch.tsx";
import { PrivacyNotice } from "../../features/privacy/privacy-notice.tsx";
import { usePrivacyTerms } from "../../features/privacy/use-privacy-terms.ts";
import { Brand } from "../../shell/brand.tsx";
import type { PrivacyLoaderData } from "./loader.ts";

/**
 * /privacy (public, no layout): the privacy notice, linked from signup, the footers and the
 * profile. A page to read, not a form: wide enough for its records, in both directions.
 */
export function PrivacyPage() {
  const fromServer = useLoaderData() as PrivacyLoaderData | null;
  const { data: terms, error, mutate } = usePrivacyTerms(fromServer?.terms);
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <Brand />
        <LocaleSwitch />
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 outline-none sm:px-6"
      >
        <h1 className="text-3xl font-bold text-brand-900">
          <Trans>Privacy notice</Trans>
        </h1>
        {terms ? (
          <PrivacyNotice terms={terms} />
        ) : (
          <DataPending error={error} onRetry={() => void mutate()} className="h-96" />
        )}
      </main>
    </div>
  );
}
