import type { Invoice } from "@rawaq/domain/payments";
import type { Seller } from "@rawaq/domain/seller";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adjustableClock } from "../src/lib/clock.ts";
import { type TestUser, createUser, sellerData } from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";
import { IN_WINDOW, approvedExhibitor, insertFair } from "./participation-fixtures.ts";

/**
 * Issue 30: the fair's organizer as the seller ZATCA's rules ask for, set by the administration
 * and checked on the server, and copied into every invoice issued after.
 */
let api: TestApp;
let admin: TestUser;
const json = async <T>(response: Response) => (await response.json()) as T;

// As an administrator types it: digits in Arabic-Indic script, the CR with hyphens.
const SELLER = {
  ...sellerData,
  vat_number: "٣١٠١٢٢٣٩٣٥٠٠٠٠٣",
  commercial_registration_number: "1010-665-432",
};

const put = (body: unknown, user = admin, language = "en") =>
  api.request("/api/admin/seller", {
    method: "PUT",
    headers: { ...user.headers(), "Accept-Language": language },
    json: body,
  });

beforeAll(async () => {
  api = await createTestApp({ clock: adjustableClock(IN_WINDOW) });
  admin = await createUser(api, { role: "admin" });
});
afterAll(() => api?.close());

describe("the seller on the fair's invoices", () => {
  test("before it is set, the built-in seller, with no national address", async () => {
    const answer = await api.request("/api/admin/seller", { headers: admin.headers() });
    expect(answer.status).toBe(200);
    const { seller } = (await json<{ data: { seller: Seller } }>(answer)).data;
    expect(seller).toMatchObject({ vat_number: "310122393500003", street: "", updated_at: null });
  });

  test("only the administration reads or sets it", async () => {
    const exhibitor = await createUser(api);
    expect((await api.request("/api/admin/seller", { headers: exhibitor.headers() })).status).toBe(
      403,
    );
    expect((await put(SELLER, exhibitor)).status).toBe(403);
    expect((await api.request("/api/admin/seller")).status).toBe(401);
  });

  test("each rule refused field by field, in the reader's language, and nothing saved", async () => {
    const wrong = {
      ...SELLER,
      vat_number: "210122393500003",
      building_number: "72",
      zip: "1224",
      district: " ",
    };
    for (const [language, vat] of [
      ["en", "VAT"],
      ["ar", "الرقم الضريبي"],
    ] as const) {
      const answer = await put(wrong, admin, language);
      expect(answer.status).toBe(422);
      const { errors } = await json<{ errors: Record<string, string[]> }>(answer);
      expect(Object.keys(errors).sort()).toEqual([
        "building_number",
        "district",
        "vat_number",
        "zip",
      ]);
      expect(errors.vat_number![0]).toContain(vat);
    }
    const stored = await api.request("/api/admin/seller", { headers: admin.headers() });
    expect((await json<{ data: { seller: Seller } }>(stored)).data.seller.updated_at).toBeNull();
  });

  test("saved as typed in any script, and carried by the invoices issued after", async () => {
    const answer = await put(SELLER);
    expect(answer.status).toBe(200);
    const { seller } = (await json<{ data: { seller: Seller } }>(answer)).data;
    expect(seller).toMatchObject({
      vat_number: "310122393500003",
      commercial_registration_number: "1010665432",
      building_number: "7235",
    });
    expect(seller.updated_at).not.toBeNull();

    const fair = await insertFair(api, 1);
    const house = await approvedExhibitor(api, fair.event.id, 90);
    const held = await api.request("/api/reservations", {
      headers: house.user.headers(),
      json: { booth_id: fair.booths[0]!.id },
    });
    const reservationId = (await json<{ data: { reservation: { id: string } } }>(held)).data
      .reservation.id;
    const issued = await api.request("/api/invoices", {
      headers: house.user.headers(),
      json: { reservation_id: reservationId },
    });
    expect(issued.status).toBe(201);
    const { invoice } = (await json<{ data: { invoice: Invoice } }>(issued)).data;
    expect(invoice.seller).toEqual({
      name: SELLER.name_ar,
      name_en: SELLER.name_en,
      vat_number: "310122393500003",
      commercial_registration_number: "1010665432",
      address: {
        ar: "7235 طريق الملك فهد، العليا، الرياض 12244",
        en: "7235 طريق الملك فهد, العليا, الرياض 12244",
      },
    });
  });
});
