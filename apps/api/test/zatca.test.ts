import type { Organization } from "@rawaq/domain/organization";
import type { Invoice } from "@rawaq/domain/payments";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { clearDue } from "../src/core/zatca.ts";
import type { Zatca } from "../src/lib/zatca/unit.ts";
import {
  organizations,
  sellerSettings,
  zatcaChain,
  zatcaDocuments,
} from "../src/db/schema/index.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import { readStamp, stampFaults } from "../src/lib/zatca/stamp.ts";
import { FIRST_PIH } from "../src/lib/zatca/ubl.ts";
import { type TestUser, createUser, nationalAddress, sellerData } from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";
import { IN_WINDOW, approvedExhibitor, insertFair } from "./participation-fixtures.ts";
import { zatcaSimulation } from "./zatca-simulation.ts";

const clock = adjustableClock(IN_WINDOW);
let api: TestApp;
let admin: TestUser;
let zatca: Zatca;
let simulation: Awaited<ReturnType<typeof zatcaSimulation>>;
type Fair = Awaited<ReturnType<typeof insertFair>>;

const json = async <T>(response: Response) => (await response.json()) as T;

beforeAll(async () => {
  simulation = await zatcaSimulation();
  zatca = simulation.zatca;
  api = await createTestApp({ clock, zatca });
  admin = await createUser(api, { role: "admin" });
  const saved = await api.request("/api/admin/seller", {
    method: "PUT",
    headers: admin.headers(),
    json: sellerData,
  });
  expect(saved.status).toBe(200);
});
afterAll(() => api?.close());

beforeEach(() => {
  simulation.simulator.fault = {};
  simulation.route.fetch = simulation.simulator.app.fetch;
});

/** Each house holds one booth of `fair` and confirms it: its invoice is issued. */
async function confirmHolds(fair: Fair, count: number, atOnce = false) {
  const houses: (Awaited<ReturnType<typeof approvedExhibitor>> & { reservationId: string })[] = [];
  for (let index = 0; index < count; index++) {
    const house = await approvedExhibitor(api, fair.event.id, 90);
    const held = await api.request("/api/reservations", {
      headers: house.user.headers(),
      json: { booth_id: fair.booths[index]!.id },
    });
    expect(held.status).toBe(201);
    const reservationId = (await json<{ data: { reservation: { id: string } } }>(held)).data
      .reservation.id;
    houses.push({ ...house, reservationId });
  }
  const issue = (house: (typeof houses)[number]) =>
    api.request("/api/invoices", {
      headers: house.user.headers(),
      json: { reservation_id: house.reservationId },
    });
  const answers = atOnce
    ? await Promise.all(houses.map(issue))
    : await houses.reduce<Promise<Response[]>>(
        async (done, house) => [...(await done), await issue(house)],
        Promise.resolve([]),
      );
  const invoices: Invoice[] = [];
  for (const answer of answers) {
    expect(answer.status).toBe(201);
    invoices.push((await json<{ data: { invoice: Invoice } }>(answer)).data.invoice);
  }
  return houses.map((house, index) => ({ ...house, invoice: invoices[index]! }));
}

const documents = () => api.db.select().from(zatcaDocuments).orderBy(asc(zatcaDocuments.icv));

async function readInvoice(user: TestUser, id: string) {
  return (
    await json<{ data: { invoice: Invoice } }>(
      await api.request(`/api/invoices/${id}`, { headers: user.headers() }),
    )
  ).data.invoice;
}

/** The chain holds: counters 1…n without a gap, each PIH the hash of the one before. */
async function expectUnbrokenChain() {
  const rows = await documents();
  expect(rows.map((row) => row.icv)).toEqual(rows.map((_, index) => index + 1));
  rows.forEach((row, index) => {
    expect(row.pih).toBe(index === 0 ? FIRST_PIH : rows[index - 1]!.hash);
    expect(stampFaults(row.xml)).toEqual([]);
    expect(readStamp(row.xml).icv).toBe(String(row.icv));
  });
  const [head] = await api.db.select().from(zatcaChain);
  expect(head).toMatchObject({ lastIcv: rows.length, lastHash: rows.at(-1)!.hash });
  return rows;
}

describe("e-invoices in simulation mode", () => {
  test("20 confirmations at once give 20 documents, counters 1 to 20, one unbroken chain", async () => {
    const fair = await insertFair(api, 20);
    const houses = await confirmHolds(fair, 20, true);
    const rows = await expectUnbrokenChain();
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.invoiceId))).toEqual(
      new Set(houses.map((house) => house.invoice.id)),
    );
    expect(rows.every((row) => row.status === "signed" && row.kind === "invoice")).toBe(true);
    // ZATCA's simulator clears them all: it checks the stamp, the rules and the chain.
    const results = await clearDue(api.db, zatca, clock, 50);
    expect(results).toEqual(Array(20).fill("cleared"));
    expect((await documents()).every((row) => row.status === "cleared")).toBe(true);
  });

  test("the buyer gets the XML and ZATCA's QR only once the invoice is cleared", async () => {
    const fair = await insertFair(api, 1);
    const [house] = await confirmHolds(fair, 1);
    const { invoice, user } = house!;
    expect(invoice.e_invoice).toMatchObject({ status: "signed" });
    const early = await api.request(`/api/invoices/${invoice.id}/xml`, { headers: user.headers() });
    expect(early.status).toBe(409);
    expect((await json<{ message: string }>(early)).message).toContain("being registered");
    // The administration may read the signed document at any time.
    const signed = await api.request(`/api/admin/invoices/${invoice.id}/xml`, {
      headers: admin.headers(),
    });
    expect(signed.status).toBe(200);
    await clearDue(api.db, zatca, clock);
    const cleared = await readInvoice(user, invoice.id);
    expect(cleared.e_invoice).toMatchObject({ status: "cleared", credit_note: null });
    const xml = await api.request(`/api/invoices/${invoice.id}/xml`, { headers: user.headers() });
    expect(xml.status).toBe(200);
    expect(xml.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(xml.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${invoice.number}.xml"; filename*=UTF-8''${invoice.number}.xml`,
    );
    const text = await xml.text();
    expect(stampFaults(text)).toEqual([]);
    expect(text).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    expect(text).toContain(">388</cbc:InvoiceTypeCode>");
    expect(readStamp(text).qr).toBe(cleared.qr);
    // Another house cannot read it.
    const stranger = await approvedExhibitor(api, fair.event.id);
    const foreign = await api.request(`/api/invoices/${invoice.id}/xml`, {
      headers: stranger.user.headers(),
    });
    expect(foreign.status).toBe(404);
  });

  test("the endpoint down, answering 500 or too slow: the document waits, is sent again, and is not duplicated", async () => {
    const fair = await insertFair(api, 1);
    const [house] = await confirmHolds(fair, 1);
    const id = house!.invoice.e_invoice!.uuid;
    const sentBefore = simulation.simulator.received.length;

    simulation.simulator.fault = { status: 500 };
    expect(await clearDue(api.db, zatca, clock)).toEqual(["retry"]);
    const [waiting] = await api.db.select().from(zatcaDocuments).where(eq(zatcaDocuments.id, id));
    expect(waiting).toMatchObject({ status: "signed", attempts: 1 });
    expect(waiting!.messages).toEqual([
      { type: "ERROR", code: "unreachable", message: "HTTP 500" },
    ]);
    // Not due again before its back-off.
    expect(await clearDue(api.db, zatca, clock)).toEqual([]);

    simulation.simulator.fault = { delayMs: 1500 };
    clock.advance(60_000);
    expect(await clearDue(api.db, zatca, clock)).toEqual(["retry"]);

    simulation.simulator.fault = {};
    simulation.route.fetch = () => Promise.reject(new TypeError("fetch failed: ECONNREFUSED"));
    clock.advance(60_000);
    expect(await clearDue(api.db, zatca, clock)).toEqual(["retry"]);

    simulation.route.fetch = simulation.simulator.app.fetch;
    // The administration sends it now rather than at its next try, and sees it go.
    const retry = await api.request(`/api/admin/e-invoices/${id}/retry`, {
      method: "POST",
      headers: admin.headers(),
    });
    expect(retry.status).toBe(200);
    expect(await clearDue(api.db, zatca, clock)).toEqual(["cleared"]);
    const [cleared] = await api.db.select().from(zatcaDocuments).where(eq(zatcaDocuments.id, id));
    expect(cleared).toMatchObject({ status: "cleared", attempts: 4, icv: waiting!.icv });
    const again = await api.request(`/api/admin/e-invoices/${id}/retry`, {
      method: "POST",
      headers: admin.headers(),
    });
    expect(again.status).toBe(409);
    // ZATCA saw the failed, the slow and the last attempt (the refused one never reached it):
    // one document, one UUID and one counter value, however many attempts.
    const attempts = simulation.simulator.received
      .slice(sentBefore)
      .filter((item) => item.uuid === id);
    expect(attempts.map((item) => item.icv)).toEqual(Array(3).fill(waiting!.icv));
    await expectUnbrokenChain();
  });

  test("a process killed mid-submission: the document is sent again with its UUID and keeps its counter", async () => {
    const fair = await insertFair(api, 1);
    const [house] = await confirmHolds(fair, 1);
    const id = house!.invoice.e_invoice!.uuid;
    const [row] = await api.db.select().from(zatcaDocuments).where(eq(zatcaDocuments.id, id));
    // It claimed the document, ZATCA cleared it, and the process died before it wrote the answer.
    await api.db
      .update(zatcaDocuments)
      .set({
        status: "submitted",
        attempts: 1,
        claimedUntil: new Date(clock.now().getTime() + 120_000),
      })
      .where(eq(zatcaDocuments.id, id));
    const first = await zatca.client.clear(zatca.unit.credentials, {
      uuid: id,
      hash: row!.hash,
      xml: row!.xml,
    });
    expect(first.status).toBe(200);
    // While its claim lasts nobody sends it; after, it is sent again and ZATCA answers as before.
    expect(await clearDue(api.db, zatca, clock)).toEqual([]);
    clock.advance(121_000);
    expect(await clearDue(api.db, zatca, clock)).toEqual(["cleared"]);
    const rows = await documents();
    expect(rows.filter((item) => item.invoiceId === house!.invoice.id)).toHaveLength(1);
    await expectUnbrokenChain();
  });

  test("cancelling a reservation whose invoice was cleared issues a credit note in the same chain", async () => {
    const fair = await insertFair(api, 1);
    const [house] = await confirmHolds(fair, 1);
    await clearDue(api.db, zatca, clock);
    const cancelled = await api.request(`/api/reservations/${house!.reservationId}/cancel`, {
      method: "POST",
      headers: house!.user.headers(),
    });
    expect(cancelled.status).toBe(200);
    const rows = await documents();
    const [original, note] = rows.filter((row) => row.invoiceId === house!.invoice.id);
    expect(note).toMatchObject({
      kind: "credit_note",
      icv: original!.icv + 1,
      pih: original!.hash,
    });
    expect(note!.xml).toContain(">381</cbc:InvoiceTypeCode>");
    expect(note!.xml).toContain(
      `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${house!.invoice.number}</cbc:ID>`,
    );
    expect(note!.xml).toContain("Booth reservation cancelled</cbc:InstructionNote>");
    expect(await clearDue(api.db, zatca, clock)).toEqual(["cleared"]);
    const invoice = await readInvoice(house!.user, house!.invoice.id);
    expect(invoice.status).toBe("void");
    expect(invoice.e_invoice!.credit_note).toMatchObject({
      number: `${house!.invoice.number}-C`,
      status: "cleared",
    });
    const xml = await api.request(`/api/invoices/${house!.invoice.id}/xml?kind=credit_note`, {
      headers: house!.user.headers(),
    });
    expect(xml.status).toBe(200);
    expect(stampFaults(await xml.text())).toEqual([]);
    await expectUnbrokenChain();
  });

  test("a rejected transfer receipt issues no credit note: the invoice stands, unpaid", async () => {
    const fair = await insertFair(api, 1);
    const [house] = await confirmHolds(fair, 1);
    await clearDue(api.db, zatca, clock);
    const before = (await documents()).length;
    const proof = new FormData();
    proof.set(
      "file",
      new Blob([Uint8Array.from(Buffer.from("%PDF-1.4\n%%EOF\n"))], { type: "application/pdf" }),
      "r.pdf",
    );
    await api.request(`/api/invoices/${house!.invoice.id}/proof`, {
      method: "POST",
      headers: house!.user.headers(),
      body: proof,
    });
    await api.request(`/api/admin/invoices/${house!.invoice.id}/decision`, {
      headers: admin.headers(),
      json: { decision: "reject", reason: "The transfer is not on our statement." },
    });
    expect((await documents()).length).toBe(before);
    expect((await readInvoice(house!.user, house!.invoice.id)).e_invoice?.credit_note).toBeNull();
  });

  test("ZATCA rejects a document that breaks a rule: kept with its messages, never sent again", async () => {
    const fair = await insertFair(api, 1);
    // The seller loses its district before the invoice is issued (BR-KSA-09).
    await api.db.update(sellerSettings).set({ district: "" });
    try {
      const [house] = await confirmHolds(fair, 1);
      expect(await clearDue(api.db, zatca, clock)).toEqual(["rejected"]);
      const invoice = await readInvoice(house!.user, house!.invoice.id);
      expect(invoice.e_invoice).toMatchObject({ status: "rejected" });
      expect(invoice.e_invoice!.messages.map((message) => message.code)).toContain("BR-KSA-09");
      clock.advance(3_600_000);
      expect(await clearDue(api.db, zatca, clock)).toEqual([]);
      const queue = await json<{
        data: {
          documents: { id: string; status: string; messages: { code: string }[] }[];
          counts: Record<string, number>;
        };
      }>(await api.request("/api/admin/e-invoices?status=rejected", { headers: admin.headers() }));
      expect(queue.data.documents.map((item) => item.id)).toContain(invoice.e_invoice!.uuid);
      expect(queue.data.documents.every((item) => item.status === "rejected")).toBe(true);
      expect(queue.data.counts.rejected).toBeGreaterThan(0);
      const refused = await api.request("/api/admin/e-invoices", {
        headers: house!.user.headers(),
      });
      expect(refused.status).toBe(403);
    } finally {
      await api.request("/api/admin/seller", {
        method: "PUT",
        headers: admin.headers(),
        json: sellerData,
      });
    }
    await expectUnbrokenChain();
  });
});

describe("the buyer's national address", () => {
  test("a Saudi house confirms a booth only once its national address is given; the invoice names it", async () => {
    const fair = await insertFair(api, 1);
    const house = await approvedExhibitor(api, fair.event.id, 90);
    await api.db
      .update(organizations)
      .set({ buildingNumber: "", street: "", district: "" })
      .where(eq(organizations.id, house.organizationId));
    const held = await api.request("/api/reservations", {
      headers: house.user.headers(),
      json: { booth_id: fair.booths[0]!.id },
    });
    const reservationId = (await json<{ data: { reservation: { id: string } } }>(held)).data
      .reservation.id;
    const issue = () =>
      api.request("/api/invoices", {
        headers: { ...house.user.headers(), "Accept-Language": "ar" },
        json: { reservation_id: reservationId },
      });
    const refused = await issue();
    expect(refused.status).toBe(409);
    const body = await json<{ code: string; message: string }>(refused);
    expect(body.code).toBe("national_address_missing");
    expect(body.message).toContain("عنوانَها الوطني");

    const address = (value: Record<string, string>, language = "en") =>
      api.request(`/api/organizations/${house.organizationId}/national-address`, {
        method: "PUT",
        headers: { ...house.user.headers(), "Accept-Language": language },
        json: value,
      });
    const wrong = await address({ building_number: "12", street: "", district: "المربع" });
    expect(wrong.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(wrong)).errors).sort()).toEqual([
      "building_number",
      "street",
    ]);
    const saved = await address(nationalAddress);
    expect(saved.status).toBe(200);
    expect(
      (await json<{ data: { organization: Organization } }>(saved)).data.organization
        .national_address,
    ).toEqual({
      building_number: "2322",
      street: "شارع الأمير سلطان",
      district: "المربع",
      additional_number: "",
    });

    const issued = await issue();
    expect(issued.status).toBe(201);
    const invoice = (await json<{ data: { invoice: Invoice } }>(issued)).data.invoice;
    const [row] = await api.db
      .select()
      .from(zatcaDocuments)
      .where(eq(zatcaDocuments.invoiceId, invoice.id));
    expect(row!.xml).toContain(
      '<cac:AccountingCustomerParty><cac:Party><cac:PartyIdentification><cbc:ID schemeID="CRN">',
    );
    expect(row!.xml).toContain(
      "<cbc:StreetName>شارع الأمير سلطان</cbc:StreetName><cbc:BuildingNumber>2322</cbc:BuildingNumber>",
    );
    expect(row!.xml).toContain("<cbc:CitySubdivisionName>المربع</cbc:CitySubdivisionName>");
    expect(await clearDue(api.db, zatca, clock)).toEqual(["cleared"]);
  });

  test("only the organization's manager gives its national address", async () => {
    const fair = await insertFair(api, 1);
    const house = await approvedExhibitor(api, fair.event.id);
    const stranger = await approvedExhibitor(api, fair.event.id);
    const answer = await api.request(
      `/api/organizations/${house.organizationId}/national-address`,
      {
        method: "PUT",
        headers: stranger.user.headers(),
        json: nationalAddress,
      },
    );
    expect([403, 404]).toContain(answer.status);
  });

  test("a foreign house needs no Saudi address: identified by its registration (OTH), it clears", async () => {
    const fair = await insertFair(api, 1);
    const house = await approvedExhibitor(api, fair.event.id, 90);
    await api.db
      .update(organizations)
      .set({
        countryId: "EG",
        cityId: null,
        buildingNumber: "",
        street: "",
        district: "",
        zip: "11511",
      })
      .where(eq(organizations.id, house.organizationId));
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
    const invoice = (await json<{ data: { invoice: Invoice } }>(issued)).data.invoice;
    const [row] = await api.db
      .select()
      .from(zatcaDocuments)
      .where(eq(zatcaDocuments.invoiceId, invoice.id));
    expect(row!.xml).toContain('<cbc:ID schemeID="OTH">');
    expect(row!.xml).toContain("<cbc:IdentificationCode>EG</cbc:IdentificationCode>");
    expect(await clearDue(api.db, zatca, clock)).toEqual(["cleared"]);
  });
});
