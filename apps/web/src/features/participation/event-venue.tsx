import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import type { FairEvent } from "@rawaq/domain/participation";

/** The maps service's page for a point: a plain link, no script (its "search" URL). */
export function mapsSearchUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query: `${latitude},${longitude}` })}`;
}

export interface EventVenueProps {
  event: Pick<FairEvent, "venue" | "address" | "latitude" | "longitude">;
}

/** Where the fair is held: its venue and address, and once it has a pin, a link to the map. */
export function EventVenue({ event }: EventVenueProps) {
  const { i18n, t } = useLingui();
  const venue = localized(event.venue, i18n.locale);
  const address = localized(event.address, i18n.locale);
  return (
    <p
      data-slot="event-venue"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700"
    >
      <span>
        <Trans>
          Venue: <bdi>{venue}</bdi>
        </Trans>
        {address ? (
          <>
            {" · "}
            <bdi>{address}</bdi>
          </>
        ) : null}
      </span>
      {event.latitude !== null && event.longitude !== null ? (
        <a
          href={mapsSearchUrl(event.latitude, event.longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-800 underline hover:text-brand-900"
        >
          <Trans>Open in maps</Trans>
          <span className="sr-only"> {t`(opens in a new tab)`}</span>
        </a>
      ) : null}
    </p>
  );
}
