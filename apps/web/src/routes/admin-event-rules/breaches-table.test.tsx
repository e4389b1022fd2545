import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { LOCALES, type Locale } from "@rawaq/i18n/locales";
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import "../../index.css";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { api } from "../../lib/api.ts";
import { type BreachingHouse, BreachesTable } from "./breaches-table.tsx";

const EVENT_ID = "0b8c6a52-8f1e-4c55-9d6a-2a1f3c4d5e6f";
const HOUSE_ID = "5d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a";

const HOUSE: BreachingHouse = {
  organization: { id: HOUSE_ID, name: "دار المثال" },
  breaches: [
    {
      rule: "copies_per_title",
      book: { id: "book-1", title: "كتاب الأمثال", isbn: "9780306406157" },
      allowed: 100,
      actual: 150,
      reason: null,
      excepted: false,
    },
    {
      rule: "refused_titles",
      book: { id: "book-2", title: "Old Tales", isbn: "9781861972712" },
      allowed: null,
      actual: null,
      reason: "Banned by the ministry.",
      excepted: true,
    },
  ],
  exceptions: [
    {
      rule: "refused_titles",
      reason: "Returned to the house at the fair's request.",
      granted_at: "2026-10-02T09:30:00Z",
    },
  ],
};

const META = { page: 1, per_page: 20, total: 1, pages: 1 };

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderTable(locale: Locale, houses: BreachingHouse[], width = 1100) {
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <div dir={locale === "ar" ? "rtl" : "ltr"} style={{ width }}>
        <BreachesTable
          eventId={EVENT_ID}
          houses={houses}
          meta={{ ...META, total: houses.length }}
          onPageChange={vi.fn()}
          error={undefined}
          onRetry={vi.fn()}
        />
      </div>
    </I18nProvider>,
  );
}

const ruleOf = (container: HTMLElement, rule: string) =>
  container.querySelector<HTMLElement>(`[data-slot=rule-breaches][data-rule=${rule}]`)!;

test("an excepted breach is marked so, with the exception's reason", async () => {
  const screen = await renderTable("en", [HOUSE]);
  await expect.element(screen.getByRole("table")).toBeVisible();

  const refused = ruleOf(screen.container, "refused_titles");
  expect(refused.dataset.state).toBe("excepted");
  expect(refused.textContent).toContain("Refused titles");
  expect(refused.textContent).toContain("Excepted");
  expect(refused.textContent).toContain("Returned to the house at the fair's request.");
  expect(refused.textContent).toContain("Refused by the fair: Banned by the ministry.");
  expect(refused.querySelector("bdi")?.textContent).toBe("Old Tales");

  const copies = ruleOf(screen.container, "copies_per_title");
  expect(copies.dataset.state).toBe("enforced");
  expect(copies.textContent).not.toContain("Excepted");
  expect(copies.textContent).toContain("150 copies: the fair allows at most 100.");
});

test("Withdraw withdraws the exception of that rule", async () => {
  const withdraw = vi
    .spyOn(api.fairRules.admin, "withdrawException")
    .mockResolvedValue({ data: null, message: "The exception has been withdrawn." } as never);
  const screen = await renderTable("en", [HOUSE]);
  await userEvent.click(screen.getByRole("button", { name: "Withdraw" }));
  await expect.poll(() => withdraw.mock.calls.length).toBe(1);
  expect(withdraw).toHaveBeenCalledWith(EVENT_ID, HOUSE_ID, "refused_titles");
});

test("says so when no house breaks a rule", async () => {
  const screen = await renderTable("en", []);
  await expect.element(screen.getByText("No house breaks a rule")).toBeVisible();
});

test.each(LOCALES)("on a phone (390 px), nothing is wider than the screen (%s)", async (locale) => {
  await page.viewport(390, 844);
  const screen = await renderTable(locale, [HOUSE], 358);
  await expect.element(screen.getByRole("table")).toBeVisible();
  const region = screen.container.querySelector<HTMLElement>("[data-slot=data-table-region]")!;
  expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  expect(screen.container.textContent).not.toMatch(/[٠-٩]/);
});
