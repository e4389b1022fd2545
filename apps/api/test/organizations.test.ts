import type { ApiErrorBody } from "@rawaq/domain/envelope";
import type { Organization, OrganizationMeta } from "@rawaq/domain/organization";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  auditLog,
  notifications,
  organizationMembers,
  organizations,
} from "../src/db/schema/index.ts";
import {
  PDF,
  PNG,
  type TestUser,
  bankData,
  createUser,
  fileForm,
  legalData,
  registerOrganization,
} from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";

let api: TestApp;
let admin: TestUser;
beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: "admin" });
});
afterAll(() => api.close());

type OrganizationAnswer = { data: { organization: Organization; meta: OrganizationMeta } };
const body = async <T>(response: Response) => (await response.json()) as T;

async function createDraft(user: TestUser, overrides: Record<string, string> = {}) {
  const response = await api.request("/api/organizations", {
    headers: user.headers(),
    json: legalData(overrides),
  });
  expect(response.status).toBe(201);
  return (await body<OrganizationAnswer>(response)).data.organization;
}

const patch = (user: TestUser, id: string, json: unknown, locale: "ar" | "en" = "en") =>
  api.request(`/api/organizations/${id}`, { method: "PATCH", headers: user.headers(locale), json });
const submit = (user: TestUser, id: string) =>
  api.request(`/api/organizations/${id}/submit`, { method: "POST", headers: user.headers() });
const upload = (user: TestUser, id: string, kind: string, bytes: Uint8Array, name: string) =>
  api.request(`/api/organizations/${id}/documents/${kind}`, {
    method: "PUT",
    headers: user.headers(),
    body: fileForm(bytes, name),
  });
const decide = (user: TestUser, id: string, json: unknown) =>
  api.request(`/api/admin/organizations/${id}/decision`, { headers: user.headers(), json });

describe("GET /api/organizations", () => {
  test("a user without an organization gets null and empty counters (spec shape)", async () => {
    const user = await createUser(api);
    const response = await api.request("/api/organizations", { headers: user.headers() });
    expect(response.status).toBe(200);
    const { data } = await body<OrganizationAnswer>(response);
    expect(data.organization).toBeNull();
    expect(data.meta).toMatchObject({
      status: null,
      role: null,
      books: { pending: 0, approved: 0, rejected: 0 },
      editable: "none",
      pipeline: { is_open: false },
    });
  });

  test("answers 401 without a token", async () => {
    expect((await api.request("/api/organizations")).status).toBe(401);
  });
});

describe("the onboarding wizard", () => {
  test("step 1 creates a draft with the caller as manager; status fields in the body are ignored", async () => {
    const user = await createUser(api);
    const response = await api.request("/api/organizations", {
      headers: user.headers(),
      json: {
        ...legalData({ name: "\u202bدار\u202c  المعرفة " }),
        status: "approved",
        role: "admin",
      },
    });
    expect(response.status).toBe(201);
    const { organization } = (await body<OrganizationAnswer>(response)).data;
    expect(organization.status).toBe("draft");
    // Bidi controls stripped, whitespace collapsed.
    expect(organization.name).toBe("دار المعرفة");

    const mine = await body<OrganizationAnswer>(
      await api.request("/api/organizations", { headers: user.headers() }),
    );
    expect(mine.data.organization?.id).toBe(organization.id);
    expect(mine.data.meta).toMatchObject({ status: "draft", role: "manager", editable: "all" });
  });

  test("one organization per user: a second registration answers 409", async () => {
    const user = await createUser(api);
    await createDraft(user);
    const again = await api.request("/api/organizations", {
      headers: user.headers(),
      json: legalData(),
    });
    expect(again.status).toBe(409);
    const [row] = await api.db
      .select({ value: count() })
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, user.id));
    expect(row?.value).toBe(1);
  });

  test("two registrations sent at once still leave one organization", async () => {
    const user = await createUser(api);
    const statuses = await Promise.all(
      [0, 1, 2].map(() =>
        api
          .request("/api/organizations", { headers: user.headers(), json: legalData() })
          .then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
  });

  test("invalid step 1 answers 422 with translated field errors and stores nothing", async () => {
    const user = await createUser(api);
    const response = await api.request("/api/organizations", {
      headers: user.headers("ar"),
      json: legalData({
        phone1: "12345",
        commercial_registration_expires_on: "2001-01-01",
        country: "SA",
        city: "",
        name: " ",
      }),
    });
    expect(response.status).toBe(422);
    const failure = await body<ApiErrorBody>(response);
    expect(Object.keys(failure.errors ?? {}).sort()).toEqual(
      ["city", "commercial_registration_expires_on", "name", "phone1"].sort(),
    );
    expect(failure.errors?.phone1?.[0]).toMatch(/[\u0600-\u06ff]/);
    const mine = await body<OrganizationAnswer>(
      await api.request("/api/organizations", { headers: user.headers() }),
    );
    expect(mine.data.organization).toBeNull();
  });

  test("a registration number already registered is refused on its field", async () => {
    const first = await createUser(api);
    const second = await createUser(api);
    const taken = (await createDraft(first)).commercial_registration_number;
    const response = await api.request("/api/organizations", {
      headers: second.headers(),
      json: legalData({ commercial_registration_number: taken }),
    });
    expect(response.status).toBe(422);
    expect((await body<ApiErrorBody>(response)).errors).toHaveProperty(
      "commercial_registration_number",
    );
  });

  test("step 3 checks Saudi IBANs by length and mod-97, and SWIFT codes", async () => {
    const user = await createUser(api);
    const { id } = await createDraft(user);
    const wrong = await patch(user, id, {
      ...bankData,
      iban: "SA03 8000 0000 6080 1016 7518",
      swift: "RJHI",
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys((await body<ApiErrorBody>(wrong)).errors ?? {}).sort()).toEqual([
      "iban",
      "swift",
    ]);
    const short = await patch(user, id, { ...bankData, iban: "SA0380000000608010167" });
    expect(short.status).toBe(422);

    const saved = await patch(user, id, bankData);
    expect(saved.status).toBe(200);
    const { organization } = (await body<OrganizationAnswer>(saved)).data;
    expect(organization.iban).toBe("SA0380000000608010167519");
    expect(organization.swift).toBe("RJHISARI");
  });

  test("documents are checked by content: logo an image, the others PDF or image", async () => {
    const user = await createUser(api);
    const { id } = await createDraft(user);
    const pdfLogo = await upload(user, id, "logo", PDF, "logo.png");
    expect(pdfLogo.status).toBe(422);
    const fakePdf = await upload(
      user,
      id,
      "commercial_registration",
      new TextEncoder().encode("<html>not a pdf</html>"),
      "cr.pdf",
    );
    expect(fakePdf.status).toBe(422);
    expect((await body<ApiErrorBody>(fakePdf)).errors?.commercial_registration?.[0]).toMatch(/PDF/);
    expect((await upload(user, id, "unknown", PNG, "x.png")).status).toBe(404);

    const logo = await upload(user, id, "logo", PNG, "logo.png");
    expect(logo.status).toBe(200);
    expect((await body<OrganizationAnswer>(logo)).data.organization.documents).toEqual({
      logo: true,
      commercial_registration: false,
      publishing_licence: false,
    });
    const download = await api.request(`/api/organizations/${id}/documents/logo`, {
      headers: user.headers(),
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
  });

  test("submit lists every missing part, then needs the owner's identity document", async () => {
    const user = await createUser(api, { withIdentityDocument: false });
    const { id } = await createDraft(user);
    const incomplete = await submit(user, id);
    expect(incomplete.status).toBe(422);
    expect(Object.keys((await body<ApiErrorBody>(incomplete)).errors ?? {}).sort()).toEqual(
      [
        "account_number",
        "bank_name",
        "commercial_registration",
        "iban",
        "logo",
        "publishing_licence",
        "swift",
      ].sort(),
    );

    await patch(user, id, bankData);
    await upload(user, id, "logo", PNG, "logo.png");
    await upload(user, id, "commercial_registration", PDF, "cr.pdf");
    await upload(user, id, "publishing_licence", PNG, "licence.png");
    const noIdentity = await submit(user, id);
    expect(noIdentity.status).toBe(422);
    expect((await body<ApiErrorBody>(noIdentity)).errors).toHaveProperty("identity_document");
  });

  test("submitted: pending, locked while under review, recorded in the audit log", async () => {
    const user = await createUser(api);
    const id = await registerOrganization(api, user);
    const mine = await body<OrganizationAnswer>(
      await api.request("/api/organizations", { headers: user.headers() }),
    );
    expect(mine.data.organization?.status).toBe("pending");
    expect(mine.data.meta.editable).toBe("none");

    expect((await patch(user, id, { name: "Another" })).status).toBe(409);
    expect((await upload(user, id, "logo", PNG, "logo.png")).status).toBe(409);
    expect((await submit(user, id)).status).toBe(409);

    const audit = await api.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject([
      {
        entityType: "organization",
        fromStatus: "draft",
        toStatus: "pending",
        actorUserId: user.id,
      },
    ]);
  });
});

describe("review by the administration", () => {
  test("only admins reach the admin routes (403), and only with a token (401)", async () => {
    const exhibitor = await createUser(api);
    for (const path of [
      "/api/admin/summary",
      "/api/admin/organizations",
      "/api/admin/books",
      "/api/admin/audit",
      "/api/admin/books/export?format=csv",
    ]) {
      expect((await api.request(path, { headers: exhibitor.headers() })).status, path).toBe(403);
      expect((await api.request(path)).status, path).toBe(401);
    }
    const id = await registerOrganization(api, exhibitor);
    expect((await decide(exhibitor, id, { decision: "approve" })).status).toBe(403);
  });

  test("the pending queue lists the organization with its owner", async () => {
    const user = await createUser(api);
    const id = await registerOrganization(api, user);
    const response = await api.request("/api/admin/organizations?status=pending&per_page=100", {
      headers: admin.headers(),
    });
    expect(response.status).toBe(200);
    const { data } = await body<{
      data: { organizations: { id: string; owner: { email: string } }[] };
    }>(response);
    expect(data.organizations.find((row) => row.id === id)?.owner.email).toBe(user.email);
    const summary = await body<{ data: { organizations_pending: number } }>(
      await api.request("/api/admin/summary", { headers: admin.headers() }),
    );
    expect(summary.data.organizations_pending).toBeGreaterThanOrEqual(1);
    const detail = await api.request(`/api/admin/organizations/${id}`, {
      headers: admin.headers(),
    });
    expect(detail.status).toBe(200);
    const document = await api.request(`/api/organizations/${id}/documents/publishing_licence`, {
      headers: admin.headers(),
    });
    expect(document.status).toBe(200);
  });

  test("a rejection needs a reason; it is stored, audited and notified; the exhibitor can resubmit", async () => {
    const user = await createUser(api);
    const id = await registerOrganization(api, user);
    const noReason = await decide(admin, id, { decision: "reject", reason: "  " });
    expect(noReason.status).toBe(422);
    expect((await body<ApiErrorBody>(noReason)).errors).toHaveProperty("reason");

    const rejected = await decide(admin, id, {
      decision: "reject",
      reason: "صورة السجل التجاري غير واضحة",
    });
    expect(rejected.status).toBe(200);
    const mine = await body<OrganizationAnswer>(
      await api.request("/api/organizations", { headers: user.headers() }),
    );
    expect(mine.data.organization).toMatchObject({
      status: "rejected",
      rejection_reason: "صورة السجل التجاري غير واضحة",
    });
    expect(mine.data.meta.editable).toBe("all");

    const inbox = await body<{
      data: {
        notifications: { kind: string; params: { reason?: string } }[];
        meta: { unread: number };
      };
    }>(await api.request("/api/notifications", { headers: user.headers() }));
    expect(inbox.data.notifications[0]).toMatchObject({
      kind: "organization_rejected",
      params: { reason: "صورة السجل التجاري غير واضحة" },
    });
    expect(inbox.data.meta.unread).toBe(1);
    await api.request("/api/notifications/read", { method: "POST", headers: user.headers() });
    const read = await body<{ data: { meta: { unread: number } } }>(
      await api.request("/api/notifications", { headers: user.headers() }),
    );
    expect(read.data.meta.unread).toBe(0);

    // Corrected and sent again: pending, the old reason cleared.
    expect((await patch(user, id, legalData({ name: "دار الرواق" }))).status).toBe(200);
    expect((await submit(user, id)).status).toBe(200);
    const again = await body<OrganizationAnswer>(
      await api.request("/api/organizations", { headers: user.headers() }),
    );
    expect(again.data.organization).toMatchObject({ status: "pending", rejection_reason: null });

    const history = await body<{
      data: { entries: { from_status: string; to_status: string; reason: string | null }[] };
    }>(await api.request(`/api/organizations/${id}/audit`, { headers: user.headers() }));
    expect(history.data.entries.map((entry) => `${entry.from_status}>${entry.to_status}`)).toEqual([
      "rejected>pending",
      "pending>rejected",
      "draft>pending",
    ]);
  });

  test("two admins deciding at once: one decision wins, the other gets 409", async () => {
    const user = await createUser(api);
    const other = await createUser(api, { role: "admin" });
    const id = await registerOrganization(api, user);
    const statuses = await Promise.all([
      decide(admin, id, { decision: "approve" }).then((response) => response.status),
      decide(other, id, { decision: "reject", reason: "Duplicate" }).then((r) => r.status),
    ]);
    expect(statuses.sort()).toEqual([200, 409]);
    const [entries] = await api.db
      .select({ value: count() })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(entries?.value).toBe(2);
    const [notes] = await api.db
      .select({ value: count() })
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notes?.value).toBe(1);
  });

  test("after approval only the expiry dates and the documents can change", async () => {
    const user = await createUser(api);
    const id = await registerOrganization(api, user, { approveWith: admin });
    const meta = await body<OrganizationAnswer>(
      await api.request("/api/organizations", { headers: user.headers() }),
    );
    expect(meta.data.meta.editable).toBe("documents_and_expiry");

    const locked = await patch(user, id, {
      name: "New name",
      iban: bankData.iban,
      commercial_registration_expires_on: "2032-01-01",
      publishing_licence_expires_on: "2031-01-01",
    });
    expect(locked.status).toBe(422);
    expect(Object.keys((await body<ApiErrorBody>(locked)).errors ?? {}).sort()).toEqual([
      "iban",
      "name",
    ]);

    const dates = await patch(user, id, {
      commercial_registration_expires_on: "2032-01-01",
      publishing_licence_expires_on: "2031-01-01",
    });
    expect(dates.status).toBe(200);
    expect((await body<OrganizationAnswer>(dates)).data.organization).toMatchObject({
      status: "approved",
      commercial_registration_expires_on: "2032-01-01",
    });
    expect((await upload(user, id, "publishing_licence", PDF, "new.pdf")).status).toBe(200);
    const [row] = await api.db.select().from(organizations).where(eq(organizations.id, id));
    expect(row?.status).toBe("approved");
  });
});

describe("another organization's data", () => {
  test("every organization route answers 404 for someone else's organization", async () => {
    const owner = await createUser(api);
    const stranger = await createUser(api);
    await createDraft(stranger);
    const id = await registerOrganization(api, owner, { approveWith: admin });
    const attempts: [string, string, unknown?][] = [
      ["GET", `/api/organizations/${id}/documents/logo`],
      ["GET", `/api/organizations/${id}/members`],
      ["GET", `/api/organizations/${id}/audit`],
      ["GET", `/api/get_books_by_organization/${id}`],
      ["PATCH", `/api/organizations/${id}`, { name: "Mine now" }],
      ["POST", `/api/organizations/${id}/submit`],
      ["POST", `/api/organizations/${id}/invitations`, { email: stranger.email }],
      ["POST", `/api/organizations/${id}/books`, {}],
      ["DELETE", `/api/organizations/${id}/members/${owner.id}`],
    ];
    for (const [method, path, json] of attempts) {
      const response = await api.request(path, {
        method,
        headers: stranger.headers(),
        ...(json === undefined ? {} : { json }),
      });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const [row] = await api.db.select().from(organizations).where(eq(organizations.id, id));
    expect(row?.name).toBe(legalData().name);
  });
});

describe("staff", () => {
  test("invite by email, accept, read-only access, removal", async () => {
    const manager = await createUser(api);
    const invitee = await createUser(api);
    const id = await registerOrganization(api, manager, { approveWith: admin });

    const unknown = await api.request(`/api/organizations/${id}/invitations`, {
      headers: manager.headers(),
      json: { email: "nobody@rawaq.test" },
    });
    expect(unknown.status).toBe(422);

    const invited = await api.request(`/api/organizations/${id}/invitations`, {
      headers: manager.headers(),
      json: { email: invitee.email.toUpperCase() },
    });
    expect(invited.status).toBe(201);
    const twice = await api.request(`/api/organizations/${id}/invitations`, {
      headers: manager.headers(),
      json: { email: invitee.email },
    });
    expect(twice.status).toBe(409);

    const mine = await body<{
      data: { invitations: { id: string; organization: { id: string } }[] };
    }>(await api.request("/api/invitations", { headers: invitee.headers() }));
    expect(mine.data.invitations).toHaveLength(1);
    const invitationId = mine.data.invitations[0]!.id;
    // Nobody else can answer it.
    const stranger = await createUser(api);
    expect(
      (
        await api.request(`/api/invitations/${invitationId}/accept`, {
          method: "POST",
          headers: stranger.headers(),
        })
      ).status,
    ).toBe(404);

    const accepted = await api.request(`/api/invitations/${invitationId}/accept`, {
      method: "POST",
      headers: invitee.headers(),
    });
    expect(accepted.status).toBe(200);
    const staffView = await body<OrganizationAnswer>(
      await api.request("/api/organizations", { headers: invitee.headers() }),
    );
    expect(staffView.data.organization?.id).toBe(id);
    expect(staffView.data.meta).toMatchObject({ role: "staff", editable: "none", members: 2 });

    // Read-only: staff can read, not change.
    expect(
      (await api.request(`/api/organizations/${id}/members`, { headers: invitee.headers() }))
        .status,
    ).toBe(200);
    expect(
      (await patch(invitee, id, { commercial_registration_expires_on: "2033-01-01" })).status,
    ).toBe(403);
    expect(
      (
        await api.request(`/api/organizations/${id}/invitations`, {
          headers: invitee.headers(),
          json: { email: stranger.email },
        })
      ).status,
    ).toBe(403);

    // Someone in an organization cannot be invited to another.
    const otherManager = await createUser(api);
    const otherId = await registerOrganization(api, otherManager);
    const taken = await api.request(`/api/organizations/${otherId}/invitations`, {
      headers: otherManager.headers(),
      json: { email: invitee.email },
    });
    expect(taken.status).toBe(422);

    expect(
      (
        await api.request(`/api/organizations/${id}/members/${manager.id}`, {
          method: "DELETE",
          headers: manager.headers(),
        })
      ).status,
    ).toBe(409);
    const removed = await api.request(`/api/organizations/${id}/members/${invitee.id}`, {
      method: "DELETE",
      headers: manager.headers(),
    });
    expect(removed.status).toBe(200);
    const after = await body<OrganizationAnswer>(
      await api.request("/api/organizations", { headers: invitee.headers() }),
    );
    expect(after.data.organization).toBeNull();
  });

  test("a declined invitation cannot be accepted later", async () => {
    const manager = await createUser(api);
    const invitee = await createUser(api);
    const id = await registerOrganization(api, manager);
    await api.request(`/api/organizations/${id}/invitations`, {
      headers: manager.headers(),
      json: { email: invitee.email },
    });
    const mine = await body<{ data: { invitations: { id: string }[] } }>(
      await api.request("/api/invitations", { headers: invitee.headers() }),
    );
    const invitationId = mine.data.invitations[0]!.id;
    const declined = await api.request(`/api/invitations/${invitationId}/decline`, {
      method: "POST",
      headers: invitee.headers(),
    });
    expect(declined.status).toBe(200);
    const late = await api.request(`/api/invitations/${invitationId}/accept`, {
      method: "POST",
      headers: invitee.headers(),
    });
    expect(late.status).toBe(409);
    const view = await body<OrganizationAnswer>(
      await api.request("/api/organizations", { headers: invitee.headers() }),
    );
    expect(view.data.organization).toBeNull();
  });
});
