import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { PRIVACY_NOTICE_VERSION } from "@rawaq/domain/privacy";
import type { AuditEntry } from "@rawaq/domain/review";
import type { Invoice } from "@rawaq/domain/payments";
import type { RequestMessage } from "@rawaq/domain/participation";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { rowsOf } from "../src/db/rows.ts";
import {
  badges,
  files,
  organizationMembers,
  organizations,
  participationRequests,
  users,
} from "../src/db/schema/index.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import { hashPassword } from "../src/lib/password.ts";
import {
  PDF,
  PNG,
  type TestUser,
  createUser,
  fileForm,
  legalData,
  signupFields,
} from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";
import { type LogLine, captureLogs } from "./log-capture.ts";
import { IN_WINDOW, approvedExhibitor, insertFair } from "./participation-fixtures.ts";

// Issue 31: deleting my account. Afterwards no answer, export, search, log line written later,
// stored file or table holds the person's name, e-mail, phone, identity number or photo, while
// the invoices still print, the audit log keeps the actions under a pseudonym and a request's
// thread says "deleted account". The last manager of a house with open obligations is told what
// to settle first; an administrator deletes on request, audited.

const clock = adjustableClock(IN_WINDOW);
const logs = captureLogs();
let api: TestApp;
let admin: TestUser;
let fair: Awaited<ReturnType<typeof insertFair>>;
let nextBooth = 0;

const PASSWORD = "a long enough passphrase";
// The person's data, each piece distinct from every other fixture's, so a search finds only theirs.
const person = {
  email: `zubaida.${randomUUID().slice(0, 8)}@qaranfuli.example`,
  first_name: "زبيدة",
  last_name: "القرنفلي",
  phone: "+966551239876",
  confirm_identity: "1098765405",
};
const traces = [
  person.email,
  person.first_name,
  person.last_name,
  person.phone,
  person.confirm_identity,
];

/** Where the directory file store keeps a key's bytes (src/lib/file-store.ts). */
const storedPath = (key: string) => join(api.uploadsDir, key.slice(0, 2), key);

const json = async <T>(response: Response) => (await response.json()) as T;

function registerForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("personal_image", new File([PNG], "me.png", { type: "image/png" }));
  return form;
}

async function login(email: string, password: string) {
  return api.request("/api/auth/login", { json: { email, password } });
}

/** A signed-in user from a real login, with headers like the fixtures'. */
async function signedIn(email: string, id: string): Promise<TestUser> {
  const answer = await login(email, PASSWORD);
  expect(answer.status).toBe(200);
  const { token } = (await json<{ data: { token: string } }>(answer)).data;
  return {
    id,
    email,
    token,
    headers: (locale = "en") => ({ Authorization: `Bearer ${token}`, "Accept-Language": locale }),
  };
}

const deleteOwnAccount = (user: TestUser, password: string) =>
  api.request("/api/profile", { method: "DELETE", headers: user.headers(), json: { password } });

/** Holds the fair's next booth for `user`'s house; returns the reservation's id. */
async function holdBooth(user: TestUser) {
  const booth = fair.booths[nextBooth++]!;
  const held = await api.request("/api/reservations", {
    headers: user.headers(),
    json: { booth_id: booth.id },
  });
  expect(held.status).toBe(201);
  return {
    booth,
    reservationId: (await json<{ data: { reservation: { id: string } } }>(held)).data.reservation
      .id,
  };
}

async function issueInvoice(user: TestUser, reservationId: string) {
  const issued = await api.request("/api/invoices", {
    headers: user.headers(),
    json: { reservation_id: reservationId },
  });
  expect(issued.status).toBe(201);
  return (await json<{ data: { invoice: Invoice } }>(issued)).data.invoice;
}

/** Every row of every table of the database, as text. */
async function everyRow(): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await api.db.execute(
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  expect(tables.length).toBeGreaterThan(30);
  const texts: string[] = [];
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await api.db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`),
    );
    texts.push(...rows.map((row) => `${name}: ${row.row}`));
  }
  return texts.join("\n");
}

/** The text of every file in the file store, for a search of the person's data. */
async function everyStoredFile(): Promise<string> {
  const names = await readdir(api.uploadsDir, { recursive: true });
  const texts = await Promise.all(
    names.map((name) =>
      readFile(join(api.uploadsDir, name)).then(
        (bytes) => bytes.toString("utf8"),
        () => "",
      ),
    ),
  );
  return texts.join("\n");
}

let subject: TestUser;
let houseId: string;
let requestId: string;
let paidInvoice: Invoice;
let storedKeys: string[];

beforeAll(async () => {
  api = await createTestApp({ clock, logger: logs.logger });
  admin = await createUser(api, { role: "admin", password: PASSWORD });
  fair = await insertFair(api, 8);

  // The person signs up with the notice agreed, logs in, and uploads their identity document.
  const registered = await api.request("/api/auth/register", {
    method: "POST",
    body: registerForm({
      ...signupFields(person.email),
      ...person,
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    }),
  });
  expect(registered.status).toBe(201);
  const { user } = (await json<{ data: { user: { id: string } } }>(registered)).data;
  subject = await signedIn(person.email, user.id);
  const document = await api.request("/api/profile/identity-document", {
    method: "POST",
    headers: subject.headers(),
    body: fileForm(PNG, "id.png", "image/png"),
  });
  expect(document.status).toBe(201);

  // They manage an approved house whose contact is their own address and phone.
  const data = legalData();
  const [house] = await api.db
    .insert(organizations)
    .values({
      status: "approved",
      name: "دار الورد",
      commercialName: data.commercial_name,
      commercialRegistrationNumber: data.commercial_registration_number,
      commercialRegistrationExpiresOn: data.commercial_registration_expires_on,
      publishingLicenceNumber: data.publishing_licence_number,
      publishingLicenceExpiresOn: data.publishing_licence_expires_on,
      email: person.email,
      zip: data.zip,
      phone1: person.phone,
      countryId: data.country,
      cityId: data.city,
      buildingNumber: "2322",
      street: "شارع الأمير سلطان",
      district: "المربع",
    })
    .returning();
  houseId = house!.id;
  await api.db
    .insert(organizationMembers)
    .values({ organizationId: houseId, userId: subject.id, role: "manager" });
  const [request] = await api.db
    .insert(participationRequests)
    .values({
      organizationId: houseId,
      eventId: fair.event.id,
      status: "approved",
      requestedArea: 90,
      approvedArea: 90,
      boothType: "standard",
      titlesCount: 10,
      decidedAt: clock.now(),
    })
    .returning();
  requestId = request!.id;

  // A booth, invoiced and paid: the house owes nothing.
  const { reservationId } = await holdBooth(subject);
  const invoice = await issueInvoice(subject, reservationId);
  const proof = await api.request(`/api/invoices/${invoice.id}/proof`, {
    method: "POST",
    headers: subject.headers(),
    body: fileForm(PDF, "receipt.pdf"),
  });
  expect(proof.status).toBe(201);
  const paid = await api.request(`/api/admin/invoices/${invoice.id}/decision`, {
    headers: admin.headers(),
    json: { decision: "approve", reason: "" },
  });
  expect(paid.status).toBe(200);
  paidInvoice = invoice;

  // Their badge (with their photo), a message in the request's thread, a message to the fair,
  // a copy of their data, the administration opening their document, a reset link and a
  // mistyped password: each leaves the person's data somewhere.
  const badgeForm = new FormData();
  badgeForm.set("event_id", fair.event.id);
  badgeForm.set("member_user_id", subject.id);
  badgeForm.set("printed_name", `${person.first_name} ${person.last_name}`);
  badgeForm.set("role", "manager");
  const badge = await api.request("/api/badges", {
    method: "POST",
    headers: subject.headers(),
    body: badgeForm,
  });
  expect(badge.status).toBe(201);
  const message = await api.request(`/api/participation-requests/${requestId}/messages`, {
    headers: subject.headers(),
    json: { body: "نرجو تأكيد موعد التركيب." },
  });
  expect(message.status).toBe(201);
  const contact = await api.request("/api/contact", {
    json: {
      name: `${person.first_name} ${person.last_name}`,
      email: person.email,
      subject: "سؤال",
      body: "متى يبدأ الشحن؟",
    },
  });
  expect(contact.status).toBe(201);
  expect((await api.request("/api/profile/export", { headers: subject.headers() })).status).toBe(
    200,
  );
  const opened = await api.request(`/api/admin/users/${subject.id}/identity-document`, {
    headers: admin.headers(),
  });
  expect(opened.status).toBe(200);
  expect(
    (await api.request("/api/auth/password-reset", { json: { email: person.email } })).status,
  ).toBe(202);
  expect((await login(person.email, "not the password")).status).toBe(401);

  const own = await api.db
    .select({ key: files.storageKey })
    .from(files)
    .where(eq(files.ownerUserId, subject.id));
  const photos = await api.db
    .select({ key: badges.photoStorageKey })
    .from(badges)
    .where(eq(badges.memberUserId, subject.id));
  storedKeys = [...own, ...photos].flatMap((row) => (row.key ? [row.key] : []));
  // The photo, the identity document and the badge's copy of the photo.
  expect(storedKeys).toHaveLength(3);
  for (const key of storedKeys) expect(existsSync(storedPath(key))).toBe(true);
  // Before: the search finds every piece of the person's data.
  const before = await everyRow();
  for (const trace of traces) expect(before).toContain(trace);
});
afterAll(() => api?.close());

describe("deleting my account", () => {
  test("needs the password: a wrong one is a field error and nothing is deleted", async () => {
    const refused = await deleteOwnAccount(subject, "not the password");
    expect(refused.status).toBe(422);
    expect(
      (await json<{ errors: Record<string, string[]> }>(refused)).errors.password,
    ).toHaveLength(1);
    expect((await api.request("/api/profile", { headers: subject.headers() })).status).toBe(200);
  });

  test("the last manager of a house with a held booth or an unpaid invoice is told what to settle", async () => {
    const house = await approvedExhibitor(api, fair.event.id, 90);
    await api.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, house.user.id));
    const { booth, reservationId } = await holdBooth(house.user);

    const held = await deleteOwnAccount(house.user, PASSWORD);
    expect(held.status).toBe(409);
    const heldBody = await json<{ message: string; data: { obligations: unknown[] } }>(held);
    expect(heldBody.message).toMatch(/settle/);
    expect(heldBody.data.obligations).toEqual([
      {
        kind: "held_booth",
        event_id: fair.event.id,
        event_name: fair.event.nameEn,
        reference: booth.code,
      },
    ]);

    const invoice = await issueInvoice(house.user, reservationId);
    const unpaid = await deleteOwnAccount(house.user, PASSWORD);
    expect(unpaid.status).toBe(409);
    // The invoice keeps the booth held until it is paid: both are named.
    expect((await json<{ data: { obligations: unknown[] } }>(unpaid)).data.obligations).toEqual([
      expect.objectContaining({ kind: "held_booth", reference: booth.code }),
      expect.objectContaining({ kind: "unpaid_invoice", reference: invoice.number }),
    ]);
    // In the reader's language.
    const arabic = await api.request("/api/profile", {
      method: "DELETE",
      headers: house.user.headers("ar"),
      json: { password: PASSWORD },
    });
    expect((await json<{ message: string }>(arabic)).message).toMatch(/[\u0600-\u06ff]/);
    expect((await api.request("/api/profile", { headers: house.user.headers() })).status).toBe(200);
  });

  test("a colleague takes over the house when its manager leaves", async () => {
    const house = await approvedExhibitor(api, fair.event.id, 90);
    await api.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, house.user.id));
    const colleague = await createUser(api);
    await api.db
      .insert(organizationMembers)
      .values({ organizationId: house.organizationId, userId: colleague.id, role: "staff" });
    expect((await deleteOwnAccount(house.user, PASSWORD)).status).toBe(200);
    const [membership] = await api.db
      .select({ role: organizationMembers.role })
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, colleague.id));
    expect(membership?.role).toBe("manager");
  });

  test("destroys the person's data everywhere, keeps the fair's records without them", async () => {
    const deleted = await deleteOwnAccount(subject, PASSWORD);
    expect(deleted.status).toBe(200);
    const logsFrom = logs.lines.length;

    // The session ended at once, and the account can no longer log in.
    expect((await api.request("/api/profile", { headers: subject.headers() })).status).toBe(401);
    expect((await login(person.email, PASSWORD)).status).toBe(401);

    // No table holds any piece of their data, and no stored file either.
    const rows = await everyRow();
    for (const trace of traces) expect(rows).not.toContain(trace);
    for (const key of storedKeys) expect(existsSync(storedPath(key))).toBe(false);
    const stored = await everyStoredFile();
    for (const trace of traces) expect(stored).not.toContain(trace);

    // No search finds them.
    for (const q of [person.email, person.last_name, person.phone]) {
      const found = await api.request(`/api/admin/users?q=${encodeURIComponent(q)}`, {
        headers: admin.headers(),
      });
      expect((await json<{ data: { users: unknown[] } }>(found)).data.users).toEqual([]);
    }

    // The invoice still prints, naming the house.
    const invoice = await api.request(`/api/admin/invoices/${paidInvoice.id}`, {
      headers: admin.headers(),
    });
    expect(invoice.status).toBe(200);
    const printed = (await json<{ data: { invoice: Invoice } }>(invoice)).data.invoice;
    expect(printed.buyer.name).toBe("دار الورد");
    expect(printed.status).toBe("paid");

    // The audit log keeps what they did under a pseudonym, and the deletion itself.
    const audit = await json<{ data: { entries: AuditEntry[] } }>(
      await api.request("/api/admin/audit?per_page=100", { headers: admin.headers() }),
    );
    const deletion = audit.data.entries.find(
      (entry) => entry.entity_id === subject.id && entry.to_status === "account_deleted",
    );
    const pseudonym = deletion!.actor.name;
    expect(pseudonym).toMatch(/^[0-9a-f]{8}$/);
    expect(deletion?.entity_label).toEqual({
      ar: `حساب محذوف ${pseudonym}`,
      en: `Deleted account ${pseudonym}`,
    });
    const theirs = audit.data.entries.filter((entry) => entry.actor.name === pseudonym);
    // Their hold, invoice, receipt, badge, copy of their data and the deletion.
    expect(theirs.length).toBeGreaterThan(3);
    expect(theirs.every((entry) => entry.actor.deleted)).toBe(true);

    // The request's thread keeps the message, from a deleted account.
    const detail = await json<{ data: { messages: RequestMessage[] } }>(
      await api.request(`/api/admin/participation-requests/${requestId}`, {
        headers: admin.headers(),
      }),
    );
    expect(detail.data.messages).toEqual([
      expect.objectContaining({
        body: "نرجو تأكيد موعد التركيب.",
        author: { name: "", role: "exhibitor", deleted: true },
      }),
    ]);

    // What was written to the logs after the deletion names none of it, though these requests
    // carried the address.
    await login(person.email, PASSWORD);
    await api.request("/api/auth/password-reset", { json: { email: person.email } });
    const written = JSON.stringify(logs.lines.slice(logsFrom) satisfies LogLine[]);
    expect(logs.lines.length).toBeGreaterThan(logsFrom);
    for (const trace of traces) expect(written).not.toContain(trace);
    // The reset request for an address without an account sent nothing.
    expect(await everyRow()).not.toContain(person.email);

    // The address can sign up again.
    const again = await api.request("/api/auth/register", {
      method: "POST",
      body: registerForm({ ...signupFields(person.email), ...person }),
    });
    expect(again.status).toBe(201);
  });
});

describe("an administrator deleting an account on request", () => {
  test("needs a reason, refuses their own account and an unknown one, and is audited", async () => {
    const exhibitor = await createUser(api);
    const route = `/api/admin/users/${exhibitor.id}`;
    const remove = (by: TestUser, path: string, reason?: string) =>
      api.request(path, {
        method: "DELETE",
        headers: by.headers(),
        json: reason === undefined ? {} : { reason },
      });

    expect((await remove(exhibitor, route, "asked by mail")).status).toBe(403);
    expect((await remove(admin, route)).status).toBe(422);
    expect((await remove(admin, `/api/admin/users/${admin.id}`, "asked")).status).toBe(409);
    expect((await remove(admin, `/api/admin/users/${randomUUID()}`, "asked")).status).toBe(404);

    const done = await remove(admin, route, "Asked by mail on 1 December");
    expect(done.status).toBe(200);
    expect((await api.request("/api/profile", { headers: exhibitor.headers() })).status).toBe(401);
    const audit = await json<{ data: { entries: AuditEntry[] } }>(
      await api.request("/api/admin/audit?per_page=100", { headers: admin.headers() }),
    );
    expect(audit.data.entries).toContainEqual(
      expect.objectContaining({
        entity_id: exhibitor.id,
        to_status: "account_deleted",
        reason: "Asked by mail on 1 December",
        actor: expect.objectContaining({ role: "admin", deleted: false }),
      }),
    );
    // Again: it is gone.
    expect((await remove(admin, route, "again")).status).toBe(404);
  });

  test("the fair keeps an active administrator: the last one cannot delete their account", async () => {
    const other = await createUser(api, { role: "admin", password: PASSWORD });
    expect((await deleteOwnAccount(other, PASSWORD)).status).toBe(200);
    // No other administrator remains: `admin` is the last active one.
    const last = await deleteOwnAccount(admin, PASSWORD);
    expect(last.status).toBe(409);
    expect((await api.request("/api/profile", { headers: admin.headers() })).status).toBe(200);
  });
});
