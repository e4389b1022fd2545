import { completeIsbn13 } from "@rawaq/domain/isbn";
import type { ApiErrorBody } from "@rawaq/domain/envelope";
import type { Book, BookImport, BookImportRow } from "@rawaq/domain/book";
import { and, count, eq } from "drizzle-orm";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sheetImports, books } from "../src/db/schema/index.ts";
import {
  PNG,
  type TestUser,
  bookCsv,
  bookFields,
  bookRow,
  createUser,
  fileForm,
  isbnFor,
  registerOrganization,
} from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";

let api: TestApp;
let admin: TestUser;
let manager: TestUser;
let organizationId: string;
beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: "admin" });
  manager = await createUser(api);
  organizationId = await registerOrganization(api, manager, { approveWith: admin });
});
afterAll(() => api.close());

/** A valid EAN-13 (check digit appended) for a 12-digit start. */
const body = async <T>(response: Response) => (await response.json()) as T;
type ImportAnswer = {
  data: { import: BookImport; rows: BookImportRow[]; meta: { total: number } };
};
type BooksAnswer = {
  data: { books: Book[]; meta: { total: number; per_page: number; pages: number } };
};

const addBook = (user: TestUser, organization: string, json: unknown, locale: "ar" | "en" = "en") =>
  api.request(`/api/organizations/${organization}/books`, { headers: user.headers(locale), json });
const uploadList = (
  user: TestUser,
  bytes: Uint8Array,
  name = "books.csv",
  locale: "ar" | "en" = "en",
) =>
  api.request(`/api/organizations/${organizationId}/book-imports`, {
    method: "POST",
    headers: user.headers(locale),
    body: fileForm(bytes, name),
  });
const commit = (user: TestUser, importId: string) =>
  api.request(`/api/book-imports/${importId}/commit`, { method: "POST", headers: user.headers() });
async function bookCount(status: Book["status"], organization: string) {
  const [row] = await api.db
    .select({ value: count() })
    .from(books)
    .where(and(eq(books.organizationId, organization), eq(books.status, status)));
  return row?.value ?? 0;
}
async function bookTotal() {
  const [row] = await api.db
    .select({ value: count() })
    .from(books)
    .where(eq(books.organizationId, organizationId));
  return row?.value ?? 0;
}

describe("adding one book", () => {
  test("only an approved organization's manager can add books", async () => {
    const pendingManager = await createUser(api);
    const pendingId = await registerOrganization(api, pendingManager);
    const closed = await addBook(pendingManager, pendingId, bookFields(1));
    expect(closed.status).toBe(409);
  });

  test("stores a pending book with its ISBN in canonical form; status in the body is ignored", async () => {
    const response = await addBook(manager, organizationId, {
      ...bookFields(100, { isbn: "٩٧٨-٠-٣٠٦-٤٠٦١٥-٧", title: "\u200fالأيام\u200f" }),
      status: "approved",
      organization_id: "00000000-0000-0000-0000-000000000000",
    });
    expect(response.status).toBe(201);
    const { data } = await body<{ data: { book: Book } }>(response);
    expect(data.book).toMatchObject({
      status: "pending",
      isbn: "9780306406157",
      title: "الأيام",
      organization_id: organizationId,
    });

    // The same book by its ISBN-10 is a duplicate.
    const again = await addBook(
      manager,
      organizationId,
      bookFields(101, { isbn: "0-306-40615-2" }),
      "ar",
    );
    expect(again.status).toBe(422);
    expect((await body<ApiErrorBody>(again)).errors?.isbn?.[0]).toMatch(/[\u0600-\u06ff]/);
  });

  test("refuses bad ISBNs, prefixes and dates, field by field", async () => {
    const response = await addBook(manager, organizationId, {
      ...bookFields(102),
      isbn: "9780306406158",
      issue_date: "2999-01-01",
      author: "",
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await body<ApiErrorBody>(response)).errors ?? {}).sort()).toEqual([
      "author",
      "isbn",
      "issue_date",
    ]);
    // A valid EAN-13 outside 978/979 is a product barcode, not a book number.
    const barcode = await addBook(manager, organizationId, {
      ...bookFields(103),
      isbn: completeIsbn13("628100000000"),
    });
    expect((await body<ApiErrorBody>(barcode)).errors?.isbn?.[0]).toMatch(/978 or 979/);
  });
});

describe("uploading a book list", () => {
  test("the preview lists every row's errors; nothing is stored; the list cannot be committed", async () => {
    const before = await bookTotal();
    const csv = bookCsv([
      bookRow(200),
      bookRow(201, { isbn: "9780306406158" }), // bad check digit
      bookRow(202, { isbn: completeIsbn13("628100000000") }), // not 978/979
      bookRow(200), // duplicate of row 2 in the file
      bookRow(203, { isbn: "9780306406157" }), // already in the organization
      bookRow(204, { title: "" }),
      bookRow(205, { issue_date: "31/02/2024" }),
      bookRow(206, { issue_date: "45292" }), // an Excel date serial: 2024-01-01
      bookRow(207, {
        isbn:
          "٩٧٨٠٠٠٠٠٠٢٠٧٣".slice(0, 0) +
          isbnFor(207).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!),
      }),
    ]);
    const response = await uploadList(manager, csv);
    expect(response.status).toBe(201);
    const { data } = await body<ImportAnswer>(response);
    expect(data.import).toMatchObject({
      status: "preview",
      total_rows: 9,
      error_rows: 6,
      valid_rows: 3,
    });
    // The first page of a list with errors shows the rows that need fixing, by sheet row number.
    const errorsByRow = Object.fromEntries(data.rows.map((r) => [r.row, Object.keys(r.errors)]));
    expect(errorsByRow).toEqual({
      3: ["isbn"],
      4: ["isbn"],
      5: ["isbn"],
      6: ["isbn"],
      7: ["title"],
      8: ["issue_date"],
    });

    const all = await body<ImportAnswer>(
      await api.request(`/api/book-imports/${data.import.id}?per_page=100`, {
        headers: manager.headers(),
      }),
    );
    expect(all.data.rows).toHaveLength(9);
    expect(all.data.rows.find((r) => r.row === 9)?.values.issue_date).toBe("2024-01-01");

    const refused = await commit(manager, data.import.id);
    expect(refused.status).toBe(422);
    expect(await bookTotal()).toBe(before);
  });

  test("a corrected list is committed whole, once", async () => {
    const before = await bookTotal();
    const csv = bookCsv([bookRow(300), bookRow(301), bookRow(302, { issue_date: "2023-12-31" })]);
    const preview = await body<ImportAnswer>(await uploadList(manager, csv));
    expect(preview.data.import.error_rows).toBe(0);

    const [first, second] = await Promise.all([
      commit(manager, preview.data.import.id),
      commit(manager, preview.data.import.id),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await bookTotal()).toBe(before + 3);
    const [record] = await api.db
      .select()
      .from(sheetImports)
      .where(eq(sheetImports.id, preview.data.import.id));
    expect(record?.status).toBe("committed");
    expect(record?.kind).toBe("book_list");
  });

  test("a book added between preview and commit rolls the whole list back", async () => {
    const before = await bookTotal();
    const preview = await body<ImportAnswer>(
      await uploadList(manager, bookCsv([bookRow(400), bookRow(401)])),
    );
    expect((await addBook(manager, organizationId, bookFields(401))).status).toBe(201);
    const response = await commit(manager, preview.data.import.id);
    expect(response.status).toBe(409);
    expect(await bookTotal()).toBe(before + 1);
  });

  test("rejects what is not a readable list, with a clear error and nothing stored", async () => {
    const before = await api.db.select({ value: count() }).from(sheetImports);
    const cases: [string, Uint8Array, string][] = [
      ["an image", PNG, "books.xlsx"],
      [
        "a truncated xlsx",
        zipSync({ "xl/workbook.xml": new Uint8Array(10) }).slice(0, 30),
        "b.xlsx",
      ],
      [
        "a zip bomb",
        zipSync(
          {
            "xl/workbook.xml": new Uint8Array(1),
            // 8 MB of zeros deflate to a few KB: a ratio no real sheet has.
            "xl/worksheets/sheet1.xml": new Uint8Array(8 * 1024 * 1024),
          },
          { level: 9 },
        ),
        "bomb.xlsx",
      ],
      ["missing columns", new TextEncoder().encode("Title,Author\nA,B\n"), "cols.csv"],
    ];
    for (const [what, bytes, name] of cases) {
      const response = await uploadList(manager, bytes, name, "ar");
      expect(response.status, what).toBe(422);
      const failure = await body<ApiErrorBody>(response);
      expect(failure.errors?.file?.[0], what).toMatch(/[\u0600-\u06ff]/);
    }
    const after = await api.db.select({ value: count() }).from(sheetImports);
    expect(after).toEqual(before);
  });

  test("a file over 10,000 rows is refused", async () => {
    const lines = ["Title,Author,Author nationality,Language,ISBN,Issue date,Publisher name"];
    for (let index = 0; index < 100_001; index++) {
      lines.push(`T${index},A,N,L,${isbnFor(index)},2024-01-01,P`);
    }
    const response = await uploadList(manager, new TextEncoder().encode(lines.join("\n")));
    expect(response.status).toBe(422);
    expect((await body<ApiErrorBody>(response)).message).toMatch(/10000|10,000/);
  });

  test("a file over 10 MB is refused before it is read", async () => {
    const response = await uploadList(manager, new Uint8Array(10 * 1024 * 1024 + 1), "big.csv");
    expect([413, 422]).toContain(response.status);
  });

  test("the template downloads in both languages and formats, without a token", async () => {
    for (const [locale, header] of [
      ["ar", "عنوان الكتاب"],
      ["en", "Title"],
    ] as const) {
      const csv = await api.request(`/api/book-template.csv?locale=${locale}`);
      expect(csv.status).toBe(200);
      expect(await csv.text()).toContain(header);
      const xlsx = await api.request(`/api/book-template.xlsx?locale=${locale}`);
      expect(xlsx.status).toBe(200);
      const bytes = new Uint8Array(await xlsx.arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
    }
  });
});

describe("the template's example row", () => {
  test("is skipped: the template filled in adds only the exhibitor's books", async () => {
    const template = await (await api.request("/api/book-template.csv?locale=ar")).text();
    const filled = `${template}${bookRow(500).join(",")}\r\n`;
    const response = await uploadList(manager, new TextEncoder().encode(filled), "books.csv");
    expect(response.status).toBe(201);
    const { data } = await body<ImportAnswer>(response);
    expect(data.import).toMatchObject({ total_rows: 1, valid_rows: 1 });
    expect(data.rows.map((preview) => preview.values.isbn)).toEqual([isbnFor(500)]);
  });

  test("alone, it is an empty list", async () => {
    const template = new Uint8Array(
      await (await api.request("/api/book-template.xlsx?locale=en")).arrayBuffer(),
    );
    const response = await uploadList(manager, template, "books.xlsx");
    expect(response.status).toBe(422);
  });
});

describe("listing books", () => {
  test("filters by status, searches title, author or ISBN, and paginates (≤ 100 per page)", async () => {
    const byIsbn = await body<BooksAnswer>(
      await api.request(
        `/api/get_books_by_organization/${organizationId}?q=${encodeURIComponent("978-0-306-40615")}`,
        { headers: manager.headers() },
      ),
    );
    expect(byIsbn.data.books.map((b) => b.isbn)).toEqual(["9780306406157"]);

    const byTitle = await body<BooksAnswer>(
      await api.request(
        `/api/get_books_by_organization/${organizationId}?q=${encodeURIComponent("رقم 30")}`,
        {
          headers: manager.headers(),
        },
      ),
    );
    expect(byTitle.data.books.map((b) => b.title).sort()).toEqual([
      "كتاب رقم 300",
      "كتاب رقم 301",
      "كتاب رقم 302",
    ]);

    const page = await body<BooksAnswer>(
      await api.request(
        `/api/get_books_by_organization/${organizationId}?per_page=1000&status=pending`,
        {
          headers: manager.headers(),
        },
      ),
    );
    expect(page.data.meta.per_page).toBe(100);
    expect(page.data.books.every((b) => b.status === "pending")).toBe(true);
    const second = await body<BooksAnswer>(
      await api.request(`/api/get_books_by_organization/${organizationId}?per_page=2&page=2`, {
        headers: manager.headers(),
      }),
    );
    expect(second.data.books).toHaveLength(2);
    expect(second.data.meta.pages).toBe(Math.ceil(second.data.meta.total / 2));
  });
});

describe("book review", () => {
  test("approve many, reject one with a reason, reverse later; audited and notified", async () => {
    const list = await body<BooksAnswer>(
      await api.request(
        `/api/admin/books?status=pending&organization_id=${organizationId}&per_page=100`,
        {
          headers: admin.headers(),
        },
      ),
    );
    const [first, second, third] = list.data.books;
    const approve = await api.request("/api/admin/books/decisions", {
      headers: admin.headers(),
      json: { ids: [first!.id, second!.id], decision: "approve" },
    });
    expect(approve.status).toBe(200);
    expect((await body<{ data: { updated: number } }>(approve)).data.updated).toBe(2);

    const noReason = await api.request("/api/admin/books/decisions", {
      headers: admin.headers(),
      json: { ids: [third!.id], decision: "reject" },
    });
    expect(noReason.status).toBe(422);
    const reject = await api.request("/api/admin/books/decisions", {
      headers: admin.headers(),
      json: { ids: [third!.id], decision: "reject", reason: "الردمك لا يطابق العنوان" },
    });
    expect(reject.status).toBe(200);

    const rejected = await body<BooksAnswer>(
      await api.request(`/api/get_books_by_organization/${organizationId}?status=rejected`, {
        headers: manager.headers(),
      }),
    );
    expect(rejected.data.books).toMatchObject([
      { id: third!.id, rejection_reason: "الردمك لا يطابق العنوان" },
    ]);

    // Reversed: the rejected book approved, its reason cleared.
    await api.request("/api/admin/books/decisions", {
      headers: admin.headers(),
      json: { ids: [third!.id], decision: "approve" },
    });
    const [stored] = await api.db.select().from(books).where(eq(books.id, third!.id));
    expect(stored).toMatchObject({ status: "approved", rejectionReason: null });

    const audit = await body<{
      data: { entries: { entity_id: string; from_status: string; to_status: string }[] };
    }>(
      await api.request(`/api/organizations/${organizationId}/audit?per_page=100`, {
        headers: manager.headers(),
      }),
    );
    expect(
      audit.data.entries
        .filter((entry) => entry.entity_id === third!.id)
        .map((entry) => `${entry.from_status}>${entry.to_status}`),
    ).toEqual(["rejected>approved", "pending>rejected"]);

    const inbox = await body<{
      data: { notifications: { kind: string; params: Record<string, unknown> }[] };
    }>(await api.request("/api/notifications", { headers: manager.headers() }));
    expect(inbox.data.notifications.slice(0, 3).map((n) => n.kind)).toEqual([
      "books_approved",
      "books_rejected",
      "books_approved",
    ]);
    expect(inbox.data.notifications[1]!.params).toMatchObject({
      count: 1,
      reason: "الردمك لا يطابق العنوان",
    });
    expect(inbox.data.notifications[2]!.params).toMatchObject({ count: 2 });
  });

  test("approve all matching the filter: the confirmed count or nothing; other books untouched", async () => {
    const otherManager = await createUser(api);
    const otherId = await registerOrganization(api, otherManager, { approveWith: admin });
    for (const [serial, title] of [
      [600, "رواية الطريق"],
      [601, "رواية البحر"],
      [602, "ديوان شعر"],
    ] as const) {
      expect((await addBook(otherManager, otherId, bookFields(serial, { title }))).status).toBe(
        201,
      );
    }
    const organizationsAnswer = await body<{
      data: { organizations: { id: string; name: string; books: number }[] };
    }>(
      await api.request("/api/admin/books/organizations?status=pending", {
        headers: admin.headers(),
      }),
    );
    expect(organizationsAnswer.data.organizations.find((o) => o.id === otherId)?.books).toBe(3);
    const pendingElsewhere = await bookCount("pending", organizationId);

    const decide = (count: number) =>
      api.request("/api/admin/books/decisions/matching", {
        headers: admin.headers("ar"),
        json: {
          status: "pending",
          organization_id: otherId,
          q: "رواية",
          count,
          decision: "approve",
        },
      });
    const stale = await decide(3);
    expect(stale.status).toBe(409);
    expect((await body<ApiErrorBody>(stale)).message).toMatch(/[\u0600-\u06ff]/);
    expect(await bookCount("approved", otherId)).toBe(0);

    const decided = await decide(2);
    expect(decided.status).toBe(200);
    expect((await body<{ data: { updated: number } }>(decided)).data.updated).toBe(2);
    expect(await bookCount("approved", otherId)).toBe(2);
    expect(await bookCount("pending", otherId)).toBe(1);
    expect(await bookCount("pending", organizationId)).toBe(pendingElsewhere);

    const inbox = await body<{ data: { notifications: { kind: string; params: unknown }[] } }>(
      await api.request("/api/notifications", { headers: otherManager.headers() }),
    );
    expect(inbox.data.notifications[0]).toMatchObject({
      kind: "books_approved",
      params: { count: 2 },
    });
  });

  test("exports neutralise formula cells", async () => {
    const formula = await addBook(
      manager,
      organizationId,
      bookFields(500, { title: '=HYPERLINK("http://x")' }),
    );
    expect(formula.status).toBe(201);
    const response = await api.request(
      `/api/admin/books/export?format=csv&organization_id=${organizationId}`,
      { headers: admin.headers() },
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
    const xlsx = await api.request(`/api/admin/books/export?format=xlsx&status=pending`, {
      headers: admin.headers(),
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-disposition")).toMatch(/\.xlsx$/);
  });
});
