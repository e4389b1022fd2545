import { Trans, useLingui } from "@lingui/react/macro";
import { type LogisticsProgress, pipelineSteps } from "@rawaq/domain/logistics";
import { StepList } from "@rawaq/ui/step-list";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

const linkClass = "font-medium text-brand-800 underline";

/**
 * The three steps of complete data (DESIGN.md journey 5) with their state from the server; a
 * closed step says why and links to the fix.
 */
export function LogisticsSteps({
  progress,
  actions,
}: {
  progress: LogisticsProgress;
  actions: [ReactNode, ReactNode, ReactNode];
}) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const [data, locations, shippers] = pipelineSteps(progress);
  const previous = <Trans>Opens once the previous step is complete.</Trans>;
  const blocked =
    progress.blocker === "not_approved" ? (
      <Trans>
        Opens once your organization is approved.{" "}
        <Link className={linkClass} to={`/${locale}/my-organization`}>
          See your organization
        </Link>
      </Trans>
    ) : progress.blocker === "books_pending" ? (
      <Trans>
        Opens once none of your books is waiting for review.{" "}
        <Link className={linkClass} to={`/${locale}/books?status=pending`}>
          See the books under review
        </Link>
      </Trans>
    ) : progress.blocker === "no_approved_book" ? (
      <Trans>
        Opens once at least one of your books is approved.{" "}
        <Link className={linkClass} to={`/${locale}/books/new`}>
          Add books
        </Link>
      </Trans>
    ) : null;
  const booksLeft = progress.books_total - progress.books_complete;
  const parcelsUnsent = progress.parcels_total - progress.parcels_sent;
  const withoutShipper = progress.parcels_total - progress.parcels_with_shipper;
  return (
    <StepList
      aria-label={t`Complete data steps`}
      stateLabels={{
        closed: t({ message: "Closed", context: "step state" }),
        open: t({ message: "Open", context: "step state" }),
        complete: t({ message: "Complete", context: "step state" }),
      }}
      steps={[
        {
          id: "data",
          title: t`Complete data`,
          description: t`Quantity, price, barcode and parcels of every approved book.`,
          state: data,
          note:
            data === "closed"
              ? blocked
              : data === "open"
                ? t`${booksLeft} of ${progress.books_total} books still need their data.`
                : undefined,
          action: actions[0],
        },
        {
          id: "locations",
          title: t`Labels and destination`,
          description: t`Print one label per parcel, attach it, then send each parcel to storage or to your booth.`,
          state: locations,
          note:
            locations === "closed"
              ? previous
              : locations === "open"
                ? t`${parcelsUnsent} of ${progress.parcels_total} parcels are not sent yet.`
                : undefined,
          action: actions[1],
        },
        {
          id: "shippers",
          title: t`Shipper`,
          description: t`Assign a shipper to each parcel; you can change it until the parcel ships.`,
          state: shippers,
          note:
            shippers === "closed"
              ? previous
              : shippers === "open"
                ? t`${withoutShipper} of ${progress.parcels_total} parcels have no shipper yet.`
                : undefined,
          action: actions[2],
        },
      ]}
    />
  );
}
