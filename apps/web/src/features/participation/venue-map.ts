import { loadMaps } from "../../lib/maps.ts";

// The maps service's part of the venue picker, in a chunk of its own: only the event form loads
// it, and only when a key is configured (see venue-picker.tsx).

export type LatLngLiteral = { lat: number; lng: number };

interface LatLng {
  lat(): number;
  lng(): number;
}

interface MapsEventListener {
  remove(): void;
}

interface MapMouseEvent {
  latLng: LatLng | null;
}

interface MapsMap {
  addListener(name: "click", handler: (event: MapMouseEvent) => void): MapsEventListener;
  panTo(position: LatLngLiteral): void;
  setZoom(zoom: number): void;
}

interface MapsMarker {
  addListener(name: "dragend", handler: (event: MapMouseEvent) => void): MapsEventListener;
  setPosition(position: LatLngLiteral): void;
  setMap(map: MapsMap | null): void;
}

interface PlaceResult {
  formatted_address?: string;
  name?: string;
  geometry?: { location?: LatLng };
}

interface Autocomplete {
  addListener(name: "place_changed", handler: () => void): MapsEventListener;
  getPlace(): PlaceResult;
}

/**
 * What this module calls of `google.maps` (the maps JavaScript API with the places library): the
 * whole contract a stand-in must honour.
 */
export interface MapsApi {
  maps: {
    Map: new (
      element: HTMLElement,
      options: {
        center: LatLngLiteral;
        zoom: number;
        clickableIcons: boolean;
        streetViewControl: boolean;
        mapTypeControl: boolean;
      },
    ) => MapsMap;
    Marker: new (options: {
      map: MapsMap;
      draggable: boolean;
      title: string;
      position?: LatLngLiteral;
    }) => MapsMarker;
    places: {
      Autocomplete: new (input: HTMLInputElement, options: { fields: string[] }) => Autocomplete;
    };
  };
}

/** A pin the admin set: by a click, a drag, or a chosen place (which brings its address). */
export type PinChange = { position: LatLngLiteral; address?: string };

export interface VenueMap {
  /** Puts the pin there and brings it into view (coordinates typed in the fields). */
  showPin(position: LatLngLiteral): void;
  destroy(): void;
}

// The fair's city when the event has no pin yet: the admin starts near where venues are.
const RIYADH: LatLngLiteral = { lat: 24.7136, lng: 46.6753 };
const CITY_ZOOM = 11;
const STREET_ZOOM = 16;

/** The maps service with the places library; rejects when it cannot be loaded. */
export async function loadMapsApi(apiKey: string, language: string): Promise<MapsApi> {
  return (await loadMaps(apiKey, language)) as MapsApi;
}

/**
 * Shows a map with a draggable pin in `element`; a places search on `addressInput` moves the pin
 * to the chosen place. Every change of the pin is reported through `onPinChange`.
 */
export function createVenueMap(
  { maps }: MapsApi,
  options: {
    element: HTMLElement;
    addressInput: HTMLInputElement;
    pin: LatLngLiteral | null;
    pinTitle: string;
    onPinChange: (change: PinChange) => void;
  },
): VenueMap {
  const map = new maps.Map(options.element, {
    center: options.pin ?? RIYADH,
    zoom: options.pin ? STREET_ZOOM : CITY_ZOOM,
    // A click on a shop's icon would open its card instead of moving the pin.
    clickableIcons: false,
    streetViewControl: false,
    mapTypeControl: false,
  });
  const marker = new maps.Marker({
    map,
    draggable: true,
    title: options.pinTitle,
    ...(options.pin ? { position: options.pin } : {}),
  });
  const autocomplete = new maps.places.Autocomplete(options.addressInput, {
    // NOTE: the places service bills by the fields asked for; these are all the form uses.
    fields: ["formatted_address", "geometry", "name"],
  });
  const degrees = (point: LatLng): LatLngLiteral => ({ lat: point.lat(), lng: point.lng() });

  const listeners = [
    map.addListener("click", (event) => {
      if (!event.latLng) return;
      const position = degrees(event.latLng);
      marker.setPosition(position);
      options.onPinChange({ position });
    }),
    marker.addListener("dragend", (event) => {
      if (event.latLng) options.onPinChange({ position: degrees(event.latLng) });
    }),
    autocomplete.addListener("place_changed", () => {
      const place = autocomplete.getPlace();
      // Enter on text that matches no suggestion gives a place with only a name: no pin.
      const location = place.geometry?.location;
      if (!location) return;
      const position = degrees(location);
      marker.setPosition(position);
      map.panTo(position);
      map.setZoom(STREET_ZOOM);
      options.onPinChange({ position, address: place.formatted_address ?? place.name });
    }),
  ];
  // Enter picks a suggestion in the places list; it must not also submit the form.
  const keepEnterForSuggestions = (event: KeyboardEvent) => {
    if (event.key === "Enter") event.preventDefault();
  };
  options.addressInput.addEventListener("keydown", keepEnterForSuggestions);

  return {
    showPin(position) {
      marker.setPosition(position);
      map.panTo(position);
    },
    destroy() {
      for (const listener of listeners) listener.remove();
      marker.setMap(null);
      options.addressInput.removeEventListener("keydown", keepEnterForSuggestions);
    },
  };
}
