import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type TestUser, createUser, registerOrganization } from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";

// The access step runs on every request, so it is built for that: one query finds the caller,
// their files and their organization (core/access.ts). These counts are what a request costs the
// database; a change that adds a query to the hot path has to change them here, on purpose.

let api: TestApp;
let manager: TestUser;
let newcomer: TestUser;
let organizationId: string;
beforeAll(async () => {
  api = await createTestApp();
  const admin = await createUser(api, { role: "admin" });
  manager = await createUser(api);
  newcomer = await createUser(api);
  organizationId = await registerOrganization(api, manager, { approveWith: admin });
});
afterAll(() => api.close());

async function queriesFor(user: TestUser, path: string): Promise<number> {
  const before = api.queryCount();
  const response = await api.request(path, { headers: user.headers() });
  expect(response.status).toBe(200);
  return api.queryCount() - before;
}

describe("queries per request", () => {
  test("GET /api/profile: one (the caller with their files)", async () => {
    expect(await queriesFor(manager, "/api/profile")).toBe(1);
  });

  test("GET /api/organizations: two (the caller with their organization; its documents and counts)", async () => {
    expect(await queriesFor(manager, "/api/organizations")).toBe(2);
  });

  test("GET /api/organizations without an organization: one", async () => {
    expect(await queriesFor(newcomer, "/api/organizations")).toBe(1);
  });

  test("GET /api/get_books_by_organization/{id}: three (the caller; the page; the total)", async () => {
    expect(await queriesFor(manager, `/api/get_books_by_organization/${organizationId}`)).toBe(3);
  });

  test("a request the access step refuses costs the one query", async () => {
    expect(
      await (async () => {
        const before = api.queryCount();
        const response = await api.request(`/api/organizations/${organizationId}/members`, {
          headers: newcomer.headers(),
        });
        expect(response.status).toBe(404);
        return api.queryCount() - before;
      })(),
    ).toBe(1);
  });
});

describe("what the one query answers", () => {
  test("the organization of GET /api/organizations is the caller's, with its documents and meta", async () => {
    const response = await api.request("/api/organizations", { headers: manager.headers() });
    const { data } = (await response.json()) as {
      data: {
        organization: { id: string; documents: Record<string, boolean> };
        meta: Record<string, unknown>;
      };
    };
    expect(data.organization.id).toBe(organizationId);
    expect(data.organization.documents).toEqual({
      logo: true,
      commercial_registration: true,
      publishing_licence: true,
    });
    expect(data.meta).toMatchObject({
      status: "approved",
      role: "manager",
      members: 1,
      books: { pending: 0, approved: 0, rejected: 0 },
      editable: "documents_and_expiry",
    });
  });
});
