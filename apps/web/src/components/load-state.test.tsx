import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { ApiError } from "@rawaq/api-client/client";
import type { Locale } from "@rawaq/i18n/locales";
import { DataTable } from "@rawaq/ui/data-table";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, test, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "../i18n/activate-locale.ts";
import { DataPending, FailureText, LoadError } from "./load-state.tsx";

const failure = new ApiError(503, "Service Unavailable", {}, "7c1e9a04d2b35f68");

async function renderIn(locale: Locale, element: React.ReactNode) {
  await activateLocale(locale);
  return render(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
}

describe("error states", () => {
  test.each([
    ["en", "reference: 7c1e9a04d2b35f68", "Try again"],
    ["ar", "المرجع: 7c1e9a04d2b35f68", "إعادة المحاولة"],
  ] as const)(
    "a failed load shows the answer's reference in small print and a Retry (%s)",
    async (locale, reference, retry) => {
      const onRetry = vi.fn();
      const screen = await renderIn(locale, <DataPending error={failure} onRetry={onRetry} />);

      await expect.element(screen.getByRole("alert")).toBeVisible();
      const small = screen.container.querySelector('[role="alert"] [data-slot="error-reference"]');
      expect(small?.tagName).toBe("SMALL");
      expect(small?.textContent).toBe(reference);
      expect(small?.querySelector("bdi")?.getAttribute("dir")).toBe("ltr");
      await userEvent.click(screen.getByRole("button", { name: retry }));
      expect(onRetry).toHaveBeenCalledOnce();
    },
  );

  test("a table's error carries the reference too", async () => {
    const screen = await renderIn(
      "en",
      <DataTable
        caption="Books"
        columns={[{ id: "title", header: "Title", cell: (row: { id: string }) => row.id }]}
        rows={[]}
        getRowId={(row) => row.id}
        error={<FailureText error={failure}>The books could not be loaded.</FailureText>}
        onRetry={() => {}}
      />,
    );

    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("The books could not be loaded.reference: 7c1e9a04d2b35f68");
  });

  test("no reference when no answer came back", async () => {
    const screen = await renderIn(
      "en",
      <LoadError error={new TypeError("Failed to fetch")} onRetry={() => {}} />,
    );

    await expect.element(screen.getByRole("alert")).toBeVisible();
    expect(screen.container.textContent).not.toContain("reference");
  });

  // Issue 26: a user without an organization read "Check your connection" on /my-requests.
  test.each([
    ["en", "You have no publishing house yet", "Register your publishing house"],
    ["ar", "لا تنتمون إلى أي دار نشر بعد", "تسجيل دار النشر"],
  ] as const)(
    "a missing organization is no failure: why, and the link to register one (%s)",
    async (locale, title, action) => {
      const noOrganization = new ApiError(404, "…", {}, "r1", "no_organization");
      const screen = await renderIn(
        locale,
        <MemoryRouter>
          <DataPending error={noOrganization} onRetry={() => {}} />
        </MemoryRouter>,
      );

      await expect.element(screen.getByRole("heading", { name: title })).toBeVisible();
      await expect
        .element(screen.getByRole("link", { name: action }))
        .toHaveAttribute("href", `/${locale}/AddNewOrganization`);
      expect(screen.container.querySelector('[data-slot="load-failure"]')).toBeNull();
    },
  );

  test("an answer about the request says what the server said, not to check the connection", async () => {
    const screen = await renderIn(
      "en",
      <LoadError
        error={new ApiError(403, "You do not have permission to do this.")}
        onRetry={() => {}}
      />,
    );

    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("You do not have permission to do this.");
    expect(screen.container.textContent).not.toContain("connection");
  });

  test.each([new ApiError(0, "Network error"), new ApiError(503, "Service Unavailable")])(
    "no answer, or a server's failure, is the connection's to check (%s)",
    async (error) => {
      const screen = await renderIn("en", <LoadError error={error} onRetry={() => {}} />);

      await expect
        .element(screen.getByRole("alert"))
        .toHaveTextContent("This could not be loaded. Check your connection and try again.");
    },
  );
});
