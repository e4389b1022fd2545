import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from "@zxing/library";
import { completeIsbn13 } from "@rawaq/domain/isbn";
import jsQR from "jsqr";
import { readFile } from "node:fs/promises";
import { PNG } from "pngjs";
import { expect, test } from "./fixtures.ts";
import { ADMIN, approvedOrganization, newExhibitor } from "./people.ts";
import { logIn, signIn } from "./session.ts";
import { tr } from "./texts.ts";

/**
 * Decodes the one barcode in a screenshot of `element`, as a scanner would: the QR code with
 * jsQR, the Code 128 with ZXing. NOTE: ZXing's JavaScript QR detector misses about one valid
 * version-1 code in twenty (measured on perfect renders from two encoders, which jsQR all
 * reads), so it would make this test fail at random; it reads 1D codes reliably.
 */
async function decode(element: Locator, format: "qr" | "code128"): Promise<string | null> {
  const png = PNG.sync.read(await element.screenshot({ scale: "device" }));
  if (format === "qr") {
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  }
  const luminance = new Uint8ClampedArray(png.width * png.height);
  for (let pixel = 0; pixel < luminance.length; pixel++) {
    const [r, g, b] = [png.data[pixel * 4]!, png.data[pixel * 4 + 1]!, png.data[pixel * 4 + 2]!];
    luminance[pixel] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminance, png.width, png.height)),
  );
  return reader.decode(bitmap).getText();
}

/** The confirmation toast that says `text` (decision 023: confirmations are toasts). */
function toast(page: Page, text: string): Locator {
  return page.locator('[data-slot="toast"]').filter({ hasText: text });
}

/** Two approved books in a fresh approved house, through the real API. */
async function houseWithBooks(request: APIRequestContext, locale: "ar" | "en") {
  const manager = await newExhibitor(request, `logistics-${locale}`);
  const name = locale === "ar" ? `دار الطرود ${Date.now()}` : `Parcel House ${Date.now()}`;
  const organizationId = await approvedOrganization(request, manager, name);
  const headers = { Authorization: `Bearer ${await logIn(request, manager)}` };
  const serial = Date.now() % 1_000_000_000;
  const titles =
    locale === "ar" ? ["ديوان الطرود", "أطلس الشحن"] : ["The Parcel Book", "Atlas of Shipping"];
  const ids: string[] = [];
  for (const [index, title] of titles.entries()) {
    const added = await request.post(`/api/organizations/${organizationId}/books`, {
      headers,
      data: {
        title,
        author: "Author",
        author_nationality: "Saudi",
        language: "Arabic",
        isbn: completeIsbn13(`978${String(serial + index).padStart(9, "0")}`),
        issue_date: "2024-01-01",
        publisher_name: name,
      },
    });
    expect(added.status()).toBe(201);
    ids.push(((await added.json()) as { data: { book: { id: string } } }).data.book.id);
  }
  const decided = await request.post("/api/admin/books/decisions", {
    headers: { Authorization: `Bearer ${await logIn(request, ADMIN)}` },
    data: { ids, decision: "approve" },
  });
  expect(decided.status()).toBe(200);
  return { manager, name, titles };
}

for (const locale of ["ar", "en"] as const) {
  const t = (source: string, values?: Record<string, unknown>) => tr(locale, source, values);

  test(`complete data through the three steps, the labels, the admin scan and the shipment list, in ${locale}`, async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { manager, name, titles } = await houseWithBooks(request, locale);
    await signIn(request, context, baseURL!, manager);
    const steps = page.locator('[data-slot="step-list"] > li');

    // Step 1, quick list: the first book in one parcel.
    await page.goto(`/${locale}/completeData`);
    await expect(steps.nth(0)).toHaveAttribute("data-state", "open");
    await expect(steps.nth(1)).toHaveAttribute("data-state", "closed");
    const cell = (header: string, title: string) => page.getByLabel(`${t(header)} — ${title}`);
    await cell("Quantity", titles[0]!).fill("30");
    await cell("Price (SAR)", titles[0]!).fill("45.50");
    await cell("Barcode", titles[0]!).fill("978-0-306-40615-7");
    await cell("Parcels (number:quantity)", titles[0]!).fill("A1");
    await page.getByRole("button", { name: t("Save changes ({0})", { 0: 1 }) }).click();
    await expect(toast(page, t("api.logistics_saved_many", { count: 1 }))).toBeVisible();

    // Step 1, one book's page: two parcels, one of them the first book's (it joins it).
    await page.getByRole("link", { name: titles[1] }).click();
    await page.getByLabel(t("Quantity"), { exact: true }).fill("12");
    await page.getByLabel(t("Price (SAR)"), { exact: true }).fill("20");
    await page.getByLabel(t("Parcel number {0}", { 0: 1 })).fill("A1");
    await page.getByLabel(t("Copies in parcel {0}", { 0: 1 })).fill("5");
    await page.getByRole("button", { name: t("Add a parcel") }).click();
    await page.getByLabel(t("Parcel number {0}", { 0: 2 })).fill("B1");
    await page.getByLabel(t("Copies in parcel {0}", { 0: 2 })).fill("7");
    await page.getByRole("button", { name: t("Save the book's data") }).click();
    await expect(toast(page, t("api.logistics_saved"))).toBeVisible();

    // Step 2: the print page shows one label per parcel, with the scannable code twice.
    await page.goto(`/${locale}/completeData/labels`);
    const labels = page.locator('[data-slot="parcel-label"]');
    await expect(labels).toHaveCount(2);
    const first = labels.filter({ has: page.getByText("A1", { exact: true }) });
    await expect(first).toContainText(name);
    await expect(first).toContainText(titles[0]!);
    await expect(first).toContainText(titles[1]!);
    await expect(first.locator('[data-slot="total"]')).toHaveText("35");
    const code = (await first.getAttribute("data-code"))!;
    expect(code).toMatch(/^RWQ[0-9A-Z]{10}$/);
    expect(await decode(first.locator('[data-slot="qr"]'), "qr")).toBe(code);
    expect(await decode(first.locator('[data-slot="code128"]'), "code128")).toBe(code);

    // Step 2: labels attached, every parcel to storage.
    await page.goto(`/${locale}/completeData`);
    await expect(steps.nth(0)).toHaveAttribute("data-state", "complete");
    await expect(steps.nth(1)).toHaveAttribute("data-state", "open");
    await page.getByLabel(t("Select every parcel on this page")).check();
    await page.getByLabel(t("Storage"), { exact: true }).check();
    const send = page.getByRole("button", { name: t("Send selected parcels ({0})", { 0: 2 }) });
    await expect(send).toBeDisabled();
    await page
      .getByLabel(
        t(
          "By moving to the next step you confirm that you have printed all the labels and that you will attach each label to its parcel according to the data entered; any breach exposes you to the statutory measures.",
        ),
      )
      .check();
    await send.click();
    await expect(toast(page, t("api.parcels_sent", { count: 2 }))).toBeVisible();
    await expect(page.getByText(t("Every parcel has been sent."))).toBeVisible();

    // Step 3: a shipper for both.
    await expect(steps.nth(2)).toHaveAttribute("data-state", "open");
    await page
      .getByRole("combobox", { name: t("Shipper"), exact: true })
      .selectOption({ label: locale === "ar" ? "أرامكس" : "Aramex" });
    await page.getByLabel(t("Select every parcel on this page")).check();
    await page
      .getByRole("button", { name: t("Assign to selected parcels ({0})", { 0: 2 }) })
      .click();
    await expect(steps.nth(2)).toHaveAttribute("data-state", "complete");

    // The administration scans the label's code (a USB scanner types it and Enter).
    const adminContext = await browser.newContext();
    await signIn(request, adminContext, baseURL!, ADMIN);
    const admin = await adminContext.newPage();
    await admin.goto(`/${locale}/admin/parcels`);
    const codeBox = admin.getByLabel(t("Parcel code"));
    await codeBox.fill(code.toLowerCase());
    await codeBox.press("Enter");
    const result = admin.locator('[data-slot="scan-result"]');
    await expect(result).toContainText("A1");
    await result.getByRole("button", { name: t("Move to: {0}", { 0: t("In transit") }) }).click();
    await expect(toast(admin, t("api.parcels_moved", { count: 1 }))).toBeVisible();
    await adminContext.close();

    // The shipment list: A1 in transit with its shipper, B1 still prepared.
    await page.goto(`/${locale}/shipment`);
    const row = page.getByRole("row").filter({ has: page.getByText("A1", { exact: true }) });
    await expect(row).toContainText(t("In transit"));
    await expect(row).toContainText(locale === "ar" ? "أرامكس" : "Aramex");
    await expect(row).toContainText(t("Storage"));
    await page.goto(`/${locale}/shipment?status=prepared`);
    await expect(page.getByRole("row").filter({ hasText: "B1" })).toHaveCount(1);
    await expect(page.getByRole("row").filter({ hasText: /^A1/ })).toHaveCount(0);
  });
}

test("complete data by sheet: the pre-filled template, a preview with an error, the fix, the save", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const t = (source: string, values?: Record<string, unknown>) => tr("en", source, values);
  const { manager } = await houseWithBooks(request, "en");
  await signIn(request, context, baseURL!, manager);
  await page.goto("/en/completeData");
  const steps = page.locator('[data-slot="step-list"] > li');
  await expect(steps.nth(0)).toHaveAttribute("data-state", "open");

  // The template lists both approved books (ISBN, id, title), their data still empty.
  const upload = page.locator('[data-slot="logistics-upload"]');
  const downloading = page.waitForEvent("download");
  await upload.getByRole("button", { name: t("English template (CSV)") }).click();
  const template = await readFile((await (await downloading).path())!, "utf8");
  const [header, ...books] = template
    .replace(/^\ufeff/, "")
    .trim()
    .split("\r\n");
  expect(books).toHaveLength(2);
  const sheet = (firstPrice: string) =>
    Buffer.from(
      [
        header,
        ...books.map((line, index) => {
          const [isbn, id, title] = line.split(",");
          const price = index === 0 ? firstPrice : "20";
          return `${isbn},${id},${title},10,${price},RWQ-E2E-${index},P-${index}:6; Q-${index}:4`;
        }),
      ].join("\r\n"),
    );
  const send = async (bytes: Buffer) => {
    await page
      .locator('[data-slot="logistics-upload"] input[type="file"]')
      .setInputFiles({ name: "books-data.csv", mimeType: "text/csv", buffer: bytes });
    await page.locator('[data-action="check-data"]').click();
  };

  // A price of 0: the preview shows the row's error, and nothing can be saved.
  await send(sheet("0"));
  const preview = page.locator('[data-slot="data-import-preview"]');
  await expect(preview.locator('[data-slot="cell-errors"]')).toHaveCount(1);
  await expect(preview.locator('[data-action="commit-data"]')).toBeDisabled();

  // The fixed file passes and is saved: step 1 is complete.
  await preview.getByRole("button", { name: t("Upload a corrected file") }).click();
  await send(sheet("45.50"));
  await expect(preview.locator('[data-slot="cell-errors"]')).toHaveCount(0);
  await preview.locator('[data-action="commit-data"]').click();
  await expect(
    page.getByText(t("api.logistics_saved_many", { count: 2 }), { exact: true }),
  ).toBeVisible();
  await expect(steps.nth(0)).toHaveAttribute("data-state", "complete");
});
