import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { FairEvent } from "@rawaq/domain/participation";
import type { Locale } from "@rawaq/i18n/locales";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import "../../index.css";
import type * as EnvModule from "../../env.ts";
import { EventForm } from "./event-form.tsx";
import type { LatLngLiteral, MapsApi } from "./venue-map.ts";

// The maps key is a public build setting; each test chooses whether one is configured.
const settings = vi.hoisted(() => ({ mapsApiKey: undefined as string | undefined }));
vi.mock("../../env.ts", async (importOriginal) => {
  const { env } = await importOriginal<typeof EnvModule>();
  return {
    env: {
      ...env,
      get mapsApiKey() {
        return settings.mapsApiKey;
      },
    },
  };
});

const EVENT: FairEvent = {
  id: "5b0c2a4e-0000-4000-8000-000000000001",
  name: { ar: "معرض الرياض الدولي للكتاب", en: "Riyadh International Book Fair" },
  venue: { ar: "واجهة الرياض", en: "Riyadh Front" },
  address: { ar: "", en: "" },
  latitude: null,
  longitude: null,
  registration_opens_on: "2026-09-01",
  registration_closes_on: "2026-10-15",
  shipping_starts_on: "2026-10-20",
  opens_on: "2026-11-01",
  ends_on: "2026-11-10",
  is_registration_open: false,
};

/** Answers the form's PUT as the API would, and keeps the JSON bodies the form sent. */
function fakeApi() {
  const sent: Array<Record<string, unknown>> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const body = (await new Request(input, init).json()) as Record<string, unknown>;
    sent.push(body);
    return Response.json({ data: { event: { ...EVENT, ...body } }, message: "Saved." });
  });
  return sent;
}

async function renderForm(locale: Locale, event: FairEvent = EVENT) {
  await activateLocale(locale);
  const onSaved = vi.fn();
  const screen = await render(
    <I18nProvider i18n={i18n}>
      <div dir={locale === "ar" ? "rtl" : "ltr"}>
        <EventForm event={event} onSaved={onSaved} />
      </div>
    </I18nProvider>,
  );
  return { screen, onSaved };
}

const picker = () => document.querySelector<HTMLElement>('[data-slot="venue-picker"]')!;

afterEach(() => {
  settings.mapsApiKey = undefined;
  vi.restoreAllMocks();
});

describe("the venue's pin without a maps key", () => {
  test.each([
    ["en", "Latitude", "Longitude", "Save the event"],
    ["ar", "خط العرض", "خط الطول", "حفظ الفعالية"],
  ] as const)(
    "is two fields whose degrees the form sends (%s)",
    async (locale, latitude, longitude, save) => {
      const sent = fakeApi();
      const { screen, onSaved } = await renderForm(locale);

      expect(picker().dataset.state).toBe("plain");
      expect(screen.container.querySelector('[data-slot="venue-map"]')).toBeNull();
      await userEvent.fill(screen.getByRole("textbox", { name: latitude }), "24.8126");
      // Arabic-Indic digits and the Arabic decimal separator read as the same degrees.
      await userEvent.fill(screen.getByRole("textbox", { name: longitude }), "٤٦٫٦٤٠١");
      await userEvent.click(screen.getByRole("button", { name: save }));

      await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ latitude: 24.8126, longitude: 46.6401 });
    },
  );

  test.each([
    ["en", "Latitude", "The field latitude is invalid.", "Save the event"],
    ["ar", "خط العرض", "حقل خط العرض غير صالح.", "حفظ الفعالية"],
  ] as const)(
    "says at the field that a latitude beyond 90° is wrong, and sends nothing (%s)",
    async (locale, label, message, save) => {
      const sent = fakeApi();
      const { screen } = await renderForm(locale);

      const field = screen.getByRole("textbox", { name: label });
      await userEvent.fill(field, "95");
      await userEvent.click(screen.getByRole("button", { name: save }));

      await expect.element(field).toHaveAccessibleDescription(expect.stringContaining(message));
      await expect.element(field).toHaveAttribute("aria-invalid", "true");
      expect(sent).toEqual([]);
    },
  );

  test("shows the event's pin and sends none once both fields are cleared", async () => {
    const sent = fakeApi();
    const { screen, onSaved } = await renderForm("en", {
      ...EVENT,
      latitude: 24.8126,
      longitude: 46.6401,
    });

    await expect.element(screen.getByRole("textbox", { name: "Latitude" })).toHaveValue("24.8126");
    await expect.element(screen.getByRole("textbox", { name: "Longitude" })).toHaveValue("46.6401");
    await userEvent.clear(screen.getByRole("textbox", { name: "Latitude" }));
    await userEvent.clear(screen.getByRole("textbox", { name: "Longitude" }));
    await userEvent.click(screen.getByRole("button", { name: "Save the event" }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(sent[0]).toMatchObject({ latitude: null, longitude: null });
  });
});

/**
 * A stand-in for `google.maps` with the places library.
 * NOTE: the real service needs the network and a key; this implements only the calls venue-map.ts
 * makes (its MapsApi type) and lets the test act as the admin: click the map, drag the pin,
 * choose a place among the Address field's suggestions.
 */
function fakeGoogle() {
  type Handler = (event: unknown) => void;
  const handlers = new Map<string, Handler>();
  const listen =
    (owner: string) =>
    <Payload,>(name: string, handler: (event: Payload) => void) => {
      handlers.set(`${owner}:${name}`, handler as Handler);
      return { remove: () => handlers.delete(`${owner}:${name}`) };
    };
  const latLng = ({ lat, lng }: LatLngLiteral) => ({ lat: () => lat, lng: () => lng });
  const seen = {
    mapElement: null as HTMLElement | null,
    center: null as LatLngLiteral | null,
    pin: null as LatLngLiteral | null,
    searchInput: null as HTMLInputElement | null,
    place: {} as { formatted_address?: string; geometry?: { location: ReturnType<typeof latLng> } },
  };
  const api: MapsApi = {
    maps: {
      Map: class {
        constructor(element: HTMLElement, options: { center: LatLngLiteral }) {
          seen.mapElement = element;
          seen.center = options.center;
        }
        addListener = listen("map");
        panTo(position: LatLngLiteral) {
          seen.center = position;
        }
        setZoom() {}
      },
      Marker: class {
        constructor(options: { position?: LatLngLiteral }) {
          seen.pin = options.position ?? null;
        }
        addListener = listen("marker");
        setPosition(position: LatLngLiteral) {
          seen.pin = position;
        }
        setMap() {}
      },
      places: {
        Autocomplete: class {
          constructor(input: HTMLInputElement) {
            seen.searchInput = input;
          }
          addListener = listen("autocomplete");
          getPlace() {
            return seen.place;
          }
        },
      },
    },
  };
  const fire = (key: string, event?: unknown) => {
    const handler = handlers.get(key);
    if (!handler) throw new Error(`Nothing listens to ${key}.`);
    handler(event);
  };
  return {
    api,
    seen,
    clickMap: (position: LatLngLiteral) => fire("map:click", { latLng: latLng(position) }),
    dragPin: (position: LatLngLiteral) => {
      seen.pin = position;
      fire("marker:dragend", { latLng: latLng(position) });
    },
    choosePlace: (address: string, position: LatLngLiteral) => {
      seen.place = { formatted_address: address, geometry: { location: latLng(position) } };
      fire("autocomplete:place_changed");
    },
  };
}

/** Keeps the maps script the loader adds out of the page (no network) and hands it to the test. */
function holdMapsScript() {
  const append = document.head.append.bind(document.head);
  let held: HTMLScriptElement | undefined;
  vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (
        node instanceof HTMLScriptElement &&
        node.src.startsWith("https://maps.googleapis.com/")
      ) {
        held = node;
      } else {
        append(node);
      }
    }
  });
  return async () => {
    await vi.waitFor(() => expect(held).toBeDefined());
    return held!;
  };
}

// The loader keeps the service once it has loaded (one load per page, as in the app): the failed
// load comes first, before any test loads it.
describe("the venue's pin with a maps key", () => {
  // One stand-in for the whole page, as the loader keeps the service it got.
  const google = fakeGoogle();
  beforeEach(() => {
    settings.mapsApiKey = "test-key";
  });

  test("falls back to the fields, with a notice, when the service does not load", async () => {
    const mapsScript = holdMapsScript();
    const sent = fakeApi();
    const { screen, onSaved } = await renderForm("en");

    await expect.element(screen.getByRole("region", { name: "Map of the venue" })).toBeVisible();
    (await mapsScript()).dispatchEvent(new Event("error"));

    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("The map could not be loaded. You can type the coordinates instead.");
    expect(picker().dataset.state).toBe("failed");
    expect(screen.container.querySelector('[data-slot="venue-map"]')).toBeNull();
    await userEvent.fill(screen.getByRole("textbox", { name: "Latitude" }), "24.8126");
    await userEvent.fill(screen.getByRole("textbox", { name: "Longitude" }), "46.6401");
    await userEvent.click(screen.getByRole("button", { name: "Save the event" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(sent[0]).toMatchObject({ latitude: 24.8126, longitude: 46.6401 });
  });

  test("loads the service with the places library and a callback, then sets the pin from a place, a drag and a click", async () => {
    const mapsScript = holdMapsScript();
    const sent = fakeApi();
    const { screen, onSaved } = await renderForm("ar");

    const url = new URL((await mapsScript()).src);
    expect(url.searchParams.get("libraries")).toBe("places");
    expect(url.searchParams.get("language")).toBe("ar");
    const callback = url.searchParams.get("callback")!;
    (window as { google?: unknown }).google = google.api;
    (window as unknown as Record<string, () => void>)[callback]!();

    await vi.waitFor(() => expect(picker().dataset.state).toBe("map"));
    const map = screen.getByRole("region", { name: "خريطة مكان الفعالية" });
    expect(google.seen.mapElement).toBe(map.element());
    // The search answers in the page's language: it fills the Arabic address.
    const address = screen.getByRole("textbox", { name: "العنوان بالعربية" });
    expect(google.seen.searchInput).toBe(address.element());
    const latitude = screen.getByRole("textbox", { name: "خط العرض" });
    const longitude = screen.getByRole("textbox", { name: "خط الطول" });

    google.choosePlace("طريق الملك فهد، الرياض", { lat: 24.8126304, lng: 46.6401178 });
    await expect.element(address).toHaveValue("طريق الملك فهد، الرياض");
    await expect.element(latitude).toHaveValue("24.81263");
    await expect.element(longitude).toHaveValue("46.640118");
    expect(google.seen.pin).toEqual({ lat: 24.8126304, lng: 46.6401178 });

    google.dragPin({ lat: 24.81, lng: 46.64 });
    await expect.element(latitude).toHaveValue("24.81");
    await expect.element(longitude).toHaveValue("46.64");

    google.clickMap({ lat: 24.7, lng: 46.7 });
    await expect.element(latitude).toHaveValue("24.7");
    await expect.element(longitude).toHaveValue("46.7");
    expect(google.seen.pin).toEqual({ lat: 24.7, lng: 46.7 });

    await userEvent.fill(
      screen.getByRole("textbox", { name: "العنوان بالإنجليزية" }),
      "King Fahd Road, Riyadh",
    );
    await userEvent.click(screen.getByRole("button", { name: "حفظ الفعالية" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(sent[0]).toMatchObject({
      address_ar: "طريق الملك فهد، الرياض",
      address_en: "King Fahd Road, Riyadh",
      latitude: 24.7,
      longitude: 46.7,
    });
  });

  test("starts at the event's pin, follows typed degrees, and Enter in the Address field picks a suggestion rather than saving", async () => {
    // The service loaded in the test before: the loader answers at once, without a new script.
    holdMapsScript();
    const { screen } = await renderForm("en", { ...EVENT, latitude: 24.8126, longitude: 46.6401 });
    const submitted = vi.fn((event: Event) => event.preventDefault());
    screen.container.querySelector("form")!.addEventListener("submit", submitted);

    await vi.waitFor(() => expect(picker().dataset.state).toBe("map"));
    expect(google.seen.pin).toEqual({ lat: 24.8126, lng: 46.6401 });
    expect(google.seen.center).toEqual({ lat: 24.8126, lng: 46.6401 });

    await userEvent.fill(screen.getByRole("textbox", { name: "Latitude" }), "21.4858");
    await userEvent.fill(screen.getByRole("textbox", { name: "Longitude" }), "39.1925");
    await vi.waitFor(() => expect(google.seen.pin).toEqual({ lat: 21.4858, lng: 39.1925 }));
    expect(google.seen.center).toEqual({ lat: 21.4858, lng: 39.1925 });

    await userEvent.type(
      screen.getByRole("textbox", { name: "Address in English" }),
      "Jeddah{Enter}",
    );
    expect(submitted).not.toHaveBeenCalled();
  });

  test.each([
    [390, false],
    [1280, true],
  ] as const)(
    "fits a %i px wide screen; the fields side by side: %s (ar)",
    async (width, isWide) => {
      holdMapsScript();
      await page.viewport(width, 900);
      const { screen } = await renderForm("ar");

      const box = (element: Element) => element.getBoundingClientRect();
      const map = box(screen.getByRole("region", { name: "خريطة مكان الفعالية" }).element());
      const latitude = box(screen.getByRole("textbox", { name: "خط العرض" }).element());
      const longitude = box(screen.getByRole("textbox", { name: "خط الطول" }).element());
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
      expect(map.left).toBeGreaterThanOrEqual(0);
      expect(map.right).toBeLessThanOrEqual(width);
      expect(map.height).toBeGreaterThanOrEqual(280);
      if (!isWide) {
        expect(longitude.top).toBeGreaterThanOrEqual(latitude.bottom);
      } else {
        expect(longitude.top).toBe(latitude.top);
        // Right to left: the first field is on the right.
        expect(latitude.left).toBeGreaterThan(longitude.right);
      }
    },
  );
});
