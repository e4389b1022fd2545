import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { completeIsbn13 } from "@rawaq/domain/isbn";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  auditLog,
  bookLogistics,
  books,
  boothReservations,
  events,
  guideHidden,
  organizationMembers,
  organizations,
} from "../src/db/schema/index.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import { type TestUser, createUser } from "./fixtures.ts";
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from "./helpers.ts";
import { IN_WINDOW, approvedExhibitor, insertFair } from "./participation-fixtures.ts";

// The guide's portal side (issue 29): a house's page as its manager writes it, and an event's
// guide as the administration runs it, checked against the guide's own pages (built in
// apps/guide/dist, as guide.test.ts reads them).
const GUIDE_DIST = fileURLToPath(new URL("../../guide/dist", import.meta.url));
const RENDERER = fileURLToPath(new URL("../../guide/dist-server/render.js", import.meta.url));

let api: TestApp;
let fair: Awaited<ReturnType<typeof insertFair>>;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let otherManager: TestUser;
let houseId: string;
let otherHouseId: string;
let otherHouseBookId: string;
let slug: string;

const TITLE = "Seasons of Migration";

/** A house with a confirmed booth at the fair and one approved, priced title. */
async function exhibitingHouse(boothIndex: number, commercialName: string, title: string) {
  const { user, organizationId, requestId } = await approvedExhibitor(api, fair.event.id);
  await api.db
    .update(organizations)
    .set({ name: `دار ${commercialName}`, commercialName })
    .where(eq(organizations.id, organizationId));
  await api.db.insert(boothReservations).values({
    boothId: fair.booths[boothIndex]!.id,
    eventId: fair.event.id,
    requestId,
    organizationId,
    status: "confirmed",
  });
  const [book] = await api.db
    .insert(books)
    .values({
      organizationId,
      title,
      author: "Tayeb Salih",
      authorNationality: "سوداني",
      language: "الإنجليزية",
      isbn: completeIsbn13(`978${String(700_000 + boothIndex).padStart(9, "0")}`),
      issueDate: "1966-01-01",
      publisherName: commercialName,
      status: "approved",
    })
    .returning();
  await api.db.insert(bookLogistics).values({
    bookId: book!.id,
    organizationId,
    quantity: 5,
    priceHalalas: 3500,
    barcode: book!.isbn,
  });
  return { user, organizationId, bookId: book!.id };
}

const profilePath = (organizationId = houseId) =>
  `/api/organizations/${organizationId}/guide-profile`;
const guidePath = (action = "") => `/api/admin/events/${fair.event.id}/guide${action}`;

function putProfile(user: TestUser, body: unknown, locale: "ar" | "en" = "en", id = houseId) {
  return api.request(profilePath(id), { method: "PUT", headers: user.headers(locale), json: body });
}

async function page(path: string) {
  const response = await api.request(path);
  return { status: response.status, body: await response.text() };
}

async function guideAudit(toStatus: string) {
  return api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "guide"), eq(auditLog.toStatus, toStatus)));
}

const validProfile = {
  description_ar: "دار سودانية للرواية\n\nوالشعر منذ 1966.",
  description_en: "A Sudanese house of novels\n\nand poetry since 1966.",
  website: "almawsim.example",
  public_email: "Info@Almawsim.example",
  public_phone: "+966112345678",
};

beforeAll(async () => {
  if (!existsSync(RENDERER)) throw new Error(`No guide build: run "pnpm build".`);
  api = await createTestApp({ clock: adjustableClock(IN_WINDOW), guideDistDir: GUIDE_DIST });
  fair = await insertFair(api, 4);
  admin = await createUser(api, { role: "admin" });
  const house = await exhibitingHouse(0, "Al Mawsim", TITLE);
  const other = await exhibitingHouse(1, "Dar Al Nil", "The Wedding of Zein");
  manager = house.user;
  houseId = house.organizationId;
  otherManager = other.user;
  otherHouseId = other.organizationId;
  otherHouseBookId = other.bookId;
  staff = await createUser(api);
  await api.db
    .insert(organizationMembers)
    .values({ organizationId: houseId, userId: staff.id, role: "staff" });
  const [row] = await api.db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(eq(organizations.id, houseId));
  slug = row!.slug!;
});
afterAll(() => api?.close());

describe("a house's guide page", () => {
  test("reads empty before it is written, with the house's address in the guide and its booth", async () => {
    const response = await api.request(profilePath(), { headers: manager.headers() });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, Record<string, unknown>> };
    expect(data.profile).toEqual({
      description_ar: "",
      description_en: "",
      website: null,
      public_email: null,
      public_phone: null,
      updated_at: null,
    });
    expect(slug).toMatch(/^al-mawsim-[0-9a-f]{8}$/);
    expect(data.guide).toMatchObject({
      slug,
      is_listed: false,
      unlisted_reason: "not_published",
      url: {
        ar: `${TEST_PUBLIC_URL}/guide/ar/exhibitors/${slug}`,
        en: `${TEST_PUBLIC_URL}/guide/en/exhibitors/${slug}`,
      },
      booth: {
        code: "A-1",
        hall: { ar: "القاعة", en: "Hall" },
        event: { ar: fair.event.nameAr, en: fair.event.nameEn },
      },
    });
  });

  test("its manager writes it: texts cleaned, the website read as https, the e-mail in lower case", async () => {
    const response = await putProfile(manager, {
      ...validProfile,
      // Paragraphs stay, at most one blank line between them; spaces and invisible marks go.
      description_en: "  A Sudanese\u200b  house of novels\r\n\r\n\r\nand poetry since 1966.  ",
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      data: { profile: Record<string, unknown> };
      message: string;
    };
    expect(answer.message).toBe("Your guide page has been saved.");
    expect(answer.data.profile).toMatchObject({
      description_ar: validProfile.description_ar,
      description_en: validProfile.description_en,
      website: "https://almawsim.example",
      public_email: "info@almawsim.example",
      public_phone: "+966112345678",
    });
    const emptied = await putProfile(manager, { ...validProfile, website: "", public_phone: "" });
    const { data } = (await emptied.json()) as { data: { profile: Record<string, unknown> } };
    expect(data.profile).toMatchObject({ website: null, public_phone: null });
    await putProfile(manager, validProfile);
  });

  test("its staff read it but may not write it; another house's manager and the administration reach nothing", async () => {
    const read = await api.request(profilePath(), { headers: staff.headers() });
    expect(read.status).toBe(200);
    // The same answer for the caller's own house, without its id (decision 079).
    const own = await api.request("/api/my-organization/guide-profile", {
      headers: staff.headers(),
    });
    expect(await own.json()).toEqual(await read.json());
    expect((await putProfile(staff, validProfile)).status).toBe(403);
    expect((await api.request(profilePath(), { headers: otherManager.headers() })).status).toBe(
      404,
    );
    expect((await putProfile(otherManager, validProfile)).status).toBe(404);
    expect((await putProfile(admin, validProfile)).status).toBe(404);
    expect((await api.request(profilePath())).status).toBe(401);
    // The other house's own page is untouched.
    const theirs = await api.request(profilePath(otherHouseId), {
      headers: otherManager.headers(),
    });
    const { data } = (await theirs.json()) as { data: { profile: { description_en: string } } };
    expect(data.profile.description_en).toBe("");
  });

  test.each([
    [
      "en",
      {
        website: "The field website must be a valid URL.",
        public_phone: "The field public phone number must be a valid phone number.",
        description_ar: "The field description in Arabic must be written in Arabic letters.",
        description_en: "The field description in English is too long.",
      },
    ],
    [
      "ar",
      {
        website: "يجب أن يكون حقل الموقع الإلكتروني رابطًا صحيحًا.",
        public_phone: "يجب أن يكون حقل رقم الهاتف المعروض رقم هاتف صحيحًا.",
        description_ar: "يجب أن يُكتب حقل النبذة بالعربية بحروف عربية.",
        description_en: "طول حقل النبذة بالإنجليزية أكبر من المسموح.",
      },
    ],
  ] as const)(
    "a page that breaks the rules is refused field by field (%s)",
    async (locale, expected) => {
      const response = await putProfile(
        manager,
        {
          description_ar: "Written in English",
          description_en: "x".repeat(2001),
          website: "http://almawsim.example",
          public_email: "",
          public_phone: "+96650123456",
        },
        locale,
      );
      expect(response.status).toBe(422);
      const { errors } = (await response.json()) as { errors: Record<string, string[]> };
      expect(errors).toEqual(
        Object.fromEntries(Object.entries(expected).map(([field, text]) => [field, [text]])),
      );
    },
  );
});

describe("an event's guide, run by the administration", () => {
  test("only the administration reaches it; an unknown event is 404", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", guidePath()],
      ["POST", guidePath("/publish")],
      ["POST", guidePath("/unpublish")],
      ["POST", guidePath("/hidden"), { organization_id: houseId, reason: "Not at the fair" }],
      ["DELETE", guidePath(`/hidden/${crypto.randomUUID()}`)],
    ];
    for (const [method, path, json] of calls) {
      const response = await api.request(path, { method, headers: manager.headers(), json });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    const unknown = `/api/admin/events/${crypto.randomUUID()}/guide`;
    expect((await api.request(unknown, { headers: admin.headers() })).status).toBe(404);
    expect(
      (await api.request(`${unknown}/publish`, { method: "POST", headers: admin.headers() }))
        .status,
    ).toBe(404);
  });

  test("publishing opens the guide, once and audited; unpublishing closes it", async () => {
    expect((await page("/guide/en")).status).toBe(404);
    const published = await api.request(guidePath("/publish"), {
      method: "POST",
      headers: admin.headers(),
    });
    expect(published.status).toBe(200);
    const { data } = (await published.json()) as {
      data: { published_at: string; is_shown: boolean };
    };
    const [stored] = await api.db.select().from(events).where(eq(events.id, fair.event.id));
    expect(data).toEqual({ published_at: stored!.guidePublishedAt!.toISOString(), is_shown: true });
    expect((await page("/guide/en")).status).toBe(200);
    // Again: nothing changes, nothing more is written.
    await api.request(guidePath("/publish"), { method: "POST", headers: admin.headers() });
    const audit = await guideAudit("published");
    expect(audit).toEqual([
      expect.objectContaining({
        entityId: fair.event.id,
        organizationId: null,
        fromStatus: "unpublished",
        entityLabelEn: fair.event.nameEn,
      }),
    ]);

    const unpublished = await api.request(guidePath("/unpublish"), {
      method: "POST",
      headers: admin.headers("ar"),
    });
    expect(((await unpublished.json()) as { message: string }).message).toBe("أُلغي نشر الدليل.");
    const closed = await page("/guide/en");
    expect(closed.status).toBe(404);
    expect(closed.body).toContain("not been published");
    expect(await guideAudit("unpublished")).toHaveLength(1);
    const [event] = await api.db.select().from(events).where(eq(events.id, fair.event.id));
    expect(event!.guidePublishedAt).toBeNull();
  });

  test("the house's page shows once published, with what its manager wrote", async () => {
    await api.request(guidePath("/publish"), { method: "POST", headers: admin.headers() });
    const own = await api.request(profilePath(), { headers: manager.headers() });
    const { data } = (await own.json()) as { data: { guide: { is_listed: boolean } } };
    expect(data.guide.is_listed).toBe(true);
    const { status, body } = await page(`/guide/en/exhibitors/${slug}`);
    expect(status).toBe(200);
    expect(body).toContain("A Sudanese house of novels");
    expect(body).toContain('href="https://almawsim.example"');
  });

  test("hiding a house takes it out of the directory, says why to the administration and its history", async () => {
    expect((await page("/guide/en/exhibitors")).body).toContain("Al Mawsim");
    const reason = "Its licence is under review";
    const hidden = await api.request(guidePath("/hidden"), {
      headers: admin.headers(),
      json: { organization_id: houseId, reason },
    });
    expect(hidden.status).toBe(201);
    const { data: made } = (await hidden.json()) as { data: { id: string } };
    expect((await page("/guide/en/exhibitors")).body).not.toContain("Al Mawsim");
    expect((await page(`/guide/en/exhibitors/${slug}`)).status).toBe(404);

    const own = await api.request(profilePath(), { headers: manager.headers() });
    const { data: profile } = (await own.json()) as { data: { guide: Record<string, unknown> } };
    expect(profile.guide).toMatchObject({ is_listed: false, unlisted_reason: "hidden" });

    const read = await api.request(guidePath(), { headers: admin.headers() });
    const { data } = (await read.json()) as {
      data: { hidden: Record<string, unknown>[]; exhibitors: Record<string, unknown>[] };
    };
    expect(data.hidden).toEqual([
      expect.objectContaining({
        id: made.id,
        organization: { id: houseId, name: "دار Al Mawsim", commercial_name: "Al Mawsim" },
        book: null,
        reason,
        hidden_by: "سارة المراجعة",
      }),
    ]);
    expect(data.exhibitors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: houseId, booth_code: "A-1", is_hidden: true }),
        expect.objectContaining({ id: otherHouseId, booth_code: "A-2", is_hidden: false }),
      ]),
    );
    expect(await guideAudit("hidden")).toEqual([
      expect.objectContaining({ organizationId: houseId, fromStatus: "listed", reason }),
    ]);

    // Once only: a second time is refused, the first reason stays.
    const again = await api.request(guidePath("/hidden"), {
      headers: admin.headers(),
      json: { organization_id: houseId, reason: "Another reason" },
    });
    expect(again.status).toBe(409);

    const shown = await api.request(guidePath(`/hidden/${made.id}`), {
      method: "DELETE",
      headers: admin.headers(),
    });
    expect(shown.status).toBe(200);
    expect((await page("/guide/en/exhibitors")).body).toContain("Al Mawsim");
    expect(await guideAudit("listed")).toEqual([
      expect.objectContaining({ organizationId: houseId, fromStatus: "hidden", reason: null }),
    ]);
    const gone = await api.request(guidePath(`/hidden/${made.id}`), {
      method: "DELETE",
      headers: admin.headers(),
    });
    expect(gone.status).toBe(404);
  });

  test("hiding one title takes it off its house's page; a title of another house is refused", async () => {
    const refused = await api.request(guidePath("/hidden"), {
      headers: admin.headers(),
      json: { organization_id: houseId, book_id: otherHouseBookId, reason: "Wrong price" },
    });
    expect(refused.status).toBe(422);
    const { errors } = (await refused.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual(["book_id"]);

    const [book] = await api.db.select().from(books).where(eq(books.title, TITLE));
    expect((await page(`/guide/en/exhibitors/${slug}`)).body).toContain(TITLE);
    const hidden = await api.request(guidePath("/hidden"), {
      headers: admin.headers(),
      json: { organization_id: houseId, book_id: book!.id, reason: "Wrong price" },
    });
    expect(hidden.status).toBe(201);
    expect((await page(`/guide/en/exhibitors/${slug}`)).body).not.toContain(TITLE);
    expect(await guideAudit("hidden")).toContainEqual(
      expect.objectContaining({ entityLabelEn: TITLE, reason: "Wrong price" }),
    );
    await api.db.delete(guideHidden);
  });

  test.each([
    ["en", "The field reason is too short.", "The field publishing house is required."],
    ["ar", "طول حقل السبب أقل من المسموح.", "حقل دار النشر مطلوب."],
  ] as const)(
    "a reason of 3 to 500 characters and a house are required (%s)",
    async (locale, short, house) => {
      const response = await api.request(guidePath("/hidden"), {
        headers: admin.headers(locale),
        json: { reason: " ok " },
      });
      expect(response.status).toBe(422);
      const { errors } = (await response.json()) as { errors: Record<string, string[]> };
      expect(errors).toEqual({ reason: [short], organization_id: [house] });
      const long = await api.request(guidePath("/hidden"), {
        headers: admin.headers(locale),
        json: { organization_id: houseId, reason: "x".repeat(501) },
      });
      expect(long.status).toBe(422);
    },
  );

  test("the searches that found nothing: their words and how often, most searched first", async () => {
    for (const q of ["Qwerty Poems", "zzz nothing", "ZZZ Nothing"]) {
      await page(`/guide/en/books?q=${encodeURIComponent(q)}`);
    }
    const read = await api.request(guidePath(), { headers: admin.headers() });
    const { data } = (await read.json()) as {
      data: { misses: { term: string; searches: number }[]; misses_total: number };
    };
    expect(data.misses[0]).toMatchObject({ term: "zzz nothing", searches: 2 });
    expect(data.misses.map((miss) => miss.term)).toContain("qwerty poems");
    expect(data.misses_total).toBe(2);
  });
});
