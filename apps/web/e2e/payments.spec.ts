import { readFile } from "node:fs/promises";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { AXE_SOURCE, seriousAxeFindings } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { ADMIN, PHOTO, approvedOrganization, newExhibitor } from "./people.ts";
import { pickOption } from "./select.ts";
import { logIn, signIn } from "./session.ts";
import { tr } from "./texts.ts";

// Payments, badges and the contact inbox (DESIGN.md journey 10–12), on the demo fair: each locale
// takes its own booth of hall C, so the two run side by side.

const BOOTH = { ar: "C-02", en: "C-03" } as const;

/** The demo fair as each locale names it. */
const eventName = (locale: "ar" | "en") =>
  locale === "ar" ? "معرض الرياض الدولي للكتاب" : "Riyadh International Book Fair";

async function adminPage(browser: Browser, request: APIRequestContext, baseURL: string) {
  const context = await browser.newContext();
  await signIn(request, context, baseURL, ADMIN);
  return context.newPage();
}

/** A new approved house with 9 m² approved in the demo fair, through the real API. */
async function approvedParticipant(request: APIRequestContext, locale: string, name: string) {
  const manager = await newExhibitor(request, `${locale}-payer`);
  await approvedOrganization(request, manager, name);
  const headers = { Authorization: `Bearer ${await logIn(request, manager)}` };
  const events = await request.get("/api/events?per_page=50", { headers });
  const eventId = (
    (await events.json()) as { data: { events: Array<{ id: string; name: { en: string } }> } }
  ).data.events.find((event) => event.name.en === "Riyadh International Book Fair")!.id;
  const created = await request.post("/api/participation-requests", {
    headers,
    data: { event_id: eventId, requested_area: 9, booth_type: "standard", titles_count: 30 },
  });
  const requestId = ((await created.json()) as { data: { request: { id: string } } }).data.request
    .id;
  await request.post(`/api/participation-requests/${requestId}/submit`, { headers });
  const approved = await request.post(`/api/admin/participation-requests/${requestId}/decision`, {
    headers: { Authorization: `Bearer ${await logIn(request, ADMIN)}` },
    data: { decision: "approve", approved_area: 9 },
  });
  expect(approved.status()).toBe(200);
  return { manager, eventId };
}

/**
 * How long a test waits for ZATCA's simulator to clear a document: it does within seconds (the
 * worker's turn, every 2 s, then the page's next poll), a loaded 2-core machine takes longer.
 */
const CLEARANCE_TIMEOUT = 30_000;

/** The booth each locale's house confirms in the e-invoice test. */
const E_INVOICE_BOOTH = { ar: "C-08", en: "C-09" } as const;

/** axe-core's serious findings on the page as it is, on a phone and on a desktop. */
async function axeAtBothWidths(page: Page, what: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    expect(await seriousAxeFindings(page), `${what} at ${width} px`).toEqual([]);
  }
}

/** Another booth of hall C for each locale's house in the administration's badge test. */
const BADGE_BOOTH = { ar: "C-04", en: "C-05" } as const;

/**
 * Through the real API: the house holds `boothCode`, its invoice is paid (receipt confirmed by
 * the administration), and its manager is named on a badge.
 */
async function paidBoothWithBadge(
  request: APIRequestContext,
  manager: { email: string; password: string },
  eventId: string,
  boothCode: string,
) {
  const headers = { Authorization: `Bearer ${await logIn(request, manager)}` };
  const adminHeaders = { Authorization: `Bearer ${await logIn(request, ADMIN)}` };
  const plan = (await (await request.get(`/api/events/${eventId}/plan`, { headers })).json()) as {
    data: { zones: Array<{ booths: Array<{ id: string; code: string }> }> };
  };
  const boothId = plan.data.zones
    .flatMap((zone) => zone.booths)
    .find((booth) => booth.code === boothCode)!.id;
  const held = await request.post("/api/reservations", { headers, data: { booth_id: boothId } });
  expect(held.status()).toBe(201);
  const reservationId = ((await held.json()) as { data: { reservation: { id: string } } }).data
    .reservation.id;
  const issued = await request.post("/api/invoices", {
    headers,
    data: { reservation_id: reservationId },
  });
  expect(issued.status()).toBe(201);
  const invoiceId = ((await issued.json()) as { data: { invoice: { id: string } } }).data.invoice
    .id;
  const receipt = await request.post(`/api/invoices/${invoiceId}/proof`, {
    headers,
    multipart: {
      file: { name: "receipt.png", mimeType: "image/png", buffer: await readFile(PHOTO) },
    },
  });
  expect(receipt.status()).toBe(201);
  const paid = await request.post(`/api/admin/invoices/${invoiceId}/decision`, {
    headers: adminHeaders,
    data: { decision: "approve" },
  });
  expect(paid.status()).toBe(200);
  const profile = (await (await request.get("/api/profile", { headers })).json()) as {
    data: { user: { id: string } };
  };
  const named = await request.post("/api/badges", {
    headers,
    multipart: {
      event_id: eventId,
      member_user_id: profile.data.user.id,
      printed_name: "Huda Alharbi",
      role: "manager",
    },
  });
  expect(named.status()).toBe(201);
  const badges = ((await named.json()) as { data: { badges: Array<{ public_id: string }> } }).data
    .badges;
  return { publicId: badges[0]!.public_id };
}

for (const locale of ["ar", "en"] as const) {
  const t = (source: string, values?: Record<string, unknown>, context?: string) =>
    tr(locale, source, values, context);

  test(`hold → invoice → receipt → paid → badge verified and revoked, in ${locale}`, async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }) => {
    // One journey across three people and two browsers.
    test.setTimeout(240_000);
    const house = `${locale} Paying House ${Date.now()}`;
    const { manager } = await approvedParticipant(request, locale, house);
    await signIn(request, context, baseURL!, manager);
    const booth = page.locator(`g[data-booth="${BOOTH[locale]}"]`);

    // 1. The manager holds a booth and confirms it: the invoice is issued.
    await page.goto(`/${locale}/reservation`);
    await booth.click();
    await page.getByRole("button", { name: t("Hold this booth") }).click();
    await expect(booth).toHaveAttribute("data-state", "held");
    await page.getByRole("button", { name: t("Confirm and issue the invoice") }).click();
    await expect(page.getByText(t("api.invoice_issued"), { exact: true })).toBeVisible();

    // 2. Payment information: the invoice, printable, and its transfer receipt.
    await page.goto(`/${locale}/payment-information`);
    const invoiceLink = page.getByRole("rowheader").getByRole("link");
    await expect(invoiceLink).toHaveCount(1);
    const number = (await invoiceLink.textContent())!.trim();
    const printable = await context.newPage();
    await printable.goto((await invoiceLink.getAttribute("href"))!);
    // An e-invoice (ZATCA_MODE=simulation): a standard tax invoice, shown once ZATCA has cleared
    // it; until then, a couple of seconds, the page says it is being registered. The clearance
    // worker's turn and the page's next poll come on top of the answer: a busy machine is slower.
    await expect(printable.getByRole("heading", { name: t("Tax invoice") })).toBeVisible({
      timeout: CLEARANCE_TIMEOUT,
    });
    await expect(printable.locator('[data-slot="invoice-number"]')).toHaveText(number);
    // 9 m² at 500.00 SAR + 15 % VAT.
    await expect(printable.locator('[data-slot="total"]')).toContainText("5,175.00");
    await expect(printable.locator('[data-slot="qr"] svg')).toBeVisible();
    await printable.close();

    await page.getByRole("button", { name: t("Send the receipt") }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator('input[type="file"]').setInputFiles(PHOTO);
    await dialog.getByRole("button", { name: t("Send the receipt") }).click();
    await expect(page.getByText(t("api.proof_received"), { exact: true })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(number) })).toContainText(
      t("Receipt under review"),
    );

    // 3. The administration confirms the payment: the booth is confirmed.
    const admin = await adminPage(browser, request, baseURL!);
    await admin.goto(`/${locale}/admin/invoices`);
    const row = admin.getByRole("row").filter({ hasText: house });
    await row.getByRole("button", { name: t("Confirm payment") }).click();
    await admin
      .getByRole("dialog")
      .getByRole("button", { name: t("Confirm payment") })
      .click();
    await expect(admin.getByText(t("api.invoice_paid"), { exact: true })).toBeVisible();

    await page.goto(`/${locale}/reservation`);
    await expect(booth).toHaveAttribute("data-state", "confirmed");

    // 4. Badges: the manager names themself; the public page verifies it, for anyone.
    await page.getByRole("button", { name: t("Name a badge") }).click();
    await pickOption(page, t("Staff member"), "Huda Alharbi");
    await page
      .getByRole("dialog")
      .getByRole("button", { name: t("Save the badge") })
      .click();
    await expect(page.getByText(t("api.badge_created"), { exact: true })).toBeVisible();
    const badgeHref = (await page
      .locator('[data-badge="Huda Alharbi"]')
      .getByRole("link", { name: t("Open the badge") })
      .getAttribute("href"))!;
    expect(badgeHref).toMatch(new RegExp(`^/${locale}/badges/[A-Za-z0-9_-]{22}$`));

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(badgeHref);
    await expect(visitor.locator('[data-slot="badge-verdict"]')).toHaveText(
      t("This badge is valid."),
    );
    await expect(visitor.locator('[data-slot="badge-name"]')).toHaveText("Huda Alharbi");
    await expect(visitor.locator('[data-slot="badge-card"]')).toContainText(house);
    const html = await visitor.content();
    expect(html).not.toContain(manager.email);
    expect(html).not.toContain("501234567");
    expect(html).not.toContain("1000000008");

    // 5. Revoked by the manager, and the public page says so.
    await page
      .locator('[data-badge="Huda Alharbi"]')
      .getByRole("button", { name: t("Revoke") })
      .click();
    await expect(page.getByText(t("api.badge_revoked"), { exact: true })).toBeVisible();
    await visitor.reload();
    await expect(visitor.locator('[data-slot="badge-verdict"]')).toHaveText(
      t("This badge has been revoked and is no longer valid."),
    );
    await expect(visitor.locator('[data-slot="badge-card"]')).toHaveAttribute(
      "data-state",
      "revoked",
    );

    // 6. Someone who is not a member is named with a photo, its size in the reader's units.
    await page.getByRole("button", { name: t("Name a badge") }).click();
    const naming = page.getByRole("dialog");
    await naming.getByRole("textbox", { name: t("Name as printed") }).fill("Noura Alsubaie");
    await naming.locator('input[type="file"]').setInputFiles(PHOTO);
    await expect(naming).toContainText(`70 ${t("unit.bytes")}`);
    await naming.getByRole("button", { name: t("Save the badge") }).click();
    // The first badge's toast may still be on screen: the newest is this one.
    await expect(page.getByText(t("api.badge_created"), { exact: true }).last()).toBeVisible();
    await expect(page.locator('[data-badge="Noura Alsubaie"]')).toContainText(
      t("Valid", undefined, "badge"),
    );

    await admin.context().close();
    await visitor.context().close();
  });

  test(`an e-invoice: registered with ZATCA, then cleared with its XML; the queue; a credit note once cancelled, in ${locale}`, async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const house = `${locale} E-invoice House ${Date.now()}`;
    const { manager } = await approvedParticipant(request, locale, house);
    await context.addInitScript({ path: AXE_SOURCE });
    await signIn(request, context, baseURL!, manager);

    // 1. The manager confirms a held booth: its invoice is issued, signed and queued for ZATCA.
    await page.goto(`/${locale}/reservation`);
    const booth = page.locator(`g[data-booth="${E_INVOICE_BOOTH[locale]}"]`);
    await booth.click();
    await page.getByRole("button", { name: t("Hold this booth") }).click();
    await expect(booth).toHaveAttribute("data-state", "held");
    await page.getByRole("button", { name: t("Confirm and issue the invoice") }).click();
    await expect(page.getByText(t("api.invoice_issued"), { exact: true })).toBeVisible();
    await page.goto(`/${locale}/payment-information`);
    const invoiceLink = page.getByRole("rowheader").getByRole("link");
    await expect(invoiceLink).toHaveCount(1);
    const number = (await invoiceLink.textContent())!.trim();
    const href = (await invoiceLink.getAttribute("href"))!;

    // 2. While ZATCA has not answered, the page says so instead of the sheet, and asks again.
    // The simulator clears within seconds: its answer is held back until the page has been read.
    let isHeldBack = true;
    await page.route(/\/api\/invoices\/[^/?]+$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { invoice: { e_invoice: { status: string } | null } };
      };
      if (isHeldBack && body.data.invoice.e_invoice) {
        body.data.invoice.e_invoice.status = "submitted";
      }
      await route.fulfill({ response, json: body });
    });
    // Read on a phone first; axe then looks at it on a desktop too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(href);
    const notice = page.locator('[data-notice="e-invoice"]');
    await expect(notice).toHaveAttribute("data-state", "registering");
    await expect(notice).toContainText(t("Your invoice is being registered with ZATCA"));
    await expect(page.getByRole("button", { name: t("Print") })).toBeDisabled();
    await expect(page.locator('[data-slot="invoice-number"]')).toHaveCount(0);
    await expect(page.getByRole("button", { name: t("E-invoice XML") })).toHaveCount(0);
    await axeAtBothWidths(page, "an invoice being registered");

    // 3. ZATCA cleared it: the sheet, a standard tax invoice, printable, with its XML.
    isHeldBack = false;
    await expect(page.getByRole("heading", { name: t("Tax invoice") })).toBeVisible({
      timeout: CLEARANCE_TIMEOUT,
    });
    await expect(notice).toHaveCount(0);
    await expect(page.locator('[data-slot="invoice-number"]')).toHaveText(number);
    await expect(page.locator('[data-slot="qr"] svg')).toBeVisible();
    await expect(page.getByRole("button", { name: t("Print") })).toBeEnabled();
    await expect(page.getByRole("button", { name: t("E-invoice XML") })).toBeVisible();
    await axeAtBothWidths(page, "a cleared invoice");
    await page.unroute(/\/api\/invoices\/[^/?]+$/);

    // 4. The manager cancels the booth: ZATCA has the invoice, so a credit note cancels it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${locale}/reservation`);
    await page
      .locator(`li[data-booth="${E_INVOICE_BOOTH[locale]}"]`)
      .getByRole("button", { name: t("Cancel the hold") })
      .click();
    await expect(page.getByText(t("api.hold_cancelled"), { exact: true })).toBeVisible();
    await page.goto(href);
    const creditNote = page.locator('[data-notice="credit-note"]');
    await expect(creditNote).toContainText(`${number}-C`);
    // Cleared by the simulator within seconds; the page asks again until then.
    await expect(creditNote).toHaveAttribute("data-state", "cleared", {
      timeout: CLEARANCE_TIMEOUT,
    });
    await expect(creditNote.getByRole("button", { name: t("Credit note XML") })).toBeVisible();
    // The invoice itself stays cleared and printable.
    await expect(page.locator('[data-slot="invoice-number"]')).toHaveText(number);
    await axeAtBothWidths(page, "an invoice with its credit note");

    // 5. The administration: the invoice's panel, and both documents cleared in the queue.
    const admin = await adminPage(browser, request, baseURL!);
    await admin.context().addInitScript({ path: AXE_SOURCE });
    await admin.goto(href);
    const panel = admin.locator('[data-slot="e-invoice-panel"]');
    await expect(panel).toHaveAttribute("data-state", "cleared");
    await expect(panel.locator('[data-slot="credit-note"]')).toContainText(`${number}-C`);
    await expect(admin.getByRole("heading", { name: t("Tax invoice") })).toBeVisible();
    await axeAtBothWidths(admin, "the administration's invoice page");
    await panel.getByRole("link", { name: t("E-invoice queue") }).click();
    await expect(admin).toHaveURL(new RegExp(`/${locale}/admin/e-invoices$`));
    await admin.goto(`/${locale}/admin/e-invoices?status=cleared`);
    const invoiceRow = admin
      .getByRole("row")
      .filter({ has: admin.getByRole("link", { name: number, exact: true }) });
    await expect(invoiceRow).toContainText(t("Cleared", undefined, "e-invoice"));
    await expect(invoiceRow).toContainText(t("Invoice", undefined, "document kind"));
    await expect(invoiceRow.getByRole("button", { name: t("XML file") })).toBeVisible();
    const creditRow = admin
      .getByRole("row")
      .filter({ has: admin.getByRole("link", { name: `${number}-C`, exact: true }) });
    await expect(creditRow).toContainText(t("Credit note"));
    await expect(creditRow).toContainText(t("Cleared", undefined, "e-invoice"));
    // The filter lives in the URL: a reload keeps it.
    await admin.reload();
    await expect(invoiceRow).toBeVisible();
    await axeAtBothWidths(admin, "the e-invoice queue");
    await admin.context().close();
  });

  test(`the administration's badges: filters in the URL, allowance raised, revoked with a reason, in ${locale}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const house = `${locale} Badge House ${Date.now()}`;
    const { manager, eventId } = await approvedParticipant(request, locale, house);
    const { publicId } = await paidBoothWithBadge(request, manager, eventId, BADGE_BOOTH[locale]);
    await signIn(request, context, baseURL!, ADMIN);

    // Reached from the console's menu.
    await page.goto(`/${locale}/admin`);
    await page.getByRole("link", { name: t("Badges"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/badges$`));
    await pickOption(page, t("Event"), eventName(locale));
    await pickOption(page, t("Organization"), house);
    await expect(page).toHaveURL(new RegExp(`event_id=${eventId}`));
    await expect(page).toHaveURL(/organization_id=/);
    // The filters live in the URL: a reload keeps them.
    await page.reload();
    const badgeRow = page.getByRole("row").filter({ hasText: "Huda Alharbi" });
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(badgeRow).toContainText(house);

    const allowance = page.locator('[data-slot="allowance"]');
    await expect(allowance).toHaveText(t("Badges named: {0} of {1}", { 0: "1", 1: "2" }));
    await page.getByRole("button", { name: t("Raise the allowance") }).click();
    const raise = page.getByRole("dialog");
    const allowed = raise.getByRole("textbox", { name: t("Badges allowed") });
    await allowed.fill("1");
    await raise.getByRole("button", { name: t("Save the allowance") }).click();
    // The domain's rule, in the browser: at least 2.
    await expect(allowed).toHaveAttribute("aria-invalid", "true");
    await allowed.fill("5");
    await raise.getByRole("button", { name: t("Save the allowance") }).click();
    await expect(page.getByText(t("api.allowance_saved"), { exact: true })).toBeVisible();
    await expect(allowance).toHaveText(t("Badges named: {0} of {1}", { 0: "1", 1: "5" }));

    await badgeRow.getByRole("button", { name: t("Revoke") }).click();
    const revoke = page.getByRole("dialog");
    await revoke.getByRole("textbox").fill("Badge reported lost.");
    await revoke.getByRole("button", { name: t("Revoke") }).click();
    await expect(page.getByText(t("api.badge_revoked"), { exact: true })).toBeVisible();
    await expect(badgeRow).toContainText(t("Revoked", undefined, "badge"));
    const lookup = await request.get(`/api/public/badges/${publicId}`);
    expect(((await lookup.json()) as { data: { badge: { state: string } } }).data.badge.state).toBe(
      "revoked",
    );
  });

  test(`the manager changes the bank account, masked on the page, in ${locale}`, async ({
    page,
    context,
    request,
    baseURL,
    consoleErrors,
  }) => {
    const manager = await newExhibitor(request, `${locale}-bank`);
    await approvedOrganization(request, manager, `${locale} Bank House ${Date.now()}`);
    await signIn(request, context, baseURL!, manager);
    await page.goto(`/${locale}/payment-information`);
    const iban = page.locator('[data-slot="iban"]');
    await expect(iban).toHaveText("•••• •••• •••• •••• •••• 7519");
    await expect(page.locator('[data-slot="account-number"]')).toHaveText("•••• •••• 7519");

    let sent = 0;
    page.on("request", (sentRequest) => {
      if (sentRequest.url().endsWith("/bank-account")) sent += 1;
    });
    await page.getByRole("button", { name: t("Change the bank account") }).click();
    const dialog = page.getByRole("dialog");
    const ibanField = dialog.getByRole("textbox", { name: t("IBAN") });
    // The full IBAN for its manager to correct; a wrong check digit is caught in the browser.
    await expect(ibanField).toHaveValue("SA03 8000 0000 6080 1016 7519");
    await ibanField.fill("SA03 8000 0000 6080 1016 7518");
    await dialog.getByRole("button", { name: t("Save the bank account") }).click();
    await expect(ibanField).toHaveAttribute("aria-invalid", "true");
    expect(sent).toBe(0);

    // What only the server knows comes back at its field.
    await page.route("**/bank-account", (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Some fields need your attention.",
          errors: { swift: ["The bank does not know this SWIFT code."] },
        }),
      }),
    );
    await ibanField.fill("SA44 2000 0001 2345 6789 1234");
    await dialog.getByRole("textbox", { name: t("VAT number") }).fill("300 1234 5678 9003");
    await dialog.getByRole("button", { name: t("Save the bank account") }).click();
    const swift = dialog.getByRole("textbox", { name: t("SWIFT code") });
    await expect(swift).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("The bank does not know this SWIFT code.")).toHaveCount(1);
    await page.unroute("**/bank-account");
    expect(consoleErrors).toEqual([expect.stringContaining("422")]);
    consoleErrors.length = 0; // the browser logs the expected 422

    await dialog.getByRole("button", { name: t("Save the bank account") }).click();
    await expect(page.getByText(t("api.bank_account_saved"), { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(iban).toHaveText("•••• •••• •••• •••• •••• 1234");
    await expect(page.locator('[data-slot="vat-number"]')).toHaveText("300123456789003");
  });

  test(`contact message → admin inbox → reply by mail, in ${locale}`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const subject = `${locale} booth sizes ${Date.now()}`;
    await page.goto(`/${locale}/contact`);
    await page.getByLabel(t("Name")).fill("Dar Al-Kitab");
    await page.getByLabel(t("Email")).fill("info@dar-alkitab.example");
    await page.getByLabel(t("Subject")).fill(subject);
    await page.getByLabel(t("Message")).fill("What booth sizes are there?");
    await page.getByRole("button", { name: t("Send") }).click();
    await expect(page.locator('[data-slot="toast"]')).toContainText(t("api.contact_received"));

    const admin = await adminPage(browser, request, baseURL!);
    await admin.goto(`/${locale}/admin/inbox`);
    const link = admin.getByRole("link", { name: subject });
    await expect(link).toHaveAttribute("data-unread", "true");
    await link.click();
    await expect(admin.locator('[data-slot="message-body"]')).toHaveText(
      "What booth sizes are there?",
    );
    await admin.getByLabel(t("Reply by mail")).fill("Booths come in 9, 12 and 36 m².");
    await admin.getByRole("button", { name: t("Send the reply") }).click();
    await expect(admin.getByText(t("api.contact_replied"), { exact: true })).toBeVisible();
    await expect(admin.getByRole("region", { name: t("Replies") })).toContainText(
      "Booths come in 9, 12 and 36 m².",
    );
    await admin.getByRole("button", { name: t("Mark as handled") }).click();
    await expect(admin.getByRole("button", { name: t("Reopen") })).toBeVisible();

    // The reply went out through the outbox, to the sender.
    const outbox = await request.get("/api/admin/outbox?per_page=20", {
      headers: { Authorization: `Bearer ${await logIn(request, ADMIN)}` },
    });
    expect(JSON.stringify(await outbox.json())).toContain("Booths come in 9, 12 and 36 m².");
    await admin.context().close();
  });
}

// Issue 30: the seller ZATCA's rules ask for, which the administration sets. One test for both
// locales: the seller is one row, and the two would otherwise save it over each other.
test("the administration sets the seller on the invoices: refused field by field, then saved, in ar and en", async ({
  browser,
  request,
  baseURL,
}) => {
  const page = await adminPage(browser, request, baseURL!);
  await page.goto("/ar/admin/seller");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    tr("ar", "Seller on the invoices"),
  );
  const vat = page.getByLabel(tr("ar", "VAT number"));
  await vat.fill("210122393500003");
  const postal = page.getByLabel(tr("ar", "Postal code", {}, "national address"));
  await postal.fill("١٢٢٤");
  await page.getByRole("button", { name: tr("ar", "Save", {}, "seller") }).click();
  // The browser checks what the server checks: each field says what is wrong, in Arabic.
  await expect(vat).toHaveAttribute("aria-invalid", "true");
  await expect(postal).toHaveAttribute("aria-invalid", "true");

  await vat.fill("٣١٠١٢٢٣٩٣٥٠٠٠٠٣");
  await page.getByLabel(tr("ar", "Building number", {}, "national address")).fill("7235");
  await page.getByLabel(tr("ar", "Street", {}, "national address")).fill("طريق الملك فهد");
  await page.getByLabel(tr("ar", "District", {}, "national address")).fill("العليا");
  await page.getByLabel(tr("ar", "City", {}, "national address")).fill("الرياض");
  await postal.fill("١٢٢٤٤");
  await page.getByRole("button", { name: tr("ar", "Save", {}, "seller") }).click();
  await expect(page.locator('[data-slot="toast"]')).toBeVisible();

  // Read back in English, as stored: digits in Latin, the address complete.
  await page.goto("/en/admin/seller");
  await expect(page.getByLabel(tr("en", "VAT number"))).toHaveValue("310122393500003");
  await expect(page.getByLabel(tr("en", "Postal code", {}, "national address"))).toHaveValue(
    "12244",
  );
  await expect(
    page.getByText(
      tr("en", "The national address is missing: invoices name only the city until it is saved."),
    ),
  ).toHaveCount(0);
  await page.context().close();
});
