import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  sheetImports,
  books,
  contactMessages,
  invoices,
  throttleHits,
  organizations,
  users,
} from "../src/db/schema/index.ts";
import { bookCsv, createUser, isbnFor, legalData } from "./fixtures.ts";
import {
  type TextChange,
  WALK_TIMEOUT_MS,
  below500,
  formData,
  routeWalk,
  textPlaces,
} from "./route-walk.ts";

// The boundary rules, walked over every route the app has (docs/decisions/017-…; the walker is
// test/route-walk.ts): each route is called as an exhibitor who manages an approved organization
// and as an admin, with what a client may send: malformed ids in every path parameter; NUL,
// control and bidirectional characters in every text of its body and query; bodies that are not
// what they claim. Nothing a client sends may answer 500.

const walk = routeWalk();

// What the normaliser removes, put around and inside every text: the text means the same
// once they are gone, so a route that normalises goes as far as it would with clean input.
const hostile = (text: string) => {
  const middle = Math.ceil(text.length / 2);
  return `\u202e${text.slice(0, middle)}\u0000\u0007\u200f\u0085\ufeff${text.slice(middle)}\u2066`;
};

/** A field with a hostile name, added to the query and the body wherever texts are changed. */
const HOSTILE_FIELD = { "\u0000extra\u202e": "\u0000\u202e" };
const hostileTexts = (texts: TextChange) => ({
  texts,
  query: Object.entries(HOSTILE_FIELD),
  fields: HOSTILE_FIELD,
});

test("every route of the app has a sample here, and every sample a route", () => {
  expect(walk.routes()).toEqual(Object.keys(walk.samples()).sort());
});

test(
  "a user without an organization is told so: an exhibitor's GET answers 200 or 404 `no_organization`",
  async () => {
    // Issue 26: /my-requests and /reservation read "check your connection" to such a user, as
    // their 404 said nothing more than "Not found." A plain 404 here would say it again.
    const loner = await createUser(walk.api, { withIdentityDocument: false });
    // The account's own files (a photo, an identity document) are personal: "none yet" is 404.
    const isPersonal = (route: string) => route.startsWith("GET /api/profile/");
    const calls = walk
      .routes()
      .filter(
        (route) =>
          route.startsWith("GET ") &&
          walk.samples()[route]!().for === "exhibitor" &&
          !isPersonal(route),
      )
      .map((route) => ({
        route,
        as: "exhibitor" as const,
        user: loner,
        check: async (response: Response) => {
          if (response.status === 200) return undefined;
          const body = (await response.json()) as { code?: string; message?: string };
          return response.status === 404 && body.code === "no_organization" && body.message
            ? undefined
            : `${response.status} ${JSON.stringify(body)}`;
        },
      }));
    expect(calls.length).toBeGreaterThan(20);
    await walk.expectAnswers(calls);
  },
  WALK_TIMEOUT_MS,
);

test(
  "a malformed or unknown id in any path parameter answers 404, before any query sees it",
  async () => {
    const BAD_VALUES = [
      "not-an-id",
      "%00",
      "00000000-0000-0000-0000-00000000000g",
      "%E0%A4%A",
      // Well formed, but names nothing.
      "00000000-0000-4000-8000-000000000000",
    ];
    const calls = walk.routes().flatMap((route) => {
      const names = [...route.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      const owner = walk.samples()[route]!().for;
      const variants = names.flatMap((name) =>
        BAD_VALUES.map((value) => ({ params: { [name]: value } })),
      );
      return walk.asPersonas(route, variants).map((call) => ({
        ...call,
        // The persona the route is for finds nothing; the other is refused or finds nothing.
        expected: (status: number) =>
          call.as === owner ? status === 404 : status === 403 || status === 404,
      }));
    });
    expect(calls.length).toBeGreaterThan(100);
    await walk.expectStatuses(calls);
  },
  WALK_TIMEOUT_MS,
);

test(
  "NUL, control and bidi characters in any text of any body or query never answer 500",
  async () => {
    // All texts at once; then one at a time, the others left valid, so each goes as far as the
    // route goes with clean input (all at once stop at the first strict field).
    const calls = walk.routes().flatMap((route) => {
      const variants = [
        { changed: "every text", ...hostileTexts(hostile) },
        ...textPlaces(walk.samples()[route]!()).map((place) => ({
          changed: place,
          ...hostileTexts((text, at) => (at === place ? hostile(text) : text)),
        })),
      ];
      return walk.asPersonas(route, variants).map((call) => ({ ...call, expected: below500 }));
    });
    expect(calls.length).toBeGreaterThan(150);
    await walk.expectStatuses(calls);
  },
  WALK_TIMEOUT_MS,
);

test(
  "a body that is not what it claims answers 400, 415 or 422, never 500",
  async () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const variants = [
      { contentType: "application/json", content: '{"name": "دار' },
      { contentType: "application/json", content: deep },
      { contentType: "application/json", content: '["a", 1]' },
      { contentType: "application/json", content: '{"\\u0000": {"__proto__": {"x": "\\u0000"}}}' },
      { contentType: "multipart/form-data; boundary=x", content: "--x\r\nnot a part" },
      { contentType: "multipart/form-data", content: "no boundary at all" },
      { contentType: "text/plain", content: "\u0000" },
    ].map((body) => ({ body, changed: body.content.slice(0, 40) }));
    await walk.expectStatuses(
      walk
        .routes()
        .filter((route) => !route.startsWith("GET "))
        .flatMap((route) => walk.asPersonas(route, variants))
        .map((call) => ({ ...call, expected: below500 })),
    );
  },
  WALK_TIMEOUT_MS,
);

test(
  "every JSON body is an object: an array, a string, a number or null answers 422, translated",
  async () => {
    // valibot's `object` takes an array for an object, so a route whose fields are all optional
    // answered 200 to `[]`. Sent in Arabic: the sentence must come from the catalog.
    const shapes = ["[]", '[{"id": 1}]', '"text"', "12", "null", "true"];
    const jsonRoutes = walk.routes().filter((route) => walk.samples()[route]!().json !== undefined);
    expect(jsonRoutes.length).toBeGreaterThan(40);
    // The walk's book is not approved: this route answers 404 before it reads any body.
    const bodyNeverRead = new Set(["PUT /api/organizations/:id/logistics/:bookId"]);
    const calls = jsonRoutes.flatMap((route) => {
      const owner = walk.samples()[route]!().for;
      return walk
        .asPersonas(
          route,
          shapes.map((content) => ({
            body: { contentType: "application/json", content },
            changed: content,
            locale: "ar" as const,
          })),
        )
        .map((call) => ({
          ...call,
          check: async (response: Response) => {
            const body = (await response.json()) as { message?: string };
            if (
              response.status === 422 &&
              body.message === "يجب أن يكون محتوى الطلب كائنًا بصيغة \u2066JSON\u2069."
            ) {
              return undefined;
            }
            // The other persona may be refused before any body is read.
            const refused = (owner !== "anyone" && call.as !== owner) || bodyNeverRead.has(route);
            return refused && (response.status === 403 || response.status === 404)
              ? undefined
              : `${response.status} ${body.message}`;
          },
        }));
    });
    await walk.expectAnswers(calls);
  },
  WALK_TIMEOUT_MS,
);

/** Texts of digits that name something rather than count it: they are read as text. */
const DIGIT_NAMES = new Set([
  "commercial_registration_number",
  "zip",
  "account_number",
  "vat_number",
]);

/** The places of a JSON sample that hold a number, as JSON or typed (`json.books.0.data.quantity`). */
function numberPlaces(value: unknown, at = "json"): string[] {
  if (typeof value === "number") return [at];
  if (typeof value === "string") {
    const named = DIGIT_NAMES.has(at.split(".").at(-1)!);
    return !named && /^\d+(\.\d+)?$/.test(value) ? [at] : [];
  }
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => numberPlaces(item, `${at}.${key}`));
}

/** The JSON sample with `replacement` at `place`. */
function replacedAt(value: unknown, place: string, replacement: unknown, at = "json"): unknown {
  if (at === place) return replacement;
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(
    ([key, item]) => [key, replacedAt(item, place, replacement, `${at}.${key}`)] as const,
  );
  return Array.isArray(value) ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}

test(
  "a number a client sends is read one strict way: hex, exponent, binary, Infinity and blanks are refused",
  async () => {
    // JavaScript's own conversions read each of these as a number (`Number("0x10")` is 16); a
    // person types none. Each must be refused at its own field.
    const forms = ["0x10", "1e1", "0b1", "0o7", "Infinity", " ", "12abc"];
    // The logistics routes read a body only for an approved book: the walk's book is one while
    // this test runs.
    await walk.api.db
      .update(books)
      .set({ status: "approved" })
      .where(eq(books.organizationId, walk.organizationId));
    const checked: string[] = [];
    try {
      const calls = walk.routes().flatMap((route) => {
        const sample = walk.samples()[route]!();
        const owner = sample.for === "admin" ? ("admin" as const) : ("exhibitor" as const);
        return numberPlaces(sample.json).flatMap((place) => {
          checked.push(`${route} ${place}`);
          const field = place.split(".").at(-1)!;
          return forms.map((form) => ({
            route,
            as: owner,
            changed: `${place} = ${JSON.stringify(form)}`,
            body: {
              contentType: "application/json",
              content: JSON.stringify(replacedAt(sample.json, place, form)),
            },
            check: async (response: Response) => {
              const body = (await response.json()) as { errors?: Record<string, string[]> };
              const keys = Object.keys(body.errors ?? {});
              return response.status === 422 &&
                keys.some((key) => key === field || key.endsWith(`.${field}`))
                ? undefined
                : `${response.status} ${JSON.stringify(body)}`;
            },
          }));
        });
      });
      expect(checked).toEqual(
        expect.arrayContaining([
          "PUT /api/organizations/:id/logistics/:bookId json.quantity",
          "PUT /api/organizations/:id/logistics/:bookId json.price",
          "PUT /api/admin/badges/allowance json.allowance",
          "POST /api/participation-requests json.requested_area",
        ]),
      );
      await walk.expectAnswers(calls);
    } finally {
      await walk.api.db
        .update(books)
        .set({ status: "pending" })
        .where(eq(books.organizationId, walk.organizationId));
    }
  },
  WALK_TIMEOUT_MS,
);

describe("the normaliser at work", () => {
  test("a person's name keeps no bidi control, in the account and wherever it is shown", async () => {
    const email = `bidi-${randomUUID()}@example.sa`;
    const fields = walk.samples()["POST /api/auth/register"]!().form!;
    const response = await walk.api.request("/api/auth/register", {
      method: "POST",
      body: formData({
        ...fields,
        email,
        first_name: "\u202eنورة\u202c",
        last_name: "\u2067القحطاني\u2069\u0000",
      }),
    });
    expect(response.status).toBe(201);
    const [row] = await walk.api.db.select().from(users).where(eq(users.email, email));
    expect([row?.firstName, row?.lastName]).toEqual(["نورة", "القحطاني"]);
  });

  test("NUL in a text field is removed before the database, which cannot store it", async () => {
    // The walks above sent the contact form far more than its hourly limit from this address.
    await walk.api.db.delete(throttleHits);
    const response = await walk.api.request("/api/contact", {
      json: {
        name: "سا\u0000رة",
        email: "sara@example.sa",
        subject: "جناح\u0000",
        body: "سطر\u0000\nسطر",
      },
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { message: { id: string } } };
    const [row] = await walk.api.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, data.message.id));
    expect(row).toMatchObject({ name: "سارة", subject: "جناح", body: "سطر\nسطر" });
  });

  test("a book title and a search are normalised alike, so the search finds the book", async () => {
    const isbn = isbnFor(700_001);
    const added = await walk.api.request(`/api/organizations/${walk.organizationId}/books`, {
      headers: await walk.signedIn(walk.exhibitor),
      json: {
        ...(walk.samples()["POST /api/organizations/:id/books"]!().json as object),
        title: "\u0000مدن\u202e الملح",
        isbn,
      },
    });
    expect(added.status).toBe(201);
    const [row] = await walk.api.db
      .select()
      .from(books)
      .where(eq(books.isbn, isbn.replaceAll("-", "")));
    expect(row?.title).toBe("مدن الملح");
    const found = await walk.api.request(
      `/api/get_books_by_organization/${walk.organizationId}?q=${encodeURIComponent("مدن\u0000 الملح")}`,
      { headers: await walk.signedIn(walk.exhibitor) },
    );
    expect(found.status).toBe(200);
    const { data } = (await found.json()) as { data: { books: { title: string }[] } };
    expect(data.books.map((book) => book.title)).toEqual(["مدن الملح"]);
  });

  // A CSV with C0 controls is refused as not text (lib/spreadsheet.ts); the other
  // invisible characters reach the cells.
  test("an uploaded list's file name and cells are normalised", async () => {
    const body = formData({
      file: new File(
        [
          bookCsv([
            [
              "\u202eرواية\u0085\ufeff",
              "مؤلف",
              "سعودي",
              "العربية",
              isbnFor(700_002),
              "2020-01-01",
              "دار",
            ],
          ]),
        ],
        "\u202equr\u0000.csv",
        { type: "text/csv" },
      ),
    });
    const response = await walk.api.request(
      `/api/organizations/${walk.organizationId}/book-imports`,
      {
        method: "POST",
        headers: await walk.signedIn(walk.exhibitor),
        body,
      },
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { import: { id: string } } };
    const [record] = await walk.api.db
      .select()
      .from(sheetImports)
      .where(eq(sheetImports.id, data.import.id));
    expect(record?.fileName).toBe("qur.csv");
    expect((record?.rows as { values: { title: string } }[])[0]?.values.title).toBe("رواية");
  });

  test("a name changed in the profile keeps no isolate, override or zero-width joiner", async () => {
    const response = await walk.api.request("/api/profile", {
      method: "PATCH",
      headers: await walk.signedIn(walk.exhibitor),
      json: {
        ...(walk.samples()["PATCH /api/profile"]!().json as object),
        first_name: "\u2067نو\u200dرة\u2069",
        last_name: "\u202eالقحطا\u200cني\u202c\u2060",
      },
    });
    expect(response.status).toBe(200);
    const [row] = await walk.api.db.select().from(users).where(eq(users.id, walk.exhibitor.id));
    expect([row?.firstName, row?.lastName]).toEqual(["نورة", "القحطاني"]);
  });

  test("an email address with invisible characters is stored as it reads", async () => {
    const local = `zw-${randomUUID()}`;
    const response = await walk.api.request("/api/auth/register", {
      method: "POST",
      body: formData({
        ...walk.samples()["POST /api/auth/register"]!().form!,
        email: `\u200b${local}\u200d@exam\u2060ple.sa\u202e`,
      }),
    });
    expect(response.status).toBe(201);
    const [row] = await walk.api.db
      .select()
      .from(users)
      .where(eq(users.email, `${local}@example.sa`));
    expect(row).toBeDefined();
  });

  // Letters of other scripts that look like Latin ones: the address would read as another
  // person's. Addresses are ASCII (EmailSchema), so each is refused rather than stored.
  test.each([
    ["a Cyrillic а in the name", "s\u0430ra@example.sa"],
    ["a Cyrillic ѕ in the domain", "sara@example.\u0455a"],
    ["a full-width ｓ", "\uff53ara@example.sa"],
    ["a Greek ο", "n\u03bfura@example.sa"],
  ])("an email address with %s is refused", async (_, email) => {
    const response = await walk.api.request("/api/auth/register", {
      method: "POST",
      headers: { "Accept-Language": "en" },
      body: formData({ ...walk.samples()["POST /api/auth/register"]!().form!, email }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      errors: { email: ["The field email must be a valid email address."] },
    });
  });

  test("a name buried under combining marks is refused; Arabic diacritics are kept", async () => {
    const fields = walk.samples()["POST /api/auth/register"]!().form!;
    const zalgo = await walk.api.request("/api/auth/register", {
      method: "POST",
      headers: { "Accept-Language": "en" },
      body: formData({
        ...fields,
        email: `zalgo-${randomUUID()}@example.sa`,
        first_name: `N${"\u0336\u0301\u0353\u035c".repeat(8)}ora`,
      }),
    });
    expect(zalgo.status).toBe(422);
    expect(await zalgo.json()).toMatchObject({ errors: { first_name: [expect.any(String)] } });

    const email = `harakat-${randomUUID()}@example.sa`;
    const voweled = await walk.api.request("/api/auth/register", {
      method: "POST",
      body: formData({ ...fields, email, first_name: "نُورَةُ", last_name: "القَحْطَانِيّ" }),
    });
    expect(voweled.status).toBe(201);
    const [row] = await walk.api.db.select().from(users).where(eq(users.email, email));
    expect([row?.firstName, row?.lastName]).toEqual(["نُورَةُ", "القَحْطَانِيّ"]);
  });

  test("an organization's name written with overrides is stored as it reads", async () => {
    const manager = await createUser(walk.api);
    const response = await walk.api.request("/api/organizations", {
      headers: manager.headers(),
      json: legalData({ name: "\u202eدار\u0000 الحكمة\u202c" }),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { organization: { id: string } } };
    const [row] = await walk.api.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, data.organization.id));
    expect(row?.name).toBe("دار الحكمة");
  });
});

test(
  "no csv a route sends lets a spreadsheet start a formula, whatever it splits cells at",
  async () => {
    // A house and a book named as someone who wants a formula run would name them: one after
    // each separator a spreadsheet may split a line at (`;` where the decimal mark is a comma,
    // tab, line ends), stored as they are so every export meets them.
    const hostile = `دار الفكر;=HYPERLINK("http://x.example","y"),@SUM(A1)\t-2+3\r\n+4; =5`;
    await walk.api.db
      .update(organizations)
      .set({ name: hostile })
      .where(eq(organizations.id, walk.organizationId));
    await walk.api.db
      .update(books)
      .set({ title: hostile })
      .where(eq(books.organizationId, walk.organizationId));
    // An invoice keeps the buyer's name it was issued to.
    await walk.api.db
      .update(invoices)
      .set({ buyer: sql`jsonb_set(${invoices.buyer}, '{name}', to_jsonb(${hostile}::text))` })
      .where(eq(invoices.organizationId, walk.organizationId));
    const withHostileText: string[] = [];
    await walk.expectAnswers(
      walk
        .routes()
        .filter((route) => route.startsWith("GET "))
        .map((route) => ({
          route,
          as:
            walk.samples()[route]!().for === "admin" ? ("admin" as const) : ("exhibitor" as const),
          // Every list as csv, unfiltered by status.
          query: [
            ["format", "csv"],
            ["status", ""],
          ] as [string, string][],
          changed: "as csv",
          check: async (response: Response) => {
            if (!response.headers.get("content-type")?.startsWith("text/csv")) return undefined;
            const text = await response.text();
            if (text.includes("HYPERLINK")) withHostileText.push(route);
            const cell = text
              .split(/[,;\t\r\n]/)
              .map((piece) => piece.replace(/^[\s"\ufeff]+/, ""))
              .find((piece) => /^[=+\-@]/.test(piece));
            return cell === undefined ? undefined : `a cell may start ${JSON.stringify(cell)}`;
          },
        })),
    );
    expect(withHostileText).toEqual(
      expect.arrayContaining([
        "GET /api/admin/books/export",
        "GET /api/admin/invoices/export",
        "GET /api/admin/reservations/export",
      ]),
    );
  },
  WALK_TIMEOUT_MS,
);
