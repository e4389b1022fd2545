import type { Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { logIn, signIn } from "./session.ts";

// docs/decisions/079-…: a page of the caller's own organization asks for its data at once, beside
// GET /api/organizations, not after its answer (which it once waited for, to learn the id to
// send back). Read from the browser's network log while the organizations answer is held back:
// each page's own data request must start all the same. (Comparing start times alone would
// depend on the machine: the shell may have asked, and been answered, before the page's code
// even arrived.)

/** The seeded approved publishing house (apps/api/src/seed/seed.ts), visited read-only. */
const PUBLISHER = { email: "publisher@rawaq.local", password: "Rawaq-Publisher-2026!" };

/** Each page under the organization and the API paths of its own data. */
const PAGES: [string, RegExp[]][] = [
  ["/my-organization", [/^\/api\/my-organization\/members$/, /^\/api\/my-organization\/audit$/]],
  ["/books", [/^\/api\/my-organization\/books$/]],
  [
    "/completeData",
    [/^\/api\/my-organization\/logistics\/progress$/, /^\/api\/my-organization\/logistics$/],
  ],
  ["/completeData/add-edit-book?book=BOOK", [/^\/api\/my-organization\/logistics\/[0-9a-f-]{36}$/]],
  ["/products", [/^\/api\/my-organization\/products$/]],
  ["/shipment", [/^\/api\/my-organization\/parcels$/]],
  ["/completeData/labels", [/^\/api\/my-organization\/parcels\/labels$/]],
  ["/reservation", [/^\/api\/reservations\/mine$/]],
  ["/reservation/badges", [/^\/api\/badges\/mine$/]],
  ["/payment-information", [/^\/api\/invoices$/]],
  ["/my-requests", [/^\/api\/participation-requests$/]],
];

test("an organization's pages ask for their own data without waiting for GET organizations", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.slow();
  const token = await logIn(request, PUBLISHER);
  const books = await request.get("/api/my-organization/logistics?state=all", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(books.status()).toBe(200);
  const bookId = ((await books.json()) as { data: { books: { book_id: string }[] } }).data.books[0]
    ?.book_id;
  expect(bookId, "the demo publisher has an approved book").toBeTruthy();
  await signIn(request, context, baseURL!, PUBLISHER);

  const late: string[] = [];
  for (const [path, own] of PAGES) {
    const started: string[] = [];
    const onRequest = (sent: Request) => started.push(new URL(sent.url()).pathname);
    page.on("request", onRequest);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/organizations", async (route) => {
      await held;
      // Its page may have been left meanwhile (the next page's goto): nothing to answer then.
      await route.continue().catch(() => {});
    });
    await page.goto(`/en${path.replace("BOOK", bookId!)}`);
    // While GET organizations has no answer, the page's own data must still be asked for.
    const missing = () => own.filter((pattern) => !started.some((sent) => pattern.test(sent)));
    for (let waited = 0; missing().length > 0 && waited < 15_000; waited += 100) {
      await page.waitForTimeout(100);
    }
    for (const pattern of missing()) {
      late.push(`${path}: ${pattern.source} waited for the organizations answer`);
    }
    release();
    await page.unroute("**/api/organizations");
    page.off("request", onRequest);
  }
  expect(late).toEqual([]);
});
