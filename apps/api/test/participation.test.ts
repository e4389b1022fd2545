import { BOOTH_SHEET_MAX_BYTES } from "@rawaq/domain/limits";
import { type ParticipationRequest, type RequestDetail } from "@rawaq/domain/participation";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, notifications } from "../src/db/schema/index.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import { sheetFile } from "../src/lib/sheet.ts";
import { type TestUser, createUser, fileForm, registerOrganization } from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";
import { IN_WINDOW, booth, eventInput } from "./participation-fixtures.ts";

const clock = adjustableClock(IN_WINDOW);
let api: TestApp;
let admin: TestUser;
let manager: TestUser;
let eventId: string;

const json = async <T>(response: Response) => (await response.json()) as T;

beforeAll(async () => {
  api = await createTestApp({ clock });
  admin = await createUser(api, { role: "admin" });
  manager = await createUser(api);
  await registerOrganization(api, manager, { approveWith: admin });
  const created = await api.request("/api/admin/events", {
    headers: admin.headers(),
    json: eventInput,
  });
  expect(created.status).toBe(201);
  eventId = (await json<{ data: { event: { id: string } } }>(created)).data.event.id;
});
afterAll(() => api.close());

describe("events and floor plans (administration)", () => {
  test("an event's dates must follow each other, said per field in the reader's language", async () => {
    const response = await api.request("/api/admin/events", {
      headers: admin.headers("ar"),
      json: { ...eventInput, ends_on: "2026-10-01" },
    });
    expect(response.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(response);
    expect(Object.keys(body.errors)).toEqual(["ends_on"]);
    expect(body.errors.ends_on![0]).toContain("تاريخ الختام");
  });

  test("exhibitors cannot set events up", async () => {
    const response = await api.request("/api/admin/events", {
      headers: manager.headers(),
      json: eventInput,
    });
    expect(response.status).toBe(403);
  });

  test("a zone's code is the event's own: a second zone or a renamed one cannot take it", async () => {
    const create = (code: string) =>
      api.request(`/api/admin/events/${eventId}/zones`, {
        headers: admin.headers(),
        json: { code, name_ar: "قاعة", name_en: "Hall", plan_width: 4, plan_height: 4 },
      });
    expect((await create("q")).status).toBe(201);
    const again = await create("Q");
    expect(again.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(again)).errors)).toEqual(["code"]);

    const other = await create("r");
    const otherId = (await json<{ data: { zone: { id: string } } }>(other)).data.zone.id;
    const renamed = await api.request(`/api/admin/events/zones/${otherId}`, {
      method: "PUT",
      headers: admin.headers(),
      json: { code: "q", name_ar: "قاعة", name_en: "Hall", plan_width: 4, plan_height: 4 },
    });
    expect(renamed.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(renamed)).errors)).toEqual(["code"]);
  });

  test("a zone's layout is saved whole; overlaps and booths off the plan are refused", async () => {
    const zone = await api.request(`/api/admin/events/${eventId}/zones`, {
      headers: admin.headers(),
      json: { code: "b", name_ar: "القاعة ب", name_en: "Hall B", plan_width: 12, plan_height: 8 },
    });
    expect(zone.status).toBe(201);
    const { id: zoneId, code } = (
      await json<{ data: { zone: { id: string; code: string } } }>(zone)
    ).data.zone;
    expect(code).toBe("B");

    const save = (booths: unknown[]) =>
      api.request(`/api/admin/events/zones/${zoneId}/booths`, {
        method: "PUT",
        headers: admin.headers(),
        json: { booths },
      });
    const overlapping = await save([booth("B-1", 0, 0), booth("B-2", 2, 2)]);
    expect(overlapping.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(overlapping)).errors)).toEqual([
      "booths.1.x",
    ]);
    expect((await save([booth("B-1", 10, 0)])).status).toBe(422);
    expect((await save([booth("B-1", 0, 0), booth("B-1", 3, 0)])).status).toBe(422);
    expect(
      (await save([booth("B-1", 0, 0), booth("B-2", 3, 0, { status: "blocked" })])).status,
    ).toBe(200);

    const csv =
      "code,type,area_square_metres,price_mode,price_halalas,x,y,width,height\nB-3,corner,12,fixed,720000,6,0,4,3\n";
    const imported = await api.request(`/api/admin/events/zones/${zoneId}/booths/import`, {
      method: "POST",
      headers: admin.headers(),
      body: fileForm(new TextEncoder().encode(csv), "booths.csv"),
    });
    expect(imported.status).toBe(201);
    const offPlan =
      "code,type,area_square_metres,price_mode,price_halalas,x,y,width,height\nB-4,corner,12,fixed,720000,11,0,4,3\n";
    const refused = await api.request(`/api/admin/events/zones/${zoneId}/booths/import`, {
      method: "POST",
      headers: admin.headers(),
      body: fileForm(new TextEncoder().encode(offPlan), "booths.csv"),
    });
    expect(refused.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(refused)).errors)).toEqual(["rows.2.x"]);

    const plan = await json<{
      data: { zones: Array<{ code: string; booths: Array<{ code: string; state: string }> }> };
    }>(await api.request(`/api/events/${eventId}/plan`, { headers: manager.headers() }));
    const hall = plan.data.zones.find((item) => item.code === "B")!;
    expect(hall.booths.map((item) => [item.code, item.state])).toEqual([
      ["B-1", "available"],
      ["B-2", "blocked"],
      ["B-3", "available"],
    ]);
  });

  test("a booth sheet is added all or nothing; each refusal names its row and column", async () => {
    const zone = await api.request(`/api/admin/events/${eventId}/zones`, {
      headers: admin.headers(),
      json: { code: "C", name_ar: "القاعة ج", name_en: "Hall C", plan_width: 12, plan_height: 8 },
    });
    const zoneId = (await json<{ data: { zone: { id: string } } }>(zone)).data.zone.id;
    const saved = await api.request(`/api/admin/events/zones/${zoneId}/booths`, {
      method: "PUT",
      headers: admin.headers(),
      json: { booths: [booth("C-1", 0, 0)] },
    });
    expect(saved.status).toBe(200);

    const header = "code,type,area_square_metres,price_mode,price_halalas,x,y,width,height";
    const importCsv = (...rows: string[]) =>
      api.request(`/api/admin/events/zones/${zoneId}/booths/import`, {
        method: "POST",
        headers: admin.headers(),
        body: fileForm(new TextEncoder().encode([header, ...rows].join("\n")), "booths.csv"),
      });
    const refusedFields = async (response: Response) => {
      expect(response.status).toBe(422);
      return Object.keys((await json<{ errors: object }>(response)).errors);
    };
    const good = "C-2,standard,9,per_square_metre,50000,3,0,3,3";

    // A row that does not read (line 3: an unknown type, a width of none) stops the good one too.
    expect(
      await refusedFields(await importCsv(good, "C-3,huge,9,per_square_metre,50000,6,0,0,3")),
    ).toEqual(["rows.3.type", "rows.3.width"]);
    // A row that reads but does not fit the plan: on a booth already there, off the hall's edge.
    expect(
      await refusedFields(
        await importCsv(
          good,
          "C-3,standard,9,per_square_metre,50000,1,1,3,3",
          "C-4,standard,9,per_square_metre,50000,11,0,3,3",
        ),
      ),
    ).toEqual(["rows.3.x", "rows.4.x"]);
    // A code the zone already has (codes are upper-cased), or one the file repeats.
    expect(
      await refusedFields(await importCsv("c-1,standard,9,per_square_metre,50000,6,0,3,3")),
    ).toEqual(["rows.2.code"]);
    expect(
      await refusedFields(await importCsv(good, "C-2,standard,9,per_square_metre,50000,6,0,3,3")),
    ).toEqual(["rows.3.code"]);

    const codes = async () => {
      const plan = await json<{
        data: { zones: Array<{ code: string; booths: Array<{ code: string }> }> };
      }>(await api.request(`/api/events/${eventId}/plan`, { headers: manager.headers() }));
      return plan.data.zones.find((item) => item.code === "C")!.booths.map((item) => item.code);
    };
    expect(await codes()).toEqual(["C-1"]);

    // Blank lines count as the spreadsheet counts them.
    expect(
      await refusedFields(await importCsv(good, "", "C-3,huge,9,per_square_metre,50000,6,0,3,3")),
    ).toEqual(["rows.4.type"]);
    expect(
      await refusedFields(
        await importCsv("", good, "C-3,standard,9,per_square_metre,50000,1,1,3,3"),
      ),
    ).toEqual(["rows.4.x"]);

    // Missing columns are named in one sentence of the reader's language, each name isolated and
    // the list separated the Arabic way (issue 26: the names were joined with ", " in code).
    const headless = await api.request(`/api/admin/events/zones/${zoneId}/booths/import`, {
      method: "POST",
      headers: admin.headers("ar"),
      body: fileForm(new TextEncoder().encode("code,type,x,y\nC-9,standard,0,0\n"), "booths.csv"),
    });
    expect(headless.status).toBe(422);
    expect((await json<{ message: string }>(headless)).message).toContain(
      "\u2068area_square_metres\u2069، \u2068price_mode\u2069، \u2068price_halalas\u2069، " +
        "\u2068width\u2069، \u2068height\u2069",
    );

    const imported = await importCsv(good, "C-3,island,12,fixed,720000,6,0,4,3");
    expect(imported.status).toBe(201);
    expect((await json<{ data: { count: number } }>(imported)).data.count).toBe(2);
    expect(await codes()).toEqual(["C-1", "C-2", "C-3"]);

    // The same from an xlsx sheet, its columns in another order.
    const xlsx = await sheetFile({
      headers: ["x", "y", "width", "height", "code", "type", "area", "price_mode", "price_halalas"],
      rows: [[0, 4, 3, 3, "C-4", "standard", 9, "per_square_metre", 50_000]],
      format: "xlsx",
      rightToLeft: false,
      sheet: "booths",
      fileName: "booths",
    });
    const fromXlsx = await api.request(`/api/admin/events/zones/${zoneId}/booths/import`, {
      method: "POST",
      headers: admin.headers(),
      body: fileForm(xlsx.bytes, "booths.xlsx"),
    });
    expect(fromXlsx.status).toBe(201);
    expect(await codes()).toEqual(["C-1", "C-2", "C-3", "C-4"]);
  });

  test("a booth sheet over its limit is refused with that limit, not the book list's", async () => {
    // Issue 26: the refusal said 10 MB (a book list's limit) while the rule stopped at 1 MB.
    const zone = await api.request(`/api/admin/events/${eventId}/zones`, {
      headers: admin.headers(),
      json: { code: "D", name_ar: "القاعة د", name_en: "Hall D", plan_width: 12, plan_height: 8 },
    });
    const zoneId = (await json<{ data: { zone: { id: string } } }>(zone)).data.zone.id;
    const tooLarge = new Uint8Array(BOOTH_SHEET_MAX_BYTES + 1).fill(0x61);
    for (const [locale, said] of [
      ["en", "must not be larger than 1 MB."],
      ["ar", "1 ميغابايت."],
    ] as const) {
      const refused = await api.request(`/api/admin/events/zones/${zoneId}/booths/import`, {
        method: "POST",
        headers: admin.headers(locale),
        body: fileForm(tooLarge, "booths.csv"),
      });
      expect(refused.status).toBe(422);
      const { errors } = await json<{ errors: { file: string[] } }>(refused);
      expect(errors.file[0]).toContain(said);
    }
  });
});

describe("a participation request, from draft to approval", () => {
  let requestId: string;
  const request = (path = "", init: RequestInit & { json?: unknown } = {}, user = manager) =>
    api.request(`/api/participation-requests${path}`, { headers: user.headers(), ...init });

  test("only inside the registration window", async () => {
    clock.set(new Date("2026-10-16T00:00:00Z"));
    const closed = await request("", {
      json: { event_id: eventId, requested_area: 18, booth_type: "standard", titles_count: 40 },
    });
    expect(closed.status).toBe(422);
    clock.set(IN_WINDOW);
  });

  test("a draft, then one active request per organization and event", async () => {
    const input = {
      event_id: eventId,
      requested_area: "١٨",
      booth_type: "standard",
      titles_count: 40,
      notes: "قرب المدخل",
      status: "approved",
      approved_area: 500,
    };
    const created = await request("", { json: input });
    expect(created.status).toBe(201);
    const made = (await json<{ data: { request: ParticipationRequest } }>(created)).data.request;
    expect(made).toMatchObject({ status: "draft", requested_area: 18, approved_area: null });
    requestId = made.id;
    expect((await request("", { json: input })).status).toBe(409);
  });

  test("another organization's request is a 404", async () => {
    const stranger = await createUser(api);
    await registerOrganization(api, stranger, { approveWith: admin });
    expect((await request(`/${requestId}`, {}, stranger)).status).toBe(404);
    expect((await request(`/${requestId}/submit`, { method: "POST" }, stranger)).status).toBe(404);
  });

  test("submit → changes requested → resubmit → approved, each step on the timeline", async () => {
    expect((await request(`/${requestId}/submit`, { method: "POST" })).status).toBe(200);
    // Submitted: the exhibitor can no longer edit it.
    const edit = await request(`/${requestId}`, {
      method: "PUT",
      json: { requested_area: 12, booth_type: "corner", titles_count: 40, notes: "" },
    });
    expect(edit.status).toBe(409);

    const decide = (body: unknown) =>
      api.request(`/api/admin/participation-requests/${requestId}/decision`, {
        headers: admin.headers(),
        json: body,
      });
    expect((await decide({ decision: "request_changes" })).status).toBe(422);
    expect(
      (await decide({ decision: "request_changes", reason: "نرجو تحديث عدد العناوين" })).status,
    ).toBe(200);
    expect((await decide({ decision: "approve", approved_area: 18 })).status).toBe(409);

    expect(
      (
        await request(`/${requestId}`, {
          method: "PUT",
          json: { requested_area: 18, booth_type: "standard", titles_count: 60, notes: "" },
        })
      ).status,
    ).toBe(200);
    expect((await request(`/${requestId}/submit`, { method: "POST" })).status).toBe(200);

    const queue = await json<{
      data: { requests: ParticipationRequest[]; counts: Record<string, number> };
    }>(
      await api.request("/api/admin/participation-requests?status=submitted", {
        headers: admin.headers(),
      }),
    );
    expect(queue.data.requests.map((item) => item.id)).toContain(requestId);
    expect(queue.data.counts.submitted).toBeGreaterThanOrEqual(1);

    expect((await decide({ decision: "approve", approved_area: 18 })).status).toBe(200);
    const detail = (await json<{ data: RequestDetail }>(await request(`/${requestId}`))).data;
    expect(detail.request).toMatchObject({
      status: "approved",
      approved_area: 18,
      titles_count: 60,
    });
    expect(detail.timeline.map((entry) => entry.to_status)).toEqual([
      "draft",
      "submitted",
      "changes_requested",
      "submitted",
      "approved",
    ]);
    expect(detail.timeline[2]).toMatchObject({
      reason: "نرجو تحديث عدد العناوين",
      actor: { role: "admin" },
    });
    const [notice] = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, manager.id), eq(notifications.kind, "request_approved")));
    // The event too: the notification opens that event's booths (issue 26).
    expect(notice?.params).toMatchObject({ request_id: requestId, count: 18, event_id: eventId });
  });

  test("the thread counts unread messages until the reader opens the request", async () => {
    const sent = await api.request(`/api/admin/participation-requests/${requestId}/messages`, {
      headers: admin.headers(),
      json: { body: "مرحبًا، نرجو إرسال شعار الدار" },
    });
    expect(sent.status).toBe(201);
    const unread = async () =>
      (await json<{ data: { unread: number } }>(await request("/unread"))).data.unread;
    expect(await unread()).toBe(1);
    const detail = (await json<{ data: RequestDetail }>(await request(`/${requestId}`))).data;
    expect(detail.messages.at(-1)).toMatchObject({
      body: "مرحبًا، نرجو إرسال شعار الدار",
      author: { role: "admin" },
      is_mine: false,
    });
    expect(await unread()).toBe(0);

    await request(`/${requestId}/messages`, { json: { body: "تم الإرسال" } });
    const adminUnread = await json<{ data: { unread: number } }>(
      await api.request("/api/admin/participation-requests/unread", { headers: admin.headers() }),
    );
    expect(adminUnread.data.unread).toBeGreaterThanOrEqual(1);
  });

  test("every status change is in the audit log with who and why", async () => {
    const rows = await api.db.select().from(auditLog).where(eq(auditLog.entityId, requestId));
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.entityType === "participation_request")).toBe(true);
  });
});
