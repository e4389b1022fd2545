import { Trans, useLingui } from "@lingui/react/macro";
import type { MyReservation } from "@rawaq/domain/participation";
import { formatTimeWithZone } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import type { ReactNode } from "react";
import { ReviewStatusBadge } from "../../components/review-status.tsx";
import { useFormatArea } from "../../lib/area.ts";
import { formatCount } from "../../lib/format-count.ts";
import { formatSar } from "@rawaq/domain/money";

export interface MyReservationsCardProps {
  data: MyReservation;
  onCancel: (reservationId: string) => void;
  busyId: string | null;
  /** What else can be done with a live reservation (confirm a hold with its invoice). */
  actions?: (reservation: MyReservation["reservations"][number]) => ReactNode;
  /**
   * Whether a hold waits for its invoice: issuing the invoice keeps the booth held until the
   * invoice is due (decision 046), not the 30 minutes of a fresh hold, and the card says so.
   */
  isInvoiced?: (reservationId: string) => boolean;
}

/** The area approved and held, and the organization's live reservations with their end. */
export function MyReservationsCard({
  data,
  onCancel,
  busyId,
  actions,
  isInvoiced,
}: MyReservationsCardProps) {
  const { i18n } = useLingui();
  const formatArea = useFormatArea();
  const locale = i18n.locale as Locale;
  const live = data.reservations.filter(
    (item) => item.status === "held" || item.status === "confirmed",
  );
  const approved = formatCount(data.approved_area, locale);
  const held = formatCount(data.held_area, locale);
  return (
    <section
      aria-labelledby="my-reservations"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="my-reservations" className="text-lg font-semibold text-brand-900">
        <Trans>Your reservations</Trans>
      </h2>
      <p data-slot="area" className="text-sm text-slate-700">
        <Trans>
          Approved area: {approved} m² · Held or confirmed: {held} m²
        </Trans>
      </p>
      {live.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No booth yet. Choose one on the plan below.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {live.map((item) => (
            <li
              key={item.id}
              data-booth={item.booth_code}
              className="flex flex-wrap items-center gap-3 rounded-md bg-slate-50 px-3 py-2"
            >
              <span dir="ltr" className="font-medium">
                {item.booth_code}
              </span>
              <ReviewStatusBadge status={item.status} of="reservation" size="sm" />
              <AreaAndPrice
                area={formatArea(item.area_square_metres)}
                price={formatSar(item.total_halalas, locale)}
              />
              {item.status === "held" && item.expires_at ? (
                <HeldUntil
                  time={formatTimeWithZone(item.expires_at, locale) ?? ""}
                  isInvoiced={isInvoiced?.(item.id) ?? false}
                />
              ) : null}
              <div className="ms-auto flex flex-wrap gap-2">
                {actions?.(item)}
                {item.status === "held" ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    isLoading={busyId === item.id}
                    onClick={() => onCancel(item.id)}
                  >
                    <Trans>Cancel the hold</Trans>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A booth's area and price, one message so each language orders them ("9 m² · SAR 4,500.00"). */
export function AreaAndPrice({ area, price }: { area: string; price: string }) {
  return (
    <span
      data-slot="area-and-price"
      className="text-sm whitespace-nowrap text-slate-700 tabular-nums"
    >
      <Trans>
        {area} · {price}
      </Trans>
    </span>
  );
}

/**
 * When a hold ends, on the fair's clock and named as such (formatTimeWithZone), and why when it
 * is not a fresh hold's 30 minutes: an issued invoice holds the booth until it is due.
 */
function HeldUntil({ time, isInvoiced }: { time: string; isInvoiced: boolean }) {
  return (
    <span data-slot="held-until" className="text-sm text-amber-800">
      {isInvoiced ? (
        <Trans>Held until its invoice is due: {time}</Trans>
      ) : (
        <Trans>Held until {time}</Trans>
      )}
    </span>
  );
}
