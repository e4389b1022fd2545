import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeEInvoiceQr } from "@rawaq/domain/payments";
import type { Invoice, InvoiceCounts, InvoiceSummary } from "@rawaq/domain/payments";
import type { PlanBooth } from "@rawaq/domain/participation";
import type { AuditEntry, Notification } from "@rawaq/domain/review";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  auditLog,
  boothReservations,
  booths,
  invoiceProofs,
  organizations,
} from "../src/db/schema/index.ts";
import { boothInput } from "../src/features/events/queries.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import { type FileStore, createDirectoryFileStore } from "../src/lib/file-store.ts";
import { type TestUser, PDF, PNG, createUser, fileForm } from "./fixtures.ts";
import { type TestApp, createTestApp, listen } from "./helpers.ts";
import { IN_WINDOW, approvedExhibitor, insertFair } from "./participation-fixtures.ts";

const clock = adjustableClock(IN_WINDOW);
let api: TestApp;
let admin: TestUser;
type Fair = Awaited<ReturnType<typeof insertFair>>;
let fair: Fair;
const nextBooth = new Map<string, number>();
let uploadsDir: string;

const json = async <T>(response: Response) => (await response.json()) as T;

/**
 * The app's file store, whose next save can be held until the test lets it go: a request held
 * inside its handler, after its Idempotency-Key was claimed and before its answer.
 */
function holdableFileStore(inner: FileStore) {
  let held: { reached: () => void; release: Promise<void> } | undefined;
  const store: FileStore = {
    ...inner,
    async save(bytes) {
      const hold = held;
      held = undefined;
      if (hold) {
        hold.reached();
        await hold.release;
      }
      return inner.save(bytes);
    },
  };
  function holdNextSave() {
    let release!: () => void;
    let reached!: () => void;
    const isReached = new Promise<void>((resolve) => (reached = resolve));
    held = { reached, release: new Promise<void>((resolve) => (release = resolve)) };
    return { isReached, release };
  }
  return { store, holdNextSave };
}
let files: ReturnType<typeof holdableFileStore>;

/** A fresh approved house holding the next booth of the fair, and the hold's id. */
async function houseWithHold(inFair: Fair = fair) {
  const house = await approvedExhibitor(api, inFair.event.id, 90);
  const index = nextBooth.get(inFair.event.id) ?? 0;
  nextBooth.set(inFair.event.id, index + 1);
  const booth = inFair.booths[index]!;
  const held = await api.request("/api/reservations", {
    headers: house.user.headers(),
    json: { booth_id: booth.id },
  });
  expect(held.status).toBe(201);
  const reservationId = (await json<{ data: { reservation: { id: string } } }>(held)).data
    .reservation.id;
  return { ...house, booth, reservationId };
}

async function issue(user: TestUser, reservationId: string) {
  return api.request("/api/invoices", {
    headers: user.headers(),
    json: { reservation_id: reservationId },
  });
}

async function houseWithInvoice(inFair: Fair = fair) {
  const house = await houseWithHold(inFair);
  const response = await issue(house.user, house.reservationId);
  expect(response.status).toBe(201);
  const invoice = (await json<{ data: { invoice: Invoice } }>(response)).data.invoice;
  return { ...house, invoice };
}

function sendProof(user: TestUser, invoiceId: string, bytes: Uint8Array, key?: string) {
  return api.request(`/api/invoices/${invoiceId}/proof`, {
    method: "POST",
    headers: { ...user.headers(), ...(key ? { "Idempotency-Key": key } : {}) },
    body: fileForm(bytes, "receipt.pdf"),
  });
}

function decide(invoiceId: string, decision: "approve" | "reject", reason = "") {
  return api.request(`/api/admin/invoices/${invoiceId}/decision`, {
    headers: admin.headers(),
    json: { decision, reason },
  });
}

async function planState(user: TestUser, code: string) {
  const answer = await json<{ data: { zones: Array<{ booths: PlanBooth[] }> } }>(
    await api.request(`/api/events/${fair.event.id}/plan`, { headers: user.headers() }),
  );
  return answer.data.zones.flatMap((zone) => zone.booths).find((b) => b.code === code)?.state;
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), "rawaq-payments-"));
  files = holdableFileStore(createDirectoryFileStore(uploadsDir));
  api = await createTestApp({ clock, fileStore: files.store });
  admin = await createUser(api, { role: "admin" });
  fair = await insertFair(api, 30);
});
afterAll(async () => {
  await api.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

/** The place of an invoice in its event's sequence: "E3-0007" → 7. */
const sequence = (number: string) => Number(number.split("-")[1]);

describe("issuing an invoice when the exhibitor confirms a hold", () => {
  test("lines, VAT once on the subtotal, seller and buyer, the hold lasting until due", async () => {
    const house = await houseWithInvoice();
    const { invoice } = house;
    // 9 m² at 500.00 SAR per m²: 4,500.00 + 15 % = 5,175.00.
    expect(invoice).toMatchObject({
      status: "issued",
      subtotal_halalas: 450_000,
      vat_halalas: 67_500,
      total_halalas: 517_500,
      vat_percent: 15,
      booth_code: house.booth.code,
      lines: [{ booth_code: house.booth.code, area_square_metres: 9, unit_price_halalas: 50_000 }],
    });
    expect(invoice.number).toMatch(/^E\d+-\d{4}$/);
    expect(invoice.seller.vat_number).toMatch(/^3\d{13}3$/);
    expect(invoice.bank.iban).toMatch(/^SA\d{22}$/);
    expect(Date.parse(invoice.due_at) - Date.parse(invoice.issued_at)).toBe(7 * 24 * 3600_000);
    const [reservation] = await api.db
      .select()
      .from(boothReservations)
      .where(eq(boothReservations.id, house.reservationId));
    expect(reservation?.expiresAt?.toISOString()).toBe(invoice.due_at);
    // The booth stays held for the house past the usual 30 minutes.
    clock.advance(60 * 60_000);
    expect(await planState(house.user, house.booth.code)).toBe("held");
    clock.set(IN_WINDOW);
  });

  test("the QR's TLV decodes back to seller, VAT number, time, total and VAT", async () => {
    const { invoice } = await houseWithInvoice();
    const fields = decodeEInvoiceQr(invoice.qr);
    expect(fields.get(1)).toBe(invoice.seller.name);
    expect(fields.get(2)).toBe(invoice.seller.vat_number);
    expect(fields.get(3)).toBe(invoice.issued_at);
    expect(fields.get(4)).toBe("5175.00");
    expect(fields.get(5)).toBe("675.00");
  });

  test("VAT over edge amounts, in halalas, rounded half up once", async () => {
    for (const [price, vat] of [
      [1, 0],
      [3, 0],
      [10, 2],
      [33, 5],
      [333_333, 50_000],
    ] as const) {
      const booth = fair.booths[nextBooth.get(fair.event.id) ?? 0]!;
      await api.db
        .update(booths)
        .set({ priceMode: "fixed", priceHalalas: price })
        .where(eq(booths.id, booth.id));
      const { invoice } = await houseWithInvoice();
      expect(invoice).toMatchObject({
        subtotal_halalas: price,
        vat_halalas: vat,
        total_halalas: price + vat,
      });
    }
  });

  test("numbers run in sequence per event, with no gap after a refused issue", async () => {
    const first = await houseWithInvoice();
    const refused = await issue(first.user, first.reservationId);
    expect(refused.status).toBe(409);
    const second = await houseWithInvoice();
    expect(sequence(second.invoice.number)).toBe(sequence(first.invoice.number) + 1);
  });

  test("two events each start at 1, and their numbers never repeat", async () => {
    const spring = await insertFair(api, 2);
    const autumn = await insertFair(api, 2);
    const inSpring = await houseWithInvoice(spring);
    const inAutumn = await houseWithInvoice(autumn);
    expect(sequence(inSpring.invoice.number)).toBe(1);
    expect(sequence(inAutumn.invoice.number)).toBe(1);
    expect(inSpring.invoice.number).not.toBe(inAutumn.invoice.number);
    expect(inSpring.invoice.number).toBe(`E${spring.event.invoiceSeries}-0001`);
    expect(inAutumn.invoice.number).toBe(`E${autumn.event.invoiceSeries}-0001`);
    // Every invoice so far, of three events: no number twice.
    const all = await json<{ data: { invoices: InvoiceSummary[] } }>(
      await api.request("/api/admin/invoices?per_page=100", { headers: admin.headers() }),
    );
    const numbers = all.data.invoices.map((item) => item.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  test("confirmed at once by eight houses: numbers 1 to 8, no gap, none twice", async () => {
    const busy = await insertFair(api, 8);
    const houses = [];
    for (let index = 0; index < 8; index += 1) houses.push(await houseWithHold(busy));
    const server = await listen(api);
    let numbers: string[];
    try {
      const answers = await Promise.all(
        houses.map((house) =>
          fetch(`${server.url}/api/invoices`, {
            method: "POST",
            headers: { ...house.user.headers(), "Content-Type": "application/json" },
            body: JSON.stringify({ reservation_id: house.reservationId }),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
      numbers = await Promise.all(
        answers.map(
          async (answer) =>
            (await json<{ data: { invoice: Invoice } }>(answer)).data.invoice.number,
        ),
      );
    } finally {
      await server.close();
    }
    expect(numbers.map(sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test("the buyer: the house's national address, city and country in both languages, its VAT number", async () => {
    const house = await houseWithHold();
    await api.db
      .update(organizations)
      .set({ vatNumber: "300123456789003", zip: "12211" })
      .where(eq(organizations.id, house.organizationId));
    const response = await issue(house.user, house.reservationId);
    const { buyer } = (await json<{ data: { invoice: Invoice } }>(response)).data.invoice;
    // The national address as registered (the fixture's), then the city and the country.
    expect(buyer).toMatchObject({
      vat_number: "300123456789003",
      address: {
        ar: "2322 شارع الأمير سلطان، المربع، الرياض، السعودية",
        en: "2322 شارع الأمير سلطان, المربع, Riyadh, Saudi Arabia",
      },
    });
    // A house without one: the city and the country.
    const bare = await houseWithHold();
    await api.db
      .update(organizations)
      .set({ buildingNumber: "", street: "", district: "" })
      .where(eq(organizations.id, bare.organizationId));
    const bareInvoice = (
      await json<{ data: { invoice: Invoice } }>(await issue(bare.user, bare.reservationId))
    ).data.invoice;
    expect(bareInvoice.buyer.address).toEqual({
      ar: "الرياض، السعودية",
      en: "Riyadh, Saudi Arabia",
    });
    // The postal code is not an address.
    expect(JSON.stringify(buyer.address)).not.toContain("12211");

    const unregistered = await houseWithInvoice();
    expect(unregistered.invoice.buyer.vat_number).toBe("");
  });

  test("another house's hold is unknown, staff may not confirm, an ended hold cannot", async () => {
    const house = await houseWithHold();
    const other = await approvedExhibitor(api, fair.event.id);
    const foreign = await issue(other.user, house.reservationId);
    expect(foreign.status).toBe(422);
    expect(await foreign.json()).toMatchObject({
      errors: { reservation_id: [expect.any(String)] },
    });
    clock.advance(31 * 60_000);
    const ended = await issue(house.user, house.reservationId);
    expect(ended.status).toBe(409);
    clock.set(IN_WINDOW);
  });
});

describe("transfer receipts", () => {
  test("10 simultaneous submissions with one Idempotency-Key make one record", async () => {
    const house = await houseWithInvoice();
    const server = await listen(api);
    try {
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          fetch(`${server.url}/api/invoices/${house.invoice.id}/proof`, {
            method: "POST",
            headers: { ...house.user.headers(), "Idempotency-Key": "receipt-1" },
            body: fileForm(PDF, "receipt.pdf"),
          }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      // The first runs; the others either waited for it (409) or got its stored answer (201).
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      expect(statuses).toContain(201);
      await Promise.all(responses.map((response) => response.body?.cancel()));
    } finally {
      await server.close();
    }
    const proofs = await api.db
      .select()
      .from(invoiceProofs)
      .where(eq(invoiceProofs.invoiceId, house.invoice.id));
    expect(proofs).toHaveLength(1);

    const replay = await sendProof(house.user, house.invoice.id, PDF, "receipt-1");
    expect(replay.status).toBe(201);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await replay.json()).toMatchObject({ data: { invoice: { status: "proof_submitted" } } });

    const otherBody = await sendProof(house.user, house.invoice.id, PNG, "receipt-1");
    expect(otherBody.status).toBe(422);
    expect(await otherBody.json()).toMatchObject({
      errors: { idempotency_key: [expect.any(String)] },
    });
    // Without a key, a second receipt meets the state machine: one is already under review.
    expect((await sendProof(house.user, house.invoice.id, PDF)).status).toBe(409);
  });

  test("a retry while the first is still in its handler is 409; afterwards the stored answer", async () => {
    const house = await houseWithInvoice();
    const held = files.holdNextSave();
    const first = sendProof(house.user, house.invoice.id, PDF, "receipt-held");
    // The first request has claimed the key and waits inside the handler, storing the file.
    await held.isReached;
    const retry = await sendProof(house.user, house.invoice.id, PDF, "receipt-held");
    expect(retry.status).toBe(409);
    expect(retry.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await retry.json()).toMatchObject({ message: expect.stringMatching(/still being/) });
    held.release();
    const answered = await first;
    expect(answered.status).toBe(201);
    const replay = await sendProof(house.user, house.invoice.id, PDF, "receipt-held");
    expect(replay.status).toBe(201);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await replay.json()).toEqual(await answered.json());
    const proofs = await api.db
      .select()
      .from(invoiceProofs)
      .where(eq(invoiceProofs.invoiceId, house.invoice.id));
    expect(proofs).toHaveLength(1);
  });

  test("the receipt is judged by its content; staff and other houses cannot send one", async () => {
    const house = await houseWithInvoice();
    const text = new TextEncoder().encode("not a receipt");
    const refused = await sendProof(house.user, house.invoice.id, text, "k-text");
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: { file: [expect.any(String)] } });
    const other = await approvedExhibitor(api, fair.event.id);
    expect((await sendProof(other.user, house.invoice.id, PDF)).status).toBe(404);
    expect(
      (await api.request(`/api/invoices/${house.invoice.id}`, { headers: other.user.headers() }))
        .status,
    ).toBe(404);
  });
});

describe("the administration's decision", () => {
  test("rejected with a reason, sent again, then paid: the booth is confirmed", async () => {
    const house = await houseWithInvoice();
    expect((await decide(house.invoice.id, "approve")).status).toBe(409);
    expect((await sendProof(house.user, house.invoice.id, PDF, "a")).status).toBe(201);
    const noReason = await decide(house.invoice.id, "reject");
    expect(noReason.status).toBe(422);
    const rejected = await decide(house.invoice.id, "reject", "The amount does not match.");
    expect(rejected.status).toBe(200);
    const mine = await json<{ data: { invoice: Invoice } }>(
      await api.request(`/api/invoices/${house.invoice.id}`, { headers: house.user.headers() }),
    );
    expect(mine.data.invoice).toMatchObject({
      status: "rejected",
      rejection_reason: "The amount does not match.",
    });
    expect((await sendProof(house.user, house.invoice.id, PNG, "b")).status).toBe(201);
    const paid = await decide(house.invoice.id, "approve");
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ data: { invoice: { status: "paid" } } });
    expect(await planState(house.user, house.booth.code)).toBe("confirmed");
    const [reservation] = await api.db
      .select()
      .from(boothReservations)
      .where(eq(boothReservations.id, house.reservationId));
    expect(reservation).toMatchObject({ status: "confirmed", expiresAt: null });
    const proof = await api.request(`/api/admin/invoices/${house.invoice.id}/proof`, {
      headers: admin.headers(),
    });
    expect(proof.headers.get("content-type")).toBe("image/png");
    // What names the invoice and the booth opens them (issue 26): the notifications carry the
    // invoice, the audit entry of the booth its event.
    const told = await json<{ data: { notifications: Notification[] } }>(
      await api.request("/api/notifications", { headers: house.user.headers() }),
    );
    expect(
      told.data.notifications
        .filter((notification) => notification.kind.startsWith("invoice_"))
        .map(({ kind, params }) => [kind, params.invoice_id]),
    ).toEqual([
      ["invoice_paid", house.invoice.id],
      ["invoice_rejected", house.invoice.id],
    ]);
    const audit = await json<{ data: { entries: AuditEntry[] } }>(
      await api.request(`/api/organizations/${house.organizationId}/audit`, {
        headers: house.user.headers(),
      }),
    );
    const booth = audit.data.entries.filter((entry) => entry.entity_type === "booth_reservation");
    expect(booth.length).toBeGreaterThan(0);
    expect(new Set(booth.map((entry) => entry.event_id))).toEqual(new Set([fair.event.id]));
    const others = audit.data.entries.filter((entry) => entry.entity_type !== "booth_reservation");
    expect(new Set(others.map((entry) => entry.event_id))).toEqual(new Set([null]));
    // Exhibitors cannot decide.
    expect(
      (
        await api.request(`/api/admin/invoices/${house.invoice.id}/decision`, {
          headers: house.user.headers(),
          json: { decision: "approve" },
        })
      ).status,
    ).toBe(403);
  });

  test("an invoice unpaid past its due date releases its hold", async () => {
    const house = await houseWithInvoice();
    const other = await approvedExhibitor(api, fair.event.id, 90);
    clock.advance(7 * 24 * 3600_000 + 60_000);
    const mine = await json<{ data: { invoice: Invoice } }>(
      await api.request(`/api/invoices/${house.invoice.id}`, { headers: house.user.headers() }),
    );
    expect(mine.data.invoice.status).toBe("expired");
    expect(await planState(other.user, house.booth.code)).toBe("available");
    expect((await sendProof(house.user, house.invoice.id, PDF)).status).toBe(409);
    const taken = await api.request("/api/reservations", {
      headers: other.user.headers(),
      json: { booth_id: house.booth.id },
    });
    expect(taken.status).toBe(201);
    clock.set(IN_WINDOW);
  });

  test("paying for a booth taken off the plan after its hold ended confirms nothing", async () => {
    const small = await insertFair(api, 2);
    const house = await houseWithInvoice(small);
    expect((await sendProof(house.user, house.invoice.id, PDF)).status).toBe(201);
    // The hold ends while the proof waits (as the sweeper ends it), then the booth leaves the plan.
    await api.db
      .update(boothReservations)
      .set({ status: "expired", endedAt: IN_WINDOW })
      .where(eq(boothReservations.id, house.reservationId));
    const left = small.booths.filter((row) => row.id !== house.booth.id)[0]!;
    const saved = await api.request(`/api/admin/events/zones/${small.zone.id}/booths`, {
      method: "PUT",
      headers: admin.headers(),
      json: {
        booths: [boothInput(left)],
      },
    });
    expect(saved.status).toBe(200);
    expect((await decide(house.invoice.id, "approve")).status).toBe(409);
    const [reservation] = await api.db
      .select({ status: boothReservations.status })
      .from(boothReservations)
      .where(eq(boothReservations.id, house.reservationId));
    expect(reservation?.status).toBe("expired");
  });

  test("the queue filters by status with counts, pages, and exports", async () => {
    const waiting = await houseWithInvoice();
    expect((await sendProof(waiting.user, waiting.invoice.id, PDF)).status).toBe(201);
    const answer = await json<{
      data: { invoices: InvoiceSummary[]; counts: InvoiceCounts; meta: { total: number } };
    }>(
      await api.request("/api/admin/invoices?status=proof_submitted&per_page=5", {
        headers: admin.headers(),
      }),
    );
    expect(answer).toHaveProperty("data");
    expect(answer.data.invoices.every((item) => item.status === "proof_submitted")).toBe(true);
    expect(answer.data.invoices.map((item) => item.id)).toContain(waiting.invoice.id);
    expect(answer.data.counts.proof_submitted).toBe(answer.data.meta.total);
    expect(answer.data.counts.issued).toBeGreaterThan(0);

    const exported = await api.request("/api/admin/invoices/export?status=proof_submitted", {
      headers: admin.headers("ar"),
    });
    expect(exported.headers.get("content-type")).toMatch(/^text\/csv/);
    const csv = await exported.text();
    expect(csv).toContain(waiting.invoice.number);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(answer.data.meta.total + 1);

    const own = await json<{ data: { invoices: InvoiceSummary[] } }>(
      await api.request("/api/invoices", { headers: waiting.user.headers() }),
    );
    expect(own.data.invoices.map((item) => item.id)).toEqual([waiting.invoice.id]);
  });

  test("the admin finds one invoice by its full number, as typed", async () => {
    const other = await insertFair(api, 1);
    const elsewhere = await houseWithInvoice(other);
    const here = await houseWithInvoice();
    for (const typed of [here.invoice.number, here.invoice.number.toLowerCase()]) {
      const found = await json<{ data: { invoices: InvoiceSummary[]; meta: { total: number } } }>(
        await api.request(`/api/admin/invoices?q=${encodeURIComponent(typed)}`, {
          headers: admin.headers(),
        }),
      );
      expect(found.data.invoices.map((item) => item.id)).toEqual([here.invoice.id]);
      expect(found.data.meta.total).toBe(1);
    }
    // The same place in another event's sequence is another invoice.
    const there = await json<{ data: { invoices: InvoiceSummary[] } }>(
      await api.request(`/api/admin/invoices?q=${elsewhere.invoice.number}`, {
        headers: admin.headers(),
      }),
    );
    expect(there.data.invoices.map((item) => item.id)).toEqual([elsewhere.invoice.id]);
  });
});

describe("cancelling a reservation voids its unpaid invoice", () => {
  let smallFair: Fair;
  beforeAll(async () => {
    smallFair = await insertFair(api, 4);
  });
  const cancelAs = (user: TestUser, reservationId: string, side: "exhibitor" | "admin") =>
    api.request(
      side === "admin"
        ? `/api/admin/reservations/${reservationId}/cancel`
        : `/api/reservations/${reservationId}/cancel`,
      { method: "POST", headers: user.headers() },
    );
  const invoiceAudit = (invoiceId: string) =>
    api.db.select().from(auditLog).where(eq(auditLog.entityId, invoiceId));

  test("the exhibitor cancels a held booth: its issued invoice is void and takes no receipt", async () => {
    const house = await houseWithInvoice(smallFair);
    expect((await cancelAs(house.user, house.reservationId, "exhibitor")).status).toBe(200);
    const mine = await json<{ data: { invoice: Invoice } }>(
      await api.request(`/api/invoices/${house.invoice.id}`, { headers: house.user.headers() }),
    );
    expect(mine.data.invoice.status).toBe("void");
    const refused = await sendProof(house.user, house.invoice.id, PDF);
    expect(refused.status).toBe(409);
    expect(
      await api.db
        .select()
        .from(invoiceProofs)
        .where(eq(invoiceProofs.invoiceId, house.invoice.id)),
    ).toHaveLength(0);
    const audit = await invoiceAudit(house.invoice.id);
    expect(audit.find((entry) => entry.toStatus === "void")).toMatchObject({
      fromStatus: "issued",
      entityType: "invoice",
      entityLabelAr: house.invoice.number,
      entityLabelEn: house.invoice.number,
      organizationId: house.organizationId,
      actorUserId: house.user.id,
    });
    // Still void long after its due date: it is not owed, so it never reads as past due.
    clock.advance(8 * 24 * 3600_000);
    const later = await json<{ data: { invoice: Invoice } }>(
      await api.request(`/api/invoices/${house.invoice.id}`, { headers: house.user.headers() }),
    );
    expect(later.data.invoice.status).toBe("void");
    clock.set(IN_WINDOW);
    const counted = await json<{ data: { invoices: InvoiceSummary[]; counts: InvoiceCounts } }>(
      await api.request(`/api/admin/invoices?status=void&event_id=${smallFair.event.id}`, {
        headers: admin.headers(),
      }),
    );
    expect(counted.data.invoices.map((item) => item.id)).toContain(house.invoice.id);
    expect(counted.data.counts.void).toBe(counted.data.invoices.length);
  });

  test("an admin cancels a hold whose receipt waits: void, and the receipt cannot be decided", async () => {
    const house = await houseWithInvoice(smallFair);
    expect((await sendProof(house.user, house.invoice.id, PDF)).status).toBe(201);
    expect((await cancelAs(admin, house.reservationId, "admin")).status).toBe(200);
    expect((await decide(house.invoice.id, "approve")).status).toBe(409);
    const [reservation] = await api.db
      .select()
      .from(boothReservations)
      .where(eq(boothReservations.id, house.reservationId));
    expect(reservation?.status).toBe("cancelled");
    const audit = await invoiceAudit(house.invoice.id);
    expect(audit.find((entry) => entry.toStatus === "void")).toMatchObject({
      fromStatus: "proof_submitted",
      actorUserId: admin.id,
    });
  });

  test("an admin cancels a confirmed, paid booth: the invoice stays paid", async () => {
    const house = await houseWithInvoice(smallFair);
    expect((await sendProof(house.user, house.invoice.id, PDF)).status).toBe(201);
    expect((await decide(house.invoice.id, "approve")).status).toBe(200);
    expect((await cancelAs(admin, house.reservationId, "admin")).status).toBe(200);
    const seen = await json<{ data: { invoice: Invoice } }>(
      await api.request(`/api/admin/invoices/${house.invoice.id}`, { headers: admin.headers() }),
    );
    expect(seen.data.invoice).toMatchObject({ status: "paid" });
    expect(seen.data.invoice.paid_at).not.toBeNull();
    const audit = await invoiceAudit(house.invoice.id);
    expect(audit.map((entry) => entry.toStatus)).not.toContain("void");
  });
});
