import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Dashboard as DashboardData } from "@rawaq/domain/dashboard";
import type { FairEvent } from "@rawaq/domain/participation";
import type { Locale } from "@rawaq/i18n/locales";
import { afterEach, expect, test, vi } from "vitest";
import { render } from "vitest-browser-react";
import { MemoryRouter } from "react-router-dom";
import { SWRConfig } from "swr";
import "../../index.css";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { api } from "../../lib/api.ts";
import { Dashboard } from "./dashboard.tsx";

const EVENT: FairEvent = {
  id: "0b8c6a52-8f1e-4c55-9d6a-2a1f3c4d5e6f",
  name: { ar: "معرض الرياض الدولي للكتاب", en: "Riyadh International Book Fair" },
  venue: { ar: "واجهة الرياض", en: "Riyadh Front" },
  address: { ar: "طريق المطار", en: "Airport Road" },
  latitude: null,
  longitude: null,
  registration_opens_on: "2026-09-01",
  registration_closes_on: "2026-10-15",
  shipping_starts_on: "2026-10-20",
  opens_on: "2027-01-01",
  ends_on: "2027-01-10",
  is_registration_open: false,
};

const days = <K extends string>(values: Record<K, number>) =>
  ["2026-12-05", "2026-12-06", "2026-12-07"].map((date, index) => ({
    date,
    values: Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, index === 2 ? (value as number) : 0]),
    ) as Record<K, number>,
  }));

const DATA: DashboardData = {
  event: { id: EVENT.id, name: EVENT.name, starts_on: "2027-01-01", ends_on: "2027-01-10" },
  counted_at: "2026-12-07T18:30:00.000Z",
  trend: { from: "2026-12-05", to: "2026-12-07" },
  booths: {
    zones: [
      {
        id: "z1",
        code: "A",
        name: { ar: "القاعة الرئيسية", en: "Main hall" },
        confirmed: 12,
        held: 3,
        free: 1234,
      },
    ],
    area_sold: 108,
    area_total: 11_250,
  },
  money: {
    totals: { invoiced: 1_035_000, cleared: 517_500, paid: 517_500, due: 517_500, credited: 0 },
    by_day: days({ invoiced: 1_035_000, paid: 517_500 }),
  },
  parcels: {
    by_status: { prepared: 6, in_transit: 1, delivered: 4 },
    overdue: 7,
    by_day: days({ sent: 5, delivered: 4 }),
  },
  books: { pending: 9, by_day: days({ approved: 22, rejected: 2 }) },
  requests: {
    by_status: { draft: 1, submitted: 2, changes_requested: 0, approved: 5, rejected: 1 },
  },
  exhibitors: {
    total: 5,
    by_country: [
      { country: "SA", name: { ar: "السعودية", en: "Saudi Arabia" }, houses: 4 },
      { country: "EG", name: { ar: "مصر", en: "Egypt" }, houses: 1 },
    ],
  },
  breaches: {
    houses: 2,
    by_rule: [
      { rule: "copies_per_title", houses: 2, breaches: 5 },
      { rule: "parcels_per_area", houses: 0, breaches: 0 },
      { rule: "publication_age", houses: 1, breaches: 1 },
      { rule: "refused_titles", houses: 0, breaches: 0 },
      { rule: "fair_languages", houses: 0, breaches: 0 },
    ],
  },
  missed_searches: {
    terms: 2,
    searches: 9,
    top: [
      { term: "=HYPERLINK(1)", searches: 6 },
      { term: "نجيب محفوظ", searches: 3 },
    ],
  },
};

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderDashboard(locale: Locale) {
  await activateLocale(locale);
  vi.spyOn(api.dashboard, "get").mockResolvedValue({ data: DATA });
  return render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[`/${locale}/admin`]}>
          <div dir={locale === "ar" ? "rtl" : "ltr"} style={{ width: 1100 }}>
            <Dashboard events={[EVENT]} />
          </div>
        </MemoryRouter>
      </SWRConfig>
    </I18nProvider>,
  );
}

const tile = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-tile="${id}"]`)!;

test("each tile shows its figures and opens its list, filtered", async () => {
  const screen = await renderDashboard("en");
  await expect.element(screen.getByRole("heading", { name: "Booths by zone" })).toBeVisible();
  // Without an event in the address, the server's current event, asked at once.
  expect(api.dashboard.get).toHaveBeenCalledWith(undefined);
  await expect.element(screen.getByRole("combobox", { name: "Event" })).toHaveValue(EVENT.id);

  const booths = tile(screen.container, "booths");
  expect(booths.textContent).toContain("108 of 11,250 m²");
  expect(booths.querySelector("a")?.getAttribute("href")).toBe(
    `/en/admin/reservations?event_id=${EVENT.id}`,
  );

  const parcels = tile(screen.container, "parcels");
  const prepared = parcels.querySelector<HTMLElement>('[data-figure="prepared"]')!;
  expect(prepared.textContent).toBe("Prepared6");
  expect(prepared.querySelector("a")?.getAttribute("href")).toBe(
    `/en/admin/parcels?status=prepared&event_id=${EVENT.id}`,
  );
  expect(
    tile(screen.container, "books")
      .querySelector('[data-figure="pending"] a')
      ?.getAttribute("href"),
  ).toBe(`/en/admin/books?status=pending&event_id=${EVENT.id}`);
  expect(parcels.querySelector('[data-figure="overdue"]')?.textContent).toBe("Overdue7");

  const money = tile(screen.container, "money");
  expect(money.querySelector('[data-figure="paid"] a')?.getAttribute("href")).toBe(
    `/en/admin/invoices?status=paid&event_id=${EVENT.id}`,
  );
  expect(money.querySelector('[data-figure="invoiced"]')?.textContent).toContain("10,350.00");

  const rules = tile(screen.container, "breaches");
  expect(rules.querySelector("a")?.getAttribute("href")).toBe(`/en/admin/events/${EVENT.id}/rules`);

  // The requests open filtered by the event as well.
  expect(tile(screen.container, "requests").querySelector("a")?.getAttribute("href")).toBe(
    `/en/admin/requests?event_id=${EVENT.id}`,
  );

  // Every chart's table alternative holds its figures, for screen readers and print.
  const requests = tile(screen.container, "requests").querySelector("table")!;
  expect(requests.textContent).toContain("Approved");
  expect(requests.textContent).toContain("5");
  const countries = tile(screen.container, "exhibitors").querySelector("table")!;
  expect(countries.textContent).toContain("Saudi Arabia");
  expect(countries.textContent).toContain("Egypt");
});

test("in Arabic: the same figures with Latin digits, the countries and zones in Arabic", async () => {
  const screen = await renderDashboard("ar");
  await expect.element(screen.getByRole("heading", { name: "الأجنحة حسب المنطقة" })).toBeVisible();
  const booths = tile(screen.container, "booths");
  expect(booths.textContent).toContain("108");
  expect(booths.textContent).toContain("11,250");
  expect(booths.textContent).toContain("القاعة الرئيسية");
  expect(screen.container.textContent).not.toMatch(/[٠-٩]/);
  expect(tile(screen.container, "exhibitors").textContent).toContain("السعودية");
});

test("the CSV export: one row per figure, texts made safe from formulas", async () => {
  const screen = await renderDashboard("en");
  await expect.element(screen.getByRole("button", { name: "Export as CSV" })).toBeVisible();
  let saved: Blob | undefined;
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    saved = blob as Blob;
    return "blob:dashboard";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  await screen.getByRole("button", { name: "Export as CSV" }).click();
  await vi.waitFor(() => expect(saved).toBeDefined());
  const lines = (await saved!.text()).replace("\ufeff", "").split("\r\n");
  expect(lines[0]).toBe('"Tile","Item","Measure","Value"');
  expect(lines).toContain('"Parcels","","Prepared",6');
  expect(lines).toContain('"Booths by zone","Main hall","Held",3');
  expect(lines).toContain('"Money","","Paid",5175');
  expect(lines).toContain('"Parcels","2026-12-07","Sent",5');
  expect(lines).toContain(
    `"Guide searches that found nothing","'=HYPERLINK(1)","Times searched",6`,
  );
});
