import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { completeIsbn13 } from "@rawaq/domain/isbn";
import { foldForSearch } from "@rawaq/domain/search-fold";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FOLDED_PAIRS } from "../../../packages/domain/src/search-fold.test.ts";
import {
  bookLogistics,
  books,
  boothReservations,
  events,
  guideHidden,
  guideMisses,
  organizationProfiles,
  organizations,
  users,
} from "../src/db/schema/index.ts";
import { createApp } from "../src/app.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import { createDirectoryFileStore } from "../src/lib/file-store.ts";
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from "./helpers.ts";
import { IN_WINDOW, approvedExhibitor, insertFair } from "./participation-fixtures.ts";
import { securityHeaderProblems } from "./security-headers.ts";

// The guide as built (pnpm build: turbo builds it before these tests; decision 083).
const GUIDE_DIST = fileURLToPath(new URL("../../guide/dist", import.meta.url));
const RENDERER = fileURLToPath(new URL("../../guide/dist-server/render.js", import.meta.url));

let api: TestApp;
let fair: Awaited<ReturnType<typeof insertFair>>;
const houses: { organizationId: string; slug: string; email: string }[] = [];

const isbn = (serial: number) => completeIsbn13(`978${String(serial).padStart(9, "0")}`);
let serial = 1000;

/** A house with a confirmed booth at the fair (booth `boothIndex`) and these titles, priced. */
async function exhibitingHouse(
  boothIndex: number,
  names: { name: string; commercialName: string },
  titles: {
    title: string;
    author?: string;
    priceHalalas?: number;
    status?: "approved" | "pending";
    isbn?: string;
  }[],
) {
  const { organizationId, requestId, user } = await approvedExhibitor(api, fair.event.id);
  await api.db.update(organizations).set(names).where(eq(organizations.id, organizationId));
  await api.db.insert(boothReservations).values({
    boothId: fair.booths[boothIndex]!.id,
    eventId: fair.event.id,
    requestId,
    organizationId,
    status: "confirmed",
  });
  for (const title of titles) {
    const [book] = await api.db
      .insert(books)
      .values({
        organizationId,
        title: title.title,
        author: title.author ?? "مؤلف الكتاب",
        authorNationality: "سعودي",
        language: "العربية",
        isbn: title.isbn ?? isbn(serial++),
        issueDate: "2024-03-01",
        publisherName: "دار الرواق",
        status: title.status ?? "approved",
      })
      .returning();
    if (title.priceHalalas !== undefined) {
      await api.db.insert(bookLogistics).values({
        bookId: book!.id,
        organizationId,
        quantity: 10,
        priceHalalas: title.priceHalalas,
        barcode: book!.isbn,
      });
    }
  }
  const [row] = await api.db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const house = { organizationId, slug: row!.slug!, email: user.email };
  houses.push(house);
  return house;
}

const get = (path: string, headers: Record<string, string> = {}) => api.request(path, { headers });
const html = async (path: string) => {
  const response = await get(path);
  return { status: response.status, body: await response.text(), response };
};
/** The titles a search page lists, in order. */
const titlesOf = (body: string) =>
  [...body.matchAll(/<h3[^>]*><a href="\/guide\/(?:ar|en)\/books\/\d+"[^>]*>([^<]+)<\/a>/g)].map(
    (match) => match[1],
  );
const search = async (q: string, locale = "ar") =>
  titlesOf((await html(`/guide/${locale}/books?q=${encodeURIComponent(q)}`)).body);

let maarifa: Awaited<ReturnType<typeof exhibitingHouse>>;
let ufuq: Awaited<ReturnType<typeof exhibitingHouse>>;

beforeAll(async () => {
  if (!existsSync(RENDERER)) throw new Error(`No guide build: run "pnpm build".`);
  api = await createTestApp({
    clock: adjustableClock(IN_WINDOW),
    guideDistDir: GUIDE_DIST,
  });
  fair = await insertFair(api, 6);
  maarifa = await exhibitingHouse(
    0,
    { name: "دار المعرفة", commercialName: "Al-Maarifa Publishing" },
    [
      { title: "الإسلام والحضارة", author: "طه حسين", priceHalalas: 4500 },
      { title: "مكتبة البيت", priceHalalas: 2000 },
      { title: "Palace Walk", author: "Naguib Mahfouz", priceHalalas: 6000, isbn: "9780306406157" },
      { title: "مسودة لم تراجع", priceHalalas: 1000, status: "pending" },
      { title: "كتاب بلا سعر" },
      ...FOLDED_PAIRS.map(([, stored]) => ({ title: `${stored} للمطابقة`, priceHalalas: 100 })),
    ],
  );
  ufuq = await exhibitingHouse(1, { name: "دار الأفق", commercialName: "Al-Ufuq" }, [
    { title: "Palace Walk", author: "Naguib Mahfouz", priceHalalas: 5500, isbn: "9780306406157" },
    { title: "الإسلام", priceHalalas: 3000 },
  ]);
  // A house with no confirmed booth: never in the guide.
  const { organizationId } = await approvedExhibitor(api, fair.event.id);
  await api.db
    .update(organizations)
    .set({ name: "دار بلا جناح", commercialName: "No Booth House" })
    .where(eq(organizations.id, organizationId));
});
afterAll(() => api?.close());

const publish = () =>
  api.db.update(events).set({ guidePublishedAt: new Date() }).where(eq(events.id, fair.event.id));

describe("before the guide is published", () => {
  test("its pages say so, answered 404, and the sitemap lists nothing", async () => {
    const page = await html("/guide/ar");
    expect(page.status).toBe(404);
    expect(page.body).toContain("لم يُنشر دليل المعرض بعد");
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect((await get("/guide/sitemap.xml")).status).toBe(404);
  });
});

describe("the published guide", () => {
  beforeAll(publish);

  test("the menu's Titles, a search without words, lists the listed titles a page at a time", async () => {
    const page = await html("/guide/en/books");
    expect(page.status).toBe(200);
    expect(titlesOf(page.body)).toHaveLength(20);
    // Only what is listed: not the pending title, nor the one without a price.
    const second = titlesOf((await html("/guide/en/books?page=2")).body);
    expect([...titlesOf(page.body), ...second]).not.toContain("مسودة لم تراجع");
    expect([...titlesOf(page.body), ...second]).not.toContain("كتاب بلا سعر");
  });

  test("/guide sends a visitor to their language", async () => {
    const response = await get("/guide", { "Accept-Language": "en-GB,en;q=0.9" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/guide/en");
  });

  test.each([
    ["ar", "rtl", "معرض الرياض الدولي للكتاب"],
    ["en", "ltr", "Riyadh International Book Fair"],
  ])(
    "the home page in %s: %s, the event, its counts, a search box, meta and JSON-LD",
    async (locale, dir, name) => {
      const { status, body, response } = await html(`/guide/${locale}`);
      expect(status).toBe(200);
      expect(body.match(/<html[^>]*>/)?.[0]).toBe(`<html lang="${locale}" dir="${dir}">`);
      expect(body).toContain(`<h1 class="text-2xl font-bold sm:text-3xl">${name}</h1>`);
      // Two houses exhibit (the one without a booth does not count); their approved, priced titles.
      const counts = [...body.matchAll(/<dd[^>]*><a[^>]*>(\d+)<\/a><\/dd>/g)].map((match) =>
        Number(match[1]),
      );
      expect(counts).toEqual([2, 3 + FOLDED_PAIRS.length + 2]);
      // A plain GET form: the search works without scripts.
      expect(body).toMatch(/<form role="search"[^>]* action="\/guide\/\w\w\/books" method="get">/);
      expect(body).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/guide/${locale}"/>`);
      expect(body).toContain(
        `<link rel="alternate" hrefLang="ar" href="${TEST_PUBLIC_URL}/guide/ar"/>`,
      );
      expect(body).toContain(
        `<link rel="alternate" hrefLang="en" href="${TEST_PUBLIC_URL}/guide/en"/>`,
      );
      expect(body).toContain('<meta property="og:image"');
      const data = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/.exec(body)![1]!,
      );
      expect(data).toMatchObject({
        "@type": "Event",
        name,
        startDate: "2026-11-01",
        endDate: "2026-11-10",
      });
      expect(response.headers.get("cache-control")).toBe(
        "public, max-age=5, stale-while-revalidate=60",
      );
      expect(response.headers.get("etag")).toMatch(/^"g\d+-?"$/);
      expect(securityHeaderProblems(response)).toEqual([]);
    },
  );

  test("the database folds text exactly as the search's query is folded", async () => {
    const samples = [
      ...FOLDED_PAIRS.flat(),
      "«الأيام» — طه  حسين، ج١",
      "Márquez",
      "ISBN 978-0-306",
    ];
    for (const text of samples) {
      const answer = (await api.db.execute(
        sql`select rawaq_fold(${text}) as folded`,
      )) as unknown as {
        rows: { folded: string }[];
      };
      expect(answer.rows[0]!.folded, text).toBe(foldForSearch(text));
    }
  });

  test.each(FOLDED_PAIRS)("searching «%s» finds «%s»", async (typed, stored) => {
    expect(await search(typed)).toContain(`${stored} للمطابقة`);
  });

  test("an ISBN matches with or without hyphens, as ISBN-10, in Arabic-Indic digits", async () => {
    for (const typed of ["978-0-306-40615-7", "9780306406157", "0-306-40615-2", "٩٧٨٠٣٠٦٤٠٦١٥٧"]) {
      expect(await search(typed), typed).toEqual(["Palace Walk", "Palace Walk"]);
    }
  });

  test("English is case-insensitive and forgives a typo; exact matches rank first", async () => {
    expect(await search("PALACE walk", "en")).toEqual(["Palace Walk", "Palace Walk"]);
    expect(await search("mahfuz", "en")).toEqual(["Palace Walk", "Palace Walk"]);
    // «الإسلام» exactly (Al-Ufuq's title) before the titles that start with it, then the rest.
    const found = await search("الاسلام");
    expect(found[0]).toBe("الإسلام");
    expect(found.slice(1, 3).sort()).toEqual(["الإسلام والحضارة", "الإسلام للمطابقة"].sort());
  });

  test("pending, unpriced and boothless titles never show", async () => {
    expect(await search("مسودة")).toEqual([]);
    expect(await search("بلا سعر")).toEqual([]);
    expect((await html("/guide/en/exhibitors")).body).not.toContain("No Booth House");
  });

  test("filters narrow by language, country and hall", async () => {
    const none = await html("/guide/en/books?q=Palace&language=English");
    expect(titlesOf(none.body)).toEqual([]);
    const arabic = await html(
      `/guide/en/books?q=Palace&language=${encodeURIComponent("العربية")}&country=SA&hall=A`,
    );
    expect(titlesOf(arabic.body)).toEqual(["Palace Walk", "Palace Walk"]);
  });

  test("a title's page lists every house selling it, cheapest first, with Book and Offer data", async () => {
    const { status, body } = await html("/guide/en/books/9780306406157");
    expect(status).toBe(200);
    const sellers = [
      ...body.matchAll(/<td class="p-3"><a href="\/guide\/en\/exhibitors\/([^"]+)"/g),
    ].map((m) => m[1]);
    expect(sellers).toEqual([ufuq.slug, maarifa.slug]);
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(body)![1]!);
    expect(data["@type"]).toBe("Book");
    expect(data.isbn).toBe("9780306406157");
    expect(data.offers.map((offer: { price: string }) => offer.price)).toEqual(["55.00", "60.00"]);
    expect(data.offers[0]).toMatchObject({ "@type": "Offer", priceCurrency: "SAR" });
    // The same title as ISBN-10 or hyphenated has one address.
    const moved = await get("/guide/en/books/0-306-40615-2");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/guide/en/books/9780306406157");
    expect((await html("/guide/en/books/9780000000000")).status).toBe(404);
  });

  test("an exhibitor's page: names, description, booth on the plan, titles; Organization data", async () => {
    await api.db.insert(organizationProfiles).values({
      organizationId: maarifa.organizationId,
      descriptionAr: "دار سعودية للنشر منذ ١٩٨٠.",
      descriptionEn: "A Saudi publisher since 1980.",
      website: "https://almaarifa.example",
    });
    const { status, body } = await html(`/guide/en/exhibitors/${maarifa.slug}`);
    expect(status).toBe(200);
    expect(maarifa.slug).toMatch(/^al-maarifa-publishing-[0-9a-f]{8}$/);
    expect(body).toContain('<h1 class="text-2xl font-bold">Al-Maarifa Publishing</h1>');
    expect(body).toContain("A Saudi publisher since 1980.");
    expect(body).toContain('id="booth-A-1"');
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(body)![1]!);
    expect(data).toMatchObject({
      "@type": "Organization",
      name: "Al-Maarifa Publishing",
      sameAs: ["https://almaarifa.example"],
    });
    expect((await html("/guide/en/exhibitors/nobody-00000000")).status).toBe(404);
  });

  test("the map labels every taken booth and finds one by code or house", async () => {
    const found = await html("/guide/ar/map?find=A-2");
    expect(found.status).toBe(200);
    expect(found.body).toContain("دار الأفق");
    expect(found.body).toMatch(
      /id="booth-A-2"[^>]*data-highlighted|data-highlighted[^>]*id="booth-A-2"|aria-current="true"/,
    );
    const byName = await html(`/guide/ar/map?find=${encodeURIComponent("المعرفه")}`);
    expect(byName.body).toContain("الأجنحة التي وُجدت محددة على المخطط.");
  });

  test("a hidden title or house disappears from pages, search, the sitemap and JSON-LD", async () => {
    const [book] = await api.db.select().from(books).where(eq(books.title, "الإسلام"));
    await api.db.insert(guideHidden).values({
      eventId: fair.event.id,
      organizationId: ufuq.organizationId,
      bookId: book!.id,
      reason: "test",
    });
    expect(await search("الاسلام")).not.toContain("الإسلام");
    await api.db
      .insert(guideHidden)
      .values({ eventId: fair.event.id, organizationId: ufuq.organizationId, reason: "test" });
    expect(await search("Palace", "en")).toEqual(["Palace Walk"]);
    expect((await html(`/guide/en/exhibitors/${ufuq.slug}`)).status).toBe(404);
    const title = await html("/guide/en/books/9780306406157");
    expect(title.body).not.toContain(ufuq.slug);
    const pages = await (await get("/guide/sitemaps/pages.xml")).text();
    expect(pages).toContain(maarifa.slug);
    expect(pages).not.toContain(ufuq.slug);
    await api.db.delete(guideHidden);
  });

  test("a price change is seen at once: a new ETag, the new price, and 304 while nothing changed", async () => {
    const first = await get("/guide/en/books/9780306406157");
    const etag = first.headers.get("etag")!;
    const again = await get("/guide/en/books/9780306406157", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    const [book] = await api.db
      .select()
      .from(books)
      .where(and(eq(books.organizationId, ufuq.organizationId), eq(books.isbn, "9780306406157")));
    await api.db
      .update(bookLogistics)
      .set({ priceHalalas: 4900 })
      .where(eq(bookLogistics.bookId, book!.id));
    const changed = await get("/guide/en/books/9780306406157", { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(await changed.text()).toContain("49.00");
  });

  test("searches that find nothing are counted by their folded words, never who searched", async () => {
    await search("كتاب غير موجود أبدا");
    await search("كتاب غير موجود ابدا");
    const misses = await api.db
      .select()
      .from(guideMisses)
      .where(eq(guideMisses.term, "كتاب غير موجود ابدا"));
    expect(misses).toEqual([expect.objectContaining({ searches: 2 })]);
    expect(Object.keys(misses[0]!).sort()).toEqual([
      "eventId",
      "lastSearchedAt",
      "searches",
      "term",
    ]);
  });

  test("suggestions as one types, as JSON with each title's address", async () => {
    const response = await get(`/guide/en/suggest?q=${encodeURIComponent("palace")}`);
    expect(response.status).toBe(200);
    const { suggestions } = (await response.json()) as {
      suggestions: { title: string; href: string }[];
    };
    expect(suggestions[0]).toMatchObject({
      title: "Palace Walk",
      href: "/guide/en/books/9780306406157",
    });
  });

  test("robots.txt points to the sitemap, which lists both languages of every page", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${TEST_PUBLIC_URL}/guide/sitemap.xml`);
    expect(robots).toContain("Disallow: /api/");
    const index = await (await get("/guide/sitemap.xml")).text();
    expect(index).toContain(`${TEST_PUBLIC_URL}/guide/sitemaps/pages.xml`);
    expect(index).toContain(`${TEST_PUBLIC_URL}/guide/sitemaps/titles-1.xml`);
    const titles = await (await get("/guide/sitemaps/titles-1.xml")).text();
    expect(titles).toContain(`<loc>${TEST_PUBLIC_URL}/guide/ar/books/9780306406157</loc>`);
    expect(titles).toContain('hreflang="en"');
  });

  test("no person's name, e-mail or phone appears on any guide page", async () => {
    const people = await api.db
      .select({ email: users.email, first: users.firstName, last: users.lastName })
      .from(users);
    const [house] = await api.db
      .select({ email: organizations.email, phone: organizations.phone1 })
      .from(organizations)
      .where(eq(organizations.id, maarifa.organizationId));
    const forbidden = [
      ...people.flatMap((person) => [person.email, `${person.first} ${person.last}`]),
      house!.email,
      house!.phone,
    ];
    const paths = [
      "/guide/ar",
      "/guide/en",
      "/guide/ar/books?q=كتاب",
      "/guide/en/exhibitors",
      `/guide/ar/exhibitors/${maarifa.slug}`,
      "/guide/en/map",
      "/guide/en/books/9780306406157",
      "/guide/sitemaps/pages.xml",
    ];
    for (const path of paths) {
      const body = (await html(path)).body;
      for (const text of forbidden) expect(body, `${path} shows ${text}`).not.toContain(text);
    }
  });
});

describe("a process serving the guide alone (SERVE=guide)", () => {
  beforeAll(publish);

  test("answers the guide, robots.txt and its health checks, and nothing of the portal", async () => {
    const guideOnly = createApp({
      db: api.db,
      databaseKind: api.kind,
      fileStore: createDirectoryFileStore(api.uploadsDir),
      publicUrl: TEST_PUBLIC_URL,
      guideDistDir: GUIDE_DIST,
      serve: "guide",
    });
    const page = await guideOnly.request("/guide/en/books/9780306406157");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Palace Walk");
    expect((await guideOnly.request("/robots.txt")).status).toBe(200);
    expect((await guideOnly.request("/api/health")).status).toBe(200);
    const root = await guideOnly.request("/");
    expect(root.status).toBe(302);
    expect(root.headers.get("location")).toBe("/guide");
    // The portal's API and pages are not there: not even its login.
    for (const path of ["/api/auth/login", "/api/events", "/ar/auth/login"]) {
      expect((await guideOnly.request(path)).status, path).toBe(404);
    }
  });
});
