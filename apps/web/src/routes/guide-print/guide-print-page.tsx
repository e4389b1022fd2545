import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import { Button } from "@rawaq/ui/button";
import { Card } from "@rawaq/ui/card";
import { EmptyState } from "@rawaq/ui/empty-state";
import { BoothPoster, TableCard } from "@rawaq/ui/guide-poster";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { DataPending } from "../../components/load-state.tsx";
import { useGuideProfile } from "../../features/guide/use-guide.ts";
import { useOrganization } from "../../features/organizations/use-organization.ts";
import { api } from "../../lib/api.ts";

/** An object URL of the house's logo while the page shows it; null without one. */
function useLogoUrl(organizationId: string | undefined, hasLogo: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!organizationId || !hasLogo) return;
    let objectUrl: string | null = null;
    let isCurrent = true;
    // The portal's own copy, not the guide's: the poster is printed before the guide opens.
    api
      .getOrganizationDocument(organizationId, "logo")
      .then((blob) => {
        if (!isCurrent) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((error: unknown) => console.error("Logo could not be loaded:", error));
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [organizationId, hasLogo]);
  return url;
}

/**
 * `/organization/guide/print`: the booth's A4 poster (page 1) and its table card (page 2, cut to
 * A5 and folded), in the page's language, each with the QR code to the house's guide page.
 */
export function GuidePrintPage() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const { data, error, mutate } = useGuideProfile();
  const { data: organization } = useOrganization();
  const guide = data?.guide;
  const logoUrl = useLogoUrl(organization?.organization?.id, guide?.has_logo ?? false);
  const names = guide
    ? locale === "ar"
      ? { own: guide.name, other: guide.commercial_name, otherLang: "en" }
      : { own: guide.commercial_name, other: guide.name, otherLang: "ar" }
    : null;
  const name = names?.own ?? "";
  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      <style>{"@page { size: A4; margin: 0; }"}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 bg-white p-4 shadow print:hidden">
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-bold text-brand-900">
            <Trans>Booth poster and table card</Trans>
          </h1>
          <p className="text-sm text-slate-700">
            <Trans>
              Page 1 is the poster. Page 2 is the table card: cut it to A5 and fold it in the
              middle.
            </Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary">
            <Link to={`/${locale}/organization/guide`}>
              <Trans>Guide page</Trans>
            </Link>
          </Button>
          <Button onClick={() => window.print()} disabled={!guide?.booth}>
            <Trans>Print</Trans>
          </Button>
        </div>
      </div>
      {!guide || !names ? (
        <div className="flex justify-center py-6">
          <DataPending
            error={error}
            onRetry={() => void mutate()}
            className="h-[297mm] w-[210mm] max-w-full"
          />
        </div>
      ) : guide.booth ? (
        // Sheets wider than a phone scroll inside their frame, from their start edge: centring
        // a wider box would cut its start off out of reach.
        <div data-ready="true" className="overflow-x-auto print:overflow-visible">
          <div className="mx-auto flex w-max flex-col items-center gap-6 p-6 print:block print:p-0">
            <div className="print:break-after-page">
              <BoothPoster
                exhibitorName={name}
                otherName={names.other}
                otherNameLang={names.otherLang}
                eventName={localized(guide.booth.event, locale)}
                hallName={localized(guide.booth.hall, locale)}
                boothCode={guide.booth.code}
                logoUrl={logoUrl}
                guideUrl={localized(guide.url, locale)}
                texts={{
                  location: t`Hall and booth`,
                  booth: t({ message: "Booth", context: "poster" }),
                  scanHint: t`Scan for our titles and prices`,
                  logoAlt: t`Logo of ${name}`,
                }}
              />
            </div>
            {/* An A4 sheet in print, the card at its top: cut along the card's edges. */}
            <div className="print:flex print:h-[297mm] print:w-[210mm] print:justify-center print:pt-[10mm]">
              <TableCard
                exhibitorName={name}
                otherName={names.other}
                otherNameLang={names.otherLang}
                boothCode={guide.booth.code}
                guideUrl={localized(guide.url, locale)}
                texts={{
                  booth: t({ message: "Booth", context: "poster" }),
                  scanHint: t`Scan for our titles and prices`,
                }}
                className="print:border print:border-dashed print:border-slate-300"
              />
            </div>
          </div>
        </div>
      ) : (
        <div className="mx-auto max-w-3xl p-6">
          <Card>
            <EmptyState
              title={t`No booth to print yet`}
              description={t`The poster shows your hall and booth: it can be printed once your booth is confirmed.`}
              action={
                <Button asChild variant="secondary">
                  <Link to={`/${locale}/reservation`}>
                    <Trans>Booth reservation</Trans>
                  </Link>
                </Button>
              }
            />
          </Card>
        </div>
      )}
    </div>
  );
}
