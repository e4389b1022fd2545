import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { RETENTION_DEFAULT_DAYS, type RetentionDays } from "@rawaq/domain/privacy";
import { PROCESSING_RECORDS } from "@rawaq/domain/processing-records";
import { LOCALES, type Locale } from "@rawaq/i18n/locales";
import { describe, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import "../../index.css";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { ProcessingRecordsTable } from "./processing-records-table.tsx";

async function renderIn(locale: Locale, retentionDays: RetentionDays | undefined, width = 1200) {
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <div style={{ width }}>
        <ProcessingRecordsTable retentionDays={retentionDays} onRetry={vi.fn()} />
      </div>
    </I18nProvider>,
  );
}

describe("the records of processing (PDPL art. 31)", () => {
  test.each(LOCALES)("lists every record of PROCESSING_RECORDS, once (%s)", async (locale) => {
    const screen = await renderIn(locale, RETENTION_DEFAULT_DAYS);
    await expect.element(screen.getByRole("table")).toBeVisible();
    const rows = screen.container.querySelectorAll("tbody > tr");
    expect(rows).toHaveLength(PROCESSING_RECORDS.length);
    // Each row is headed by its kind of data, and no two kinds share a name.
    const names = [...rows].map((row) => row.querySelector("th span")?.textContent ?? "");
    expect(new Set(names).size).toBe(PROCESSING_RECORDS.length);
    expect(names.every((name) => name.length > 0)).toBe(true);
  });

  test("states the server's periods, not the defaults", async () => {
    const screen = await renderIn("en", { ...RETENTION_DEFAULT_DAYS, identity_documents: 90 });
    await expect.element(screen.getByText(/^Destroyed 90 days after the last fair/)).toBeVisible();
    await expect.element(screen.getByText("Your identity document")).toBeVisible();
  });

  test("Latin digits in Arabic", async () => {
    const screen = await renderIn("ar", { ...RETENTION_DEFAULT_DAYS, unsubmitted_drafts: 365 });
    await expect.element(screen.getByRole("table")).toBeVisible();
    expect(screen.container.textContent).toContain("365");
    expect(screen.container.textContent).not.toMatch(/[٠-٩]/);
  });

  test("loads until the periods are known", async () => {
    const screen = await renderIn("en", undefined);
    expect(
      screen.container.querySelector("[data-slot=data-table]")?.getAttribute("data-state"),
    ).toBe("loading");
  });

  test("on a phone (390 px) every record is a card, nothing wider than the screen", async () => {
    await page.viewport(390, 844);
    const screen = await renderIn("ar", RETENTION_DEFAULT_DAYS, 358);
    await expect.element(screen.getByRole("table")).toBeVisible();
    const region = screen.container.querySelector<HTMLElement>("[data-slot=data-table-region]")!;
    expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  });
});
