import { Trans, useLingui } from "@lingui/react/macro";
import { parseCoordinate } from "@rawaq/domain/event-form";
import { Alert } from "@rawaq/ui/alert";
import type { FormFieldProps } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { env } from "../../env.ts";
import type { LatLngLiteral, PinChange, VenueMap } from "./venue-map.ts";

/** `plain`: no key, fields only; `loading`, `map`; `failed`: the service did not load. */
type PickerState = "plain" | "loading" | "map" | "failed";

/** A pin in degrees, as the form's fields hold them; a chosen place brings its address. */
export type VenuePin = { latitude: string; longitude: string; address?: string };

export interface VenuePickerProps {
  /** An address field's id: with the map, a places search is attached to that input. */
  addressId: string;
  /** That field's label, for the hint that names it. */
  addressLabel: string;
  /** The form's props for the coordinate fields (degrees as typed). */
  latitude: FormFieldProps<string>;
  longitude: FormFieldProps<string>;
  /** The map moved the pin: a click, a drag, or a place chosen in the Address field. */
  onPinChange: (pin: VenuePin) => void;
}

/** Degrees to the micro-degree (about 10 cm), as the fields show them. */
function formatDegrees(degrees: number): string {
  return String(Math.round(degrees * 1e6) / 1e6);
}

/** The fields' pin when both hold degrees within range; the map shows no other. */
function pinOf(latitude: string, longitude: string): LatLngLiteral | null {
  const lat = parseCoordinate(latitude);
  const lng = parseCoordinate(longitude);
  if (lat === null || lng === null || !(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) return null;
  return { lat, lng };
}

/**
 * The venue's pin: the Latitude and Longitude fields, and with a maps key (VITE_MAPS_API_KEY) a
 * map above them, loaded on first use, where a click, a drag or a place chosen in the Address
 * field moves the pin. The fields stay with the map: they are the way to set the pin without a
 * pointer, and all there is when the key is missing or the service does not load.
 */
export function VenuePicker({
  addressId,
  addressLabel,
  latitude,
  longitude,
  onPinChange,
}: VenuePickerProps) {
  const { i18n, t } = useLingui();
  const apiKey = env.mapsApiKey;
  const [state, setState] = useState<PickerState>(apiKey ? "loading" : "plain");
  const mapElement = useRef<HTMLDivElement>(null);
  const venueMap = useRef<VenueMap | null>(null);
  // The pin the map last reported, as text: the fields then hold it and the map need not follow.
  const reported = useRef<string | null>(null);
  // The pin, locale and texts as they are when the map is built: their changes do not rebuild it.
  const mapStart = useEffectEvent(() => ({
    pin: pinOf(latitude.value, longitude.value),
    language: i18n.locale,
    pinTitle: t({ message: "Venue", context: "map pin" }),
  }));
  const handlePinChange = useEffectEvent(({ position, address }: PinChange) => {
    const pin = { latitude: formatDegrees(position.lat), longitude: formatDegrees(position.lng) };
    reported.current = `${pin.latitude},${pin.longitude}`;
    onPinChange(address === undefined ? pin : { ...pin, address });
  });

  useEffect(() => {
    if (!apiKey) return;
    let isCurrent = true;
    let created: VenueMap | null = null;
    // NOTE: the map's language is the one the script was first loaded with (one load per page),
    // so a change of locale does not rebuild the map.
    import("./venue-map.ts")
      .then(async ({ createVenueMap, loadMapsApi }) => {
        const google = await loadMapsApi(apiKey, mapStart().language);
        const element = mapElement.current;
        const addressInput = document.getElementById(addressId);
        if (!isCurrent) return;
        if (!element || !(addressInput instanceof HTMLInputElement)) {
          throw new Error("The venue map has no element or Address field to attach to.");
        }
        // Read after the load: the admin may have typed degrees meanwhile.
        const { pin, pinTitle } = mapStart();
        created = createVenueMap(google, {
          element,
          addressInput,
          pin,
          pinTitle,
          onPinChange: (change) => handlePinChange(change),
        });
        venueMap.current = created;
        setState("map");
      })
      .catch(() => {
        if (isCurrent) setState("failed");
      });
    return () => {
      isCurrent = false;
      created?.destroy();
      venueMap.current = null;
    };
  }, [apiKey, addressId]);

  // Degrees typed in the fields move the pin as soon as both are valid.
  useEffect(() => {
    const pin = pinOf(latitude.value, longitude.value);
    if (!pin || reported.current === `${latitude.value},${longitude.value}`) return;
    venueMap.current?.showPin(pin);
  }, [latitude.value, longitude.value]);

  const hasMap = state === "loading" || state === "map";
  return (
    <fieldset data-slot="venue-picker" data-state={state} className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-gray-900">
        <Trans>Location on the map</Trans>
      </legend>
      {hasMap ? (
        <>
          <div className="relative h-72 w-full overflow-hidden rounded-md border border-slate-300 bg-slate-100 sm:h-96">
            <div
              ref={mapElement}
              role="region"
              aria-label={t`Map of the venue`}
              aria-busy={state === "loading"}
              data-slot="venue-map"
              className="size-full"
            />
            {state === "loading" ? (
              <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-600">
                {t`Loading…`}
              </p>
            ) : null}
          </div>
          <p className="text-sm text-slate-600">
            <Trans>
              Search for the place in the {addressLabel} field, click the map or drag the pin; or
              type the coordinates.
            </Trans>
          </p>
        </>
      ) : null}
      {state === "failed" ? (
        <Alert variant="warning">
          <Trans>The map could not be loaded. You can type the coordinates instead.</Trans>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t({ message: "Latitude", context: "coordinate" })}
          hint={t`Degrees, for example 24.7136`}
          dir="ltr"
          normalizeDigits
          {...latitude}
        />
        <TextField
          label={t({ message: "Longitude", context: "coordinate" })}
          hint={t`Degrees, for example 46.6753`}
          dir="ltr"
          normalizeDigits
          {...longitude}
        />
      </div>
    </fieldset>
  );
}
