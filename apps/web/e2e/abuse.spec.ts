import type { APIRequestContext, Page } from "@playwright/test";
import { completeIsbn13 } from "@rawaq/domain/isbn";
import { expect, test } from "./fixtures.ts";
import { ADMIN, approvedOrganization, newExhibitor } from "./people.ts";
import { logIn, signIn } from "./session.ts";

// Issue 14: text people store is shown as text. Markup sent as a name, a title or a message
// reaches every page that shows it as the characters typed: no element is made of it, no script
// runs (`window.__xss` stays unset), no dialog opens. The CSP would stop an inline handler too,
// but it reports the attempt as a console error, which fails the test as well (fixtures.ts).

const IMG = `<img src=x onerror="window.__xss=1;alert(1)">`;
const SCRIPT = `<script>window.__xss=1</script>`;
const LINK = `<a href="javascript:window.__xss=1">javascript:alert(1)</a>`;
const SVG = `<svg onload="window.__xss=1">`;

/** What a page would hold had it turned the payloads into elements. */
const MADE_OF_PAYLOAD = 'img[src="x"], svg[onload], a[href^="javascript:"], script:not([src])';

interface Stored {
  account: { email: string; password: string };
  organizationId: string;
  requestId: string;
  firstName: string;
  lastName: string;
  organizationName: string;
  title: string;
  message: string;
}

/** An approved house whose manager, name, book and request message are all markup. */
async function storePayloads(request: APIRequestContext, tag: string): Promise<Stored> {
  const stamp = `${tag}${Date.now() % 1_000_000}`;
  const account = await newExhibitor(request, `xss-${tag}`);
  const organizationName = `Dar ${stamp} ${SVG} ${LINK}`;
  const organizationId = await approvedOrganization(request, account, organizationName);
  const headers = { Authorization: `Bearer ${await logIn(request, account)}` };

  const firstName = `Huda ${IMG}`;
  const lastName = SCRIPT;
  const profile = await request.patch("/api/profile", {
    headers,
    data: {
      first_name: firstName,
      last_name: lastName,
      phone: "+966501234567",
      country: "SA",
      city: "SA-RIYADH",
      district: "Olaya",
      street: "King Fahd Road",
    },
  });
  expect(profile.status()).toBe(200);

  const title = `${stamp} ${IMG} ${SCRIPT}`;
  const book = await request.post(`/api/organizations/${organizationId}/books`, {
    headers,
    data: {
      title,
      author: `${LINK}`,
      author_nationality: "سعودي",
      language: "العربية",
      isbn: completeIsbn13(`978${String(Date.now()).slice(-9)}`),
      issue_date: "2024-03-01",
      publisher_name: organizationName,
    },
  });
  expect(book.status()).toBe(201);

  const events = await request.get("/api/events?per_page=50", { headers });
  const { data } = (await events.json()) as {
    data: { events: { id: string; name: { en: string } }[] };
  };
  const fair = data.events.find((event) => event.name.en === "Riyadh International Book Fair");
  const created = await request.post("/api/participation-requests", {
    headers,
    data: { event_id: fair!.id, requested_area: 9, booth_type: "standard", titles_count: 10 },
  });
  expect(created.status()).toBe(201);
  const requestId = ((await created.json()) as { data: { request: { id: string } } }).data.request
    .id;
  const submitted = await request.post(`/api/participation-requests/${requestId}/submit`, {
    headers,
  });
  expect(submitted.status()).toBe(200);
  const message = `${LINK} ${IMG} ${SCRIPT} ${stamp}`;
  const sent = await request.post(`/api/participation-requests/${requestId}/messages`, {
    headers,
    data: { body: message },
  });
  expect(sent.status()).toBe(201);

  return {
    account,
    organizationId,
    requestId,
    firstName,
    lastName,
    organizationName,
    title,
    message,
  };
}

/** The page shows each text as typed, and nothing of it became markup or ran. */
async function expectShownAsText(page: Page, path: string, texts: string[]) {
  await page.goto(path);
  for (const text of texts) {
    // The first place it is shown (a closed list's option holds it too, hidden).
    const shown = page.getByText(text, { exact: false }).filter({ visible: true }).first();
    await expect(shown, `${path}: ${text}`).toBeVisible();
  }
  await expect(page.locator("#root").locator(MADE_OF_PAYLOAD), path).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), path).toBeUndefined();
}

for (const locale of ["ar", "en"] as const) {
  test(`stored markup is shown as text on every page that shows it (${locale})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const stored = await storePayloads(request, locale);
    const fullName = `${stored.firstName} ${stored.lastName}`;

    // The exhibitor: the top bar's name, the dashboard, the books, the request's thread.
    await signIn(request, context, baseURL!, stored.account);
    await expectShownAsText(page, `/${locale}/my-organization`, [
      fullName,
      stored.organizationName,
    ]);
    await expectShownAsText(page, `/${locale}/books`, [stored.title]);
    await expectShownAsText(page, `/${locale}/my-requests/view/${stored.requestId}`, [
      stored.message,
    ]);

    // The administration: the house's review, the book queue, the accounts, the request.
    await signIn(request, context, baseURL!, ADMIN);
    await expectShownAsText(page, `/${locale}/admin/organizations/${stored.organizationId}`, [
      stored.organizationName,
    ]);
    await expectShownAsText(
      page,
      `/${locale}/admin/books?organization_id=${stored.organizationId}`,
      [stored.title, stored.organizationName],
    );
    await expectShownAsText(
      page,
      `/${locale}/admin/users?q=${encodeURIComponent(stored.account.email)}`,
      [fullName],
    );
    await expectShownAsText(page, `/${locale}/admin/requests/${stored.requestId}`, [
      stored.message,
      stored.organizationName,
    ]);

    expect(dialogs).toEqual([]);
  });
}
