import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Locale } from "@rawaq/i18n/locales";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { describe, expect, test } from "vitest";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { RouteErrorPage } from "./route-error-page.tsx";

/** A page whose loader fails the way a failed API call reaches the router. */
async function renderFailure(locale: Locale, body: unknown) {
  await activateLocale(locale);
  const router = createMemoryRouter(
    [
      {
        path: "/",
        loader: () => {
          throw Response.json(body, { status: 500 });
        },
        element: null,
        // As in the app's route table: nothing shows while the loader runs.
        HydrateFallback: () => null,
        errorElement: <RouteErrorPage />,
      },
    ],
    { initialEntries: ["/"] },
  );
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe("the generic error page", () => {
  test.each([
    ["en", "reference: 5e0f6b0c3c1f2b7d"],
    ["ar", "المرجع: 5e0f6b0c3c1f2b7d"],
  ] as const)("shows the request's reference in small print (%s)", async (locale, text) => {
    const screen = await renderFailure(locale, {
      message: "Internal Server Error",
      requestId: "5e0f6b0c3c1f2b7d",
    });

    await expect.element(screen.getByText(text)).toBeVisible();
  });

  test("shows no reference when the answer had none", async () => {
    const screen = await renderFailure("en", { message: "Internal Server Error" });

    await expect.element(screen.getByRole("link", { name: "Try again" })).toBeVisible();
    expect(screen.container.textContent).not.toContain("reference");
  });
});
