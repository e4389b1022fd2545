import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures.ts";
import { logIn, signIn } from "./session.ts";
import { tr } from "./texts.ts";

// Issue 26: a signed-in user without an organization read "This could not be loaded. Check your
// connection and try again." on /my-requests and /reservation (the API had answered 404 for the
// missing organization). Every signed-in page, as the demo exhibitor without an organization and
// as the demo applicant whose organization waits for approval: none says to check the
// connection, and each page with a step still to take links to that step.

const EXHIBITOR = { email: "exhibitor@rawaq.local", password: "Rawaq-Exhibitor-2026!" };
const APPLICANT = { email: "applicant@rawaq.local", password: "Rawaq-Applicant-2026!" };
const UNKNOWN_ID = "0192f0a4-5b1c-7d3e-8f00-000000000000";

const REGISTER = "/AddNewOrganization";
const MY_ORGANIZATION = "/my-organization";
const HOME = "";

/**
 * Each signed-in page of the route table: where the page leads each user, or null where the
 * page is theirs to use as it is. `:id` and the like are filled in per user.
 */
const PAGES: Record<string, { exhibitor: string | null; applicant: string | null }> = {
  "(index)": { exhibitor: null, applicant: null },
  "auth/profile": { exhibitor: null, applicant: null },
  AddNewOrganization: { exhibitor: null, applicant: MY_ORGANIZATION },
  "AddNewOrganization/:id": { exhibitor: null, applicant: MY_ORGANIZATION },
  books: { exhibitor: REGISTER, applicant: MY_ORGANIZATION },
  "books/new": { exhibitor: REGISTER, applicant: MY_ORGANIZATION },
  completeData: { exhibitor: REGISTER, applicant: MY_ORGANIZATION },
  "completeData/add-edit-book": { exhibitor: REGISTER, applicant: MY_ORGANIZATION },
  "completeData/labels": { exhibitor: REGISTER, applicant: MY_ORGANIZATION },
  "my-organization": { exhibitor: REGISTER, applicant: null },
  "my-requests": { exhibitor: REGISTER, applicant: null },
  "my-requests/view/:id": { exhibitor: REGISTER, applicant: null },
  organization: { exhibitor: REGISTER, applicant: null },
  "organization/new": { exhibitor: null, applicant: MY_ORGANIZATION },
  "organization/edit": { exhibitor: REGISTER, applicant: MY_ORGANIZATION },
  "organization/guide": { exhibitor: REGISTER, applicant: null },
  "organization/guide/print": { exhibitor: REGISTER, applicant: null },
  "payment-information": { exhibitor: REGISTER, applicant: null },
  "payment-information/invoices/:id": { exhibitor: REGISTER, applicant: null },
  products: { exhibitor: REGISTER, applicant: MY_ORGANIZATION },
  reservation: { exhibitor: REGISTER, applicant: MY_ORGANIZATION },
  "reservation/badges": { exhibitor: REGISTER, applicant: MY_ORGANIZATION },
  shipment: { exhibitor: REGISTER, applicant: MY_ORGANIZATION },
  // The console: an exhibitor is told it is not theirs, and led home.
  "admin/*": { exhibitor: HOME, applicant: HOME },
};

/** The route table's signed-in pages (`page("books", "auth", …)`), read from its source. */
function signedInPages(): string[] {
  const source = readFileSync(new URL("../src/router/routes.tsx", import.meta.url), "utf8");
  return [...source.matchAll(/page\(\s*(?:"([^"]*)"|undefined),\s*"auth"/g)].map(
    (match) => match[1] ?? "(index)",
  );
}

test("the table below names every signed-in page of the route table", () => {
  const pages = signedInPages().map((path) => (path.startsWith("admin") ? "admin/*" : path));
  expect([...new Set(pages)].sort()).toEqual(Object.keys(PAGES).sort());
});

for (const [who, account, locale] of [
  ["exhibitor", EXHIBITOR, "ar"],
  ["applicant", APPLICANT, "en"],
] as const) {
  test(`every signed-in page tells the ${who} what is missing and links to it, in ${locale}`, async ({
    page,
    context,
    request,
    baseURL,
    consoleErrors,
  }) => {
    // One test walks every page of the app.
    test.slow();
    await signIn(request, context, baseURL!, account);
    // A real id where the user has one (a request, an organization), else an unknown one.
    const headers = { Authorization: `Bearer ${await logIn(request, account)}` };
    const requests = await request.get("/api/participation/requests", { headers });
    const listed = requests.ok()
      ? ((await requests.json()) as { data: { requests: { id: string }[] } }).data.requests
      : [];
    const requestId = listed[0]?.id ?? UNKNOWN_ID;
    const mine = await request.get("/api/organizations", { headers });
    const organizationId =
      ((await mine.json()) as { data: { organization: { id: string } | null } }).data.organization
        ?.id ?? UNKNOWN_ID;
    const failures = [
      tr("ar", "This could not be loaded. Check your connection and try again."),
      tr("en", "This could not be loaded. Check your connection and try again."),
    ];

    for (const route of signedInPages()) {
      const path = (route === "(index)" ? "" : `/${route}`)
        .replace(
          ":id",
          route.startsWith("my-requests")
            ? requestId
            : route.startsWith("AddNewOrganization")
              ? organizationId
              : UNKNOWN_ID,
        )
        .replace(":organizationId", UNKNOWN_ID)
        .replace(":destination", "storage");
      const expected = PAGES[route.startsWith("admin") ? "admin/*" : route]![who];
      // Within the app, as a click on a link would (a full load of each of forty pages would make
      // this walk too slow for the gate); the first page is loaded in full. The page shown
      // before is marked, so every check below reads the new page, never the one it replaced.
      if (page.url() === "about:blank") await page.goto(`/${locale}${path}`);
      else {
        await page.evaluate((url) => {
          for (const shown of document.querySelectorAll("[data-page-state]")) {
            shown.setAttribute("data-left", "");
          }
          window.history.pushState(null, "", url);
          window.dispatchEvent(new PopStateEvent("popstate"));
        }, `/${locale}${path}`);
      }
      // The page itself (the menu around it offers its own links).
      const shown = page.locator('[data-page-state="settled"]:not([data-left])');
      await expect(shown, path).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
      if (expected !== null) {
        await expect(
          shown.locator(`a[href="/${locale}${expected}"]`).filter({ visible: true }).first(),
          `${path} leads to ${expected || "/"}`,
        ).toBeVisible();
      }
      // Whatever it shows, once nothing is loading any more, no failure is claimed.
      await expect(page.locator("[aria-busy=true]"), path).toHaveCount(0);
      for (const text of failures) await expect(page.getByText(text), path).toHaveCount(0);
    }
    // The browser logs the refusals the pages asked for (a 403 of the console, a 404 of an
    // unknown id, the missing organization's), and the app logs failed fetches (spec §8).
    const unexpected = consoleErrors.filter(
      (message) => !/status of 40[349]|could not be loaded/.test(message),
    );
    consoleErrors.length = 0;
    expect(unexpected).toEqual([]);
  });
}

test("a user without an organization is offered no organization view, but the step to one", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signIn(request, context, baseURL!, EXHIBITOR);
  await page.goto("/en/auth/profile");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link", { name: "Register your publishing house" })).toHaveAttribute(
    "href",
    "/en/AddNewOrganization",
  );
  await expect(page.locator('[data-slot="view-toggle-option"]')).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "My organization" })).toHaveCount(0);
});
