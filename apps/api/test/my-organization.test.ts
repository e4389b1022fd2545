import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type TestUser, addApprovedBooks, createUser, registerOrganization } from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";

// `/api/my-organization/…` (docs/decisions/079-…): what an organization's pages read, reached
// through the caller's membership alone, so a page asks it without first learning its id from
// GET organizations. The same answers as the `/:id` addresses, under the same rules.

let api: TestApp;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let outsider: TestUser;
let loner: TestUser;
let organizationId: string;
let otherOrganizationId: string;
let bookId: string;
let otherBookId: string;

/** Each own-organization read and the `/:id` address it answers like. */
const READS = (id: string, book: string) =>
  [
    ["members", `organizations/${id}/members`],
    ["audit?page=1&per_page=5", `organizations/${id}/audit?page=1&per_page=5`],
    ["books?status=approved", `get_books_by_organization/${id}?status=approved`],
    ["logistics?state=all", `organizations/${id}/logistics?state=all`],
    ["logistics/progress", `organizations/${id}/logistics/progress`],
    [`logistics/${book}`, `organizations/${id}/logistics/${book}`],
    ["parcels", `organizations/${id}/parcels`],
    ["parcels/labels", `organizations/${id}/parcels/labels`],
    ["products", `organizations/${id}/products`],
  ] as const;

async function get(path: string, user?: TestUser) {
  const response = await api.request(`/api/${path}`, user ? { headers: user.headers() } : {});
  // Every failure carries its own request id; the rest of the answer is what is compared.
  const { requestId: _id, ...body } = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body };
}

beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: "admin" });
  manager = await createUser(api);
  outsider = await createUser(api);
  loner = await createUser(api);
  organizationId = await registerOrganization(api, manager, { approveWith: admin });
  otherOrganizationId = await registerOrganization(api, outsider, { approveWith: admin });
  bookId = (await addApprovedBooks(api, { user: manager, admin }, organizationId, [501]))[0]!;
  otherBookId = (
    await addApprovedBooks(api, { user: outsider, admin }, otherOrganizationId, [502])
  )[0]!;
  staff = await createUser(api);
  const invited = await api.request(`/api/organizations/${organizationId}/invitations`, {
    headers: manager.headers(),
    json: { email: staff.email },
  });
  const { invitation } = ((await invited.json()) as { data: { invitation: { id: string } } }).data;
  await api.request(`/api/invitations/${invitation.id}/accept`, {
    method: "POST",
    headers: staff.headers(),
  });
  // Seeding signs in, approves and uploads through the app: on a busy machine, past 30 s.
}, 120_000);

afterAll(() => api.close());

describe("GET /api/my-organization/…", () => {
  test("answers the manager and the staff what the organization's own address answers", async () => {
    for (const user of [manager, staff]) {
      for (const [mine, byId] of READS(organizationId, bookId)) {
        const [own, addressed] = [
          await get(`my-organization/${mine}`, user),
          await get(byId, user),
        ];
        expect(own.status, mine).toBe(200);
        expect(own.body, mine).toEqual(addressed.body);
      }
    }
    // The lists hold this organization's rows: its book, its two members.
    const books = await get("my-organization/books", manager);
    expect((books.body.data as { books: { id: string }[] }).books.map((b) => b.id)).toEqual([
      bookId,
    ]);
  });

  test("never reaches another organization's data", async () => {
    // The other house's manager reads their own organization there, never this one's.
    const books = await get("my-organization/books", outsider);
    expect((books.body.data as { books: { id: string }[] }).books.map((b) => b.id)).toEqual([
      otherBookId,
    ]);
    const members = await get("my-organization/members", outsider);
    expect(JSON.stringify(members.body)).not.toContain(manager.email);
    expect(JSON.stringify(members.body)).not.toContain(staff.email);
    // This organization's book is not found from there, like an id that names nothing.
    const book = await get(`my-organization/logistics/${bookId}`, outsider);
    expect(book.status).toBe(404);
    expect(book.body).toEqual(
      (await get(`my-organization/logistics/${crypto.randomUUID()}`, outsider)).body,
    );
    for (const [mine] of READS(otherOrganizationId, otherBookId)) {
      const own = await get(`my-organization/${mine}`, outsider);
      expect(own.status, mine).toBe(200);
      expect(JSON.stringify(own.body), mine).not.toContain(organizationId);
    }
  });

  test("tells a user without an organization so, and the administration the same as /:id", async () => {
    for (const [mine, byId] of READS(organizationId, bookId)) {
      const alone = await get(`my-organization/${mine}`, loner);
      expect(alone.status, mine).toBe(404);
      expect(alone.body.code, mine).toBe("no_organization");
      const [own, addressed] = [
        await get(`my-organization/${mine}`, admin),
        await get(byId, admin),
      ];
      expect(own, mine).toEqual(addressed);
    }
  });

  test("asks for a signed-in caller", async () => {
    for (const [mine] of READS(organizationId, bookId)) {
      expect((await get(`my-organization/${mine}`)).status, mine).toBe(401);
    }
  });

  test("a malformed book id names nothing", async () => {
    expect((await get("my-organization/logistics/not-an-id", manager)).status).toBe(404);
  });
});
