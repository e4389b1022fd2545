import type { BankAccount } from "@rawaq/domain/bank-account";
import type { Organization } from "@rawaq/domain/organization";
import type { AuditEntry, Notification } from "@rawaq/domain/review";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { organizationMembers, organizations } from "../src/db/schema/index.ts";
import { type TestUser, bankData, createUser, registerOrganization } from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";

// The manager changes the bank account of an approved organization from the payment page, with
// the wizard's checks (docs/decisions/048-…); staff read the numbers masked.

let api: TestApp;
let admin: TestUser;

const json = async <T>(response: Response) => (await response.json()) as T;
const newAccount = {
  iban: "sa44 2000 0001 2345 6789 1234",
  swift: "ncbk saje",
  bank_name: "البنك الأهلي السعودي",
  account_number: "1234-5678-91234",
  vat_number: "300 1234 5678 9003",
};

function change(user: TestUser, organizationId: string, body: unknown, locale?: "ar" | "en") {
  return api.request(`/api/organizations/${organizationId}/bank-account`, {
    method: "PUT",
    headers: user.headers(locale),
    json: body,
  });
}

async function organizationOf(user: TestUser) {
  const answer = await json<{ data: { organization: Organization } }>(
    await api.request("/api/organizations", { headers: user.headers() }),
  );
  return answer.data.organization;
}

/** An approved house through the real wizard, with a staff member beside its manager. */
async function approvedHouse() {
  const manager = await createUser(api);
  const organizationId = await registerOrganization(api, manager, { approveWith: admin });
  const staff = await createUser(api);
  await api.db
    .insert(organizationMembers)
    .values({ organizationId, userId: staff.id, role: "staff" });
  return { manager, staff, organizationId };
}

async function notificationsOf(user: TestUser) {
  return (
    await json<{ data: { notifications: Notification[] } }>(
      await api.request("/api/notifications", { headers: user.headers() }),
    )
  ).data.notifications;
}

beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: "admin" });
});
afterAll(() => api.close());

describe("the manager changes the bank account of an approved organization", () => {
  test("stored as the wizard stores it, audited, and every member is told", async () => {
    const { manager, staff, organizationId } = await approvedHouse();
    const response = await change(manager, organizationId, newAccount);
    expect(response.status).toBe(200);
    const answer = await json<{ data: { bank_account: BankAccount }; message: string }>(response);
    expect(answer.data.bank_account).toEqual({
      iban: "SA4420000001234567891234",
      swift: "NCBKSAJE",
      bank_name: "البنك الأهلي السعودي",
      account_number: "1234567891234",
      vat_number: "300123456789003",
    });
    expect(answer.message).toMatch(/bank account has been changed/);

    const [row] = await api.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    expect(row).toMatchObject({
      status: "approved",
      iban: "SA4420000001234567891234",
      vatNumber: "300123456789003",
    });

    const audit = await json<{ data: { entries: AuditEntry[] } }>(
      await api.request(`/api/organizations/${organizationId}/audit`, {
        headers: manager.headers(),
      }),
    );
    expect(audit.data.entries[0]).toMatchObject({
      entity_type: "organization",
      entity_id: organizationId,
      to_status: "bank_account_changed",
      actor: { role: "exhibitor" },
    });
    for (const member of [manager, staff]) {
      const [latest] = await notificationsOf(member);
      expect(latest).toMatchObject({ kind: "bank_account_changed", params: { number: "1234" } });
    }
  });

  test("the same account again changes nothing: no audit, nobody told", async () => {
    const { manager, staff, organizationId } = await approvedHouse();
    const before = (await notificationsOf(staff)).length;
    const same = await change(manager, organizationId, bankData);
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ message: expect.stringMatching(/nothing/) });
    expect(await notificationsOf(staff)).toHaveLength(before);
  });

  test.each([
    ["iban", "SA0380000000608010167518", "the mod-97 check fails"],
    ["iban", "SA538000000060801016751", "a Saudi IBAN of 21 characters"],
    ["iban", "", "nothing"],
    ["swift", "RJHISAR", "a SWIFT code of 7 characters"],
    ["bank_name", " ", "nothing"],
    ["account_number", "123", "3 characters"],
    ["vat_number", "300123456789002", "a VAT number not ending in 3"],
    ["vat_number", "30012345678900", "a VAT number of 14 digits"],
  ])("refuses %s = %j (%s) at its field, and keeps the account", async (field, value) => {
    const { manager, organizationId } = await approvedHouse();
    const refused = await change(manager, organizationId, { ...newAccount, [field]: value }, "ar");
    expect(refused.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(refused);
    expect(Object.keys(body.errors)).toEqual([field]);
    // In the reader's language.
    expect(body.errors[field]![0]).toMatch(/[\u0600-\u06ff]/);
    expect((await organizationOf(manager)).iban).toBe("SA0380000000608010167519");
  });

  test("status fields in the body are ignored", async () => {
    const { manager, organizationId } = await approvedHouse();
    const response = await change(manager, organizationId, {
      ...newAccount,
      status: "draft",
      organization_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(response.status).toBe(200);
    expect(await organizationOf(manager)).toMatchObject({ id: organizationId, status: "approved" });
  });
});

describe("who may change it, and when", () => {
  test("staff get 403, another house's manager 404, an admin 404", async () => {
    const { staff, organizationId } = await approvedHouse();
    const other = await approvedHouse();
    expect((await change(staff, organizationId, newAccount)).status).toBe(403);
    expect((await change(other.manager, organizationId, newAccount)).status).toBe(404);
    expect((await change(admin, organizationId, newAccount)).status).toBe(404);
    const unchanged = await organizationOf(other.manager);
    expect(unchanged.iban).toBe("SA0380000000608010167519");
  });

  test("before approval it is the wizard's step: 409 while pending", async () => {
    const manager = await createUser(api);
    const organizationId = await registerOrganization(api, manager);
    const refused = await change(manager, organizationId, newAccount);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/approved/) });
  });
});

describe("who reads the numbers", () => {
  test("the manager and the administration in full; staff masked but for the last 4", async () => {
    const { manager, staff, organizationId } = await approvedHouse();
    expect(await organizationOf(manager)).toMatchObject({
      iban: "SA0380000000608010167519",
      account_number: "608010167519",
    });
    const seenByStaff = await organizationOf(staff);
    expect(seenByStaff.iban).toBe("•••• •••• •••• •••• •••• 7519");
    expect(seenByStaff.account_number).toBe("•••• •••• 7519");
    // Nothing of the hidden part leaves the server.
    expect(JSON.stringify(seenByStaff)).not.toContain("608010");
    expect(seenByStaff.swift).toBe("RJHISARI");

    const review = await json<{ data: { organization: Organization } }>(
      await api.request(`/api/admin/organizations/${organizationId}`, {
        headers: admin.headers(),
      }),
    );
    expect(review.data.organization.iban).toBe("SA0380000000608010167519");
  });
});
