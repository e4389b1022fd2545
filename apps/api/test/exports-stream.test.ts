import { gunzipSync } from "node:zlib";
import type { Reservation } from "@rawaq/domain/participation";
import type { InvoiceSummary } from "@rawaq/domain/payments";
import type { Book } from "@rawaq/domain/book";
import { asc, desc, eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { books, parcels } from "../src/db/schema/index.ts";
import { booksExport } from "../src/features/books/book-files.ts";
import { exportLabels } from "../src/features/books/export-labels.ts";
import { invoicesCsv } from "../src/features/payments/export.ts";
import { reservationsCsv } from "../src/features/reservations/export.ts";
import type { AppEnv } from "../src/http/context.ts";
import { i18nFor } from "../src/i18n.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import {
  type ExportCell,
  type ExportTable,
  exportBatching,
  sheetEncoder,
  streamExport,
} from "../src/http/export-stream.ts";
import { sheetFile } from "../src/lib/sheet.ts";
import { type SheetData, readSpreadsheet } from "../src/lib/spreadsheet.ts";
import { type TestUser, createUser, isbnFor } from "./fixtures.ts";
import { type TestApp, createTestApp, databaseKind } from "./helpers.ts";
import { captureLogs } from "./log-capture.ts";
import { IN_WINDOW, approvedExhibitor, insertFair } from "./participation-fixtures.ts";

// Exports are streamed in keyset batches (http/export-stream.ts): every row once and in order
// across batch boundaries, the first bytes sent before the rest is read, the cells and headers
// the whole-file writers gave.

/** More than two batches of the default size. */
const MANY = 2_500;

const clock = adjustableClock(IN_WINDOW);
let api: TestApp;
let admin: TestUser;
let house: Awaited<ReturnType<typeof approvedExhibitor>>;

beforeAll(async () => {
  api = await createTestApp({ clock });
  admin = await createUser(api, { role: "admin" });
  const fair = await insertFair(api, 1);
  house = await approvedExhibitor(api, fair.event.id);
  // One insert each: one `now()`, so many rows share a creation time down to the microsecond and
  // the id decides their order; others differ by microseconds a millisecond cursor would lose.
  const createdAt = (index: number) => sql`now() - ${index % 700}::int * interval '1 microsecond'`;
  await api.db.insert(books).values(
    Array.from({ length: MANY }, (_, index) => ({
      organizationId: house.organizationId,
      title: `Book ${index}`,
      author: "طه حسين",
      authorNationality: "مصري",
      language: "العربية",
      isbn: isbnFor(index),
      issueDate: "1929-01-01",
      publisherName: "دار المعارف",
      createdAt: createdAt(index),
    })),
  );
  await api.db.insert(parcels).values(
    Array.from({ length: MANY }, (_, index) => ({
      organizationId: house.organizationId,
      number: `P-${index}`,
      code: `RWQ-EXPORT-${index}`,
      createdAt: createdAt(index),
    })),
  );
});

afterAll(() => api?.close());

async function bytesOf(response: Response) {
  return new Uint8Array(await response.arrayBuffer());
}

async function sheetOf(response: Response): Promise<SheetData> {
  const sheet = await readSpreadsheet(await bytesOf(response));
  if (!("header" in sheet)) throw new Error(`unreadable export: ${JSON.stringify(sheet)}`);
  return sheet;
}

const column = (sheet: SheetData, index: number) => sheet.rows.map((row) => row.cells[index]);

describe("every row once, in order, across batches", () => {
  const bookTitles = async () =>
    (
      await api.db
        .select({ title: books.title })
        .from(books)
        .where(eq(books.organizationId, house.organizationId))
        .orderBy(desc(books.createdAt), desc(books.id))
    ).map((row) => row.title);

  test("the books export as csv", async () => {
    const response = await api.request(
      `/api/admin/books/export?format=csv&organization_id=${house.organizationId}`,
      { headers: admin.headers() },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="rawaq-books-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''rawaq-books-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.has("content-length")).toBe(false);
    const sheet = await sheetOf(response);
    expect(sheet.header[1]).toBe("Title");
    expect(sheet.rows).toHaveLength(MANY);
    expect(column(sheet, 1)).toEqual(await bookTitles());
  });

  test("the books export as xlsx, in Arabic", async () => {
    const response = await api.request(
      `/api/admin/books/export?format=xlsx&organization_id=${house.organizationId}`,
      { headers: admin.headers("ar") },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="rawaq-books-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''rawaq-books-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    expect(response.headers.has("content-length")).toBe(false);
    const bytes = await bytesOf(response);
    const workbook = unzipSync(bytes);
    expect(strFromU8(workbook["xl/workbook.xml"]!)).toContain('name="الكتب"');
    expect(strFromU8(workbook["xl/worksheets/sheet1.xml"]!)).toContain('rightToLeft="1"');
    const sheet = await readSpreadsheet(bytes);
    if (!("header" in sheet)) throw new Error("unreadable");
    expect(sheet.rows).toHaveLength(MANY);
    expect(column(sheet, 1)).toEqual(await bookTitles());
    // ISBNs stay text; the issue date is a date.
    expect(typeof sheet.rows[0]!.cells[5]).toBe("string");
    expect(sheet.rows[0]!.cells[6]).toEqual(new Date("1929-01-01T00:00:00Z"));
  });

  test("an organization's parcels (by number) as csv", async () => {
    const response = await api.request(
      `/api/organizations/${house.organizationId}/parcels/export?format=csv`,
      { headers: house.user.headers() },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/rawaq-parcels-[\d-]+\.csv$/);
    const expected = await api.db
      .select({ number: parcels.number })
      .from(parcels)
      .where(eq(parcels.organizationId, house.organizationId))
      .orderBy(asc(parcels.number), asc(parcels.id));
    const sheet = await sheetOf(response);
    expect(column(sheet, 1)).toEqual(expected.map((row) => row.number));
  });

  test("everyone's parcels (newest first) as xlsx, and under a filter", async () => {
    const expected = (
      await api.db
        .select({ number: parcels.number })
        .from(parcels)
        .orderBy(desc(parcels.createdAt), asc(parcels.id))
    ).map((row) => row.number);
    const all = await api.request("/api/admin/parcels/export?format=xlsx", {
      headers: admin.headers(),
    });
    expect(all.status).toBe(200);
    const sheet = await sheetOf(all);
    expect(column(sheet, 1)).toEqual(expected);
    expect(column(sheet, 7)).toEqual(expected.map(() => 0));

    // The filter applies to every batch: "P-1" matches P-1, P-10…, P-100…, P-1000…
    const filtered = await api.request("/api/admin/parcels/export?format=csv&q=P-1", {
      headers: admin.headers(),
    });
    const matching = expected.filter((number) => number.startsWith("P-1"));
    expect(matching.length).toBeGreaterThan(1_000);
    expect(column(await sheetOf(filtered), 1)).toEqual(matching);
  });
});

describe("one export, one view of the data", () => {
  test("PostgreSQL: its batches read one snapshot; PGlite: each batch reads the rows as they are then", async () => {
    const [oldest] = await api.db
      .select({ id: books.id, title: books.title })
      .from(books)
      .where(eq(books.organizationId, house.organizationId))
      .orderBy(asc(books.createdAt), asc(books.id))
      .limit(1);
    const response = await api.request(
      `/api/admin/books/export?format=csv&organization_id=${house.organizationId}`,
      { headers: admin.headers() },
    );
    // The first batch has been read; the oldest book comes in the last.
    const rename = (title: string) =>
      api.db.update(books).set({ title }).where(eq(books.id, oldest!.id));
    await rename("Renamed meanwhile");
    try {
      const sheet = await sheetOf(response);
      expect(sheet.rows).toHaveLength(MANY);
      expect(sheet.rows.at(-1)!.cells[1]).toBe(
        databaseKind === "postgres" ? oldest!.title : "Renamed meanwhile",
      );
    } finally {
      await rename(oldest!.title);
    }
  });
});

describe("reservations and invoices, in batches of two", () => {
  let fair: Awaited<ReturnType<typeof insertFair>>;

  beforeAll(async () => {
    fair = await insertFair(api, 5);
    for (const [index, booth] of fair.booths.entries()) {
      const holder = await approvedExhibitor(api, fair.event.id, 90);
      const held = await api.request("/api/reservations", {
        headers: holder.user.headers(),
        json: { booth_id: booth.id },
      });
      expect(held.status).toBe(201);
      if (index % 2 === 1) continue;
      const { data } = (await held.json()) as { data: { reservation: { id: string } } };
      const issued = await api.request("/api/invoices", {
        headers: holder.user.headers(),
        json: { reservation_id: data.reservation.id },
      });
      expect(issued.status).toBe(201);
    }
    exportBatching.size = 2;
  });

  afterAll(() => {
    exportBatching.size = 1_000;
  });

  test("the reservations export is the list, written as before", async () => {
    const query = `event_id=${fair.event.id}`;
    const list = (await (
      await api.request(`/api/admin/reservations?${query}&per_page=100`, {
        headers: admin.headers("ar"),
      })
    ).json()) as { data: { reservations: Reservation[] } };
    expect(list.data.reservations).toHaveLength(5);
    const response = await api.request(`/api/admin/reservations/export?${query}`, {
      headers: admin.headers("ar"),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      "attachment; filename=\"reservations.csv\"; filename*=UTF-8''reservations.csv",
    );
    expect(await response.text()).toBe(
      // response.text() drops the BOM, as a UTF-8 decoder does.
      reservationsCsv(list.data.reservations, i18nFor("ar")).slice(1),
    );
  });

  test("the invoices export is the queue, written as before", async () => {
    const list = (await (
      await api.request(`/api/admin/invoices?event_id=${fair.event.id}&per_page=100`, {
        headers: admin.headers(),
      })
    ).json()) as { data: { invoices: InvoiceSummary[] } };
    expect(list.data.invoices).toHaveLength(3);
    const response = await api.request(`/api/admin/invoices/export?event_id=${fair.event.id}`, {
      headers: admin.headers(),
    });
    expect(response.headers.get("content-disposition")).toBe(
      "attachment; filename=\"invoices.csv\"; filename*=UTF-8''invoices.csv",
    );
    const bytes = await bytesOf(response);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      invoicesCsv(list.data.invoices, i18nFor("en")).slice(1),
    );
  });

  test("the books export is the queue, written as before (csv and xlsx)", async () => {
    // "Book 123" and "Book 1230" to "Book 1239": six batches of two.
    const query = `organization_id=${house.organizationId}&q=${encodeURIComponent("Book 123")}`;
    const list = (await (
      await api.request(`/api/admin/books?${query}&per_page=100`, { headers: admin.headers() })
    ).json()) as { data: { books: (Book & { organization_name: string })[] } };
    expect(list.data.books.length).toBeGreaterThan(2);
    const labels = exportLabels(i18nFor("en"));
    for (const format of ["csv", "xlsx"] as const) {
      const response = await api.request(`/api/admin/books/export?${query}&format=${format}`, {
        headers: admin.headers(),
      });
      const before = await booksExport(list.data.books, "en", format, labels);
      const bytes = await bytesOf(response);
      if (format === "csv") expect(Buffer.from(bytes)).toEqual(Buffer.from(before.bytes));
      expect(await readSpreadsheet(bytes)).toEqual(await readSpreadsheet(before.bytes));
    }
  });
});

describe("the first bytes leave before the rest is read", () => {
  test("a reader held at its second batch has already sent the first", async () => {
    const { logger, lines } = captureLogs();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const reads: (number | undefined)[] = [];
    const numbers = Array.from({ length: 10 }, (_, index) => index);
    const app = new Hono<AppEnv>()
      .use((c, next) => {
        c.set("db", api.db);
        c.set("databaseKind", "pglite");
        c.set("logger", logger);
        return next();
      })
      .get("/:fails", (c) =>
        streamExport(c, {
          fileName: "numbers.csv",
          encoder: sheetEncoder("csv", {
            headers: ["n"],
            cells: (n: number) => [n],
            sheet: "n",
            rightToLeft: false,
          }),
          read: async (_db, after: number | undefined, size) => {
            reads.push(after);
            if (after !== undefined) await held;
            if (after !== undefined && c.req.param("fails") === "fails") throw new Error("lost");
            const rows = numbers.filter((n) => after === undefined || n > after).slice(0, size);
            return { rows, next: rows.length === size ? rows.at(-1) : undefined };
          },
        }),
      );
    exportBatching.size = 3;
    try {
      const response = await app.request("/works");
      const reader = response.body!.getReader();
      const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
      const text = async () => {
        const chunk = await reader.read();
        return chunk.done ? undefined : decoder.decode(chunk.value, { stream: true });
      };
      // The header, then the first batch, while the second is held.
      let sent = "";
      while (!sent.endsWith("2\r\n")) sent += (await text()) ?? "";
      expect(sent).toBe('\ufeff"n"\r\n0\r\n1\r\n2\r\n');
      expect(reads.length).toBeLessThanOrEqual(2);
      release();
      for (let more = await text(); more !== undefined; more = await text()) sent += more;
      expect(sent).toBe(`\ufeff"n"\r\n${numbers.map((n) => `${n}\r\n`).join("")}`);
      expect(reads).toEqual([undefined, 2, 5, 8]);

      // A failure after the first bytes cuts the download short (no complete file), and is logged.
      const broken = await app.request("/fails");
      expect(broken.status).toBe(200);
      await expect(broken.text()).rejects.toThrow();
      expect(lines.some((line) => line.msg === "export failed after it started")).toBe(true);
    } finally {
      exportBatching.size = 1_000;
    }
  });

  test("an export answers its first chunk before all its batches are read", async () => {
    const path = `/api/admin/books/export?format=csv&organization_id=${house.organizationId}`;
    const start = api.queryCount();
    const response = await api.request(path, { headers: admin.headers() });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value).split("\r\n")[0]).toContain("Title");
    const atFirstChunk = api.queryCount() - start;
    let size = first.value!.byteLength;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
    }
    // Three batches of books; when the first chunk arrived the last had not been asked for.
    expect(api.queryCount() - start).toBeGreaterThan(atFirstChunk);
    expect(first.value!.byteLength).toBeLessThan(size);
  });

  test("a client that goes away leaves nothing held: the database serves the next request", async () => {
    // PostgreSQL: the export's snapshot is a transaction on a pooled connection, open while the
    // client reads and closed when it leaves. PGlite holds no transaction across batches.
    const inTransaction = async () => {
      if (databaseKind !== "postgres") return 0;
      const result = (await api.db.execute(
        sql`select count(*)::int as count from pg_stat_activity
          where datname = current_database() and state like 'idle in transaction%'`,
      )) as unknown as { rows: { count: number }[] };
      return result.rows[0]!.count;
    };
    const response = await api.request("/api/admin/books/export?format=xlsx", {
      headers: admin.headers(),
    });
    const reader = response.body!.getReader();
    await reader.read();
    expect(await inTransaction()).toBe(databaseKind === "postgres" ? 1 : 0);
    await reader.cancel();
    expect(await inTransaction()).toBe(0);
    const next = await api.request("/api/admin/books?per_page=1", { headers: admin.headers() });
    expect(next.status).toBe(200);
  });
});

describe("the answers", () => {
  test("xlsx is never gzipped again; csv is, for clients that take it", async () => {
    const gzip = { ...admin.headers(), "Accept-Encoding": "gzip" };
    const xlsx = await api.request("/api/admin/parcels/export?format=xlsx", { headers: gzip });
    expect(xlsx.headers.has("content-encoding")).toBe(false);
    expect(await sheetOf(xlsx)).toMatchObject({ rows: expect.any(Array) });

    const csv = await api.request("/api/admin/parcels/export?format=csv", { headers: gzip });
    expect(csv.headers.get("content-encoding")).toBe("gzip");
    const text = new TextDecoder().decode(gunzipSync(await bytesOf(csv)));
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(MANY + 1);
  });

  test("errors before the first byte are the usual JSON answers", async () => {
    const forbidden = await api.request("/api/admin/books/export?format=csv", {
      headers: house.user.headers(),
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get("content-type")).toMatch(/^application\/json/);
    const stranger = await createUser(api);
    const hidden = await api.request(
      `/api/organizations/${house.organizationId}/parcels/export?format=csv`,
      { headers: stranger.headers() },
    );
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("the workbook is the one the whole-file writer made", () => {
  /** An encoder's whole output. */
  function encode<Row>(format: "csv" | "xlsx", table: ExportTable<Row>, rows: Row[]) {
    const encoder = sheetEncoder(format, table);
    const chunks = [
      ...encoder.start(),
      ...encoder.rows(rows.slice(0, 1)),
      ...encoder.rows(rows.slice(1)),
      ...encoder.end(),
    ];
    return Buffer.concat(chunks);
  }

  function parts(bytes: Uint8Array): Record<string, string> {
    return Object.fromEntries(
      Object.entries(unzipSync(bytes)).map(([name, content]) => [name, strFromU8(content)]),
    );
  }

  /** The old sheet with its shared strings written in place, as the streamed one has them. */
  function inlined(old: Record<string, string>): string {
    const strings = [
      ...old["xl/sharedStrings.xml"]!.matchAll(
        /<si><t( xml:space="preserve")?>([\s\S]*?)<\/t><\/si>/g,
      ),
    ].map((match) => `<t${match[1] ?? ""}>${match[2]}</t>`);
    return old["xl/worksheets/sheet1.xml"]!.replace(
      / t="s"><v>(\d+)<\/v>/g,
      (_, index: string) => ` t="inlineStr"><is>${strings[Number(index)]}</is>`,
    );
  }

  const rows: (string | number)[][] = [
    ["دار المعرفة", 12, '=HYPERLINK("x")', ""],
    ['a, "quoted"\r\nline', -3.5, "  spaced  ", "<b>&amp;</b>\u0001"],
    ["+966", 0, "@home", "عربي"],
  ];
  const table: ExportTable<(string | number)[]> = {
    headers: ["Organization", "Count", "Text", "More"],
    cells: (row) => row,
    sheet: "الطرود",
    rightToLeft: true,
    widths: [28, 10, 30, 12],
  };

  test("sheets of texts and numbers (lib/sheet.ts)", async () => {
    for (const format of ["csv", "xlsx"] as const) {
      const before = await sheetFile({
        headers: table.headers,
        rows,
        format,
        rightToLeft: table.rightToLeft,
        sheet: table.sheet,
        fileName: "f",
        widths: table.widths,
      });
      const now = encode(format, table, rows);
      if (format === "csv") {
        expect(now.toString("utf8")).toBe(Buffer.from(before.bytes).toString("utf8"));
        continue;
      }
      const [old, streamed] = [parts(before.bytes), parts(now)];
      expect(streamed["xl/worksheets/sheet1.xml"]).toBe(inlined(old));
      for (const name of ["xl/styles.xml", "xl/workbook.xml", "_rels/.rels"]) {
        expect(streamed[name], name).toBe(old[name]);
      }
      expect(Object.keys(streamed).sort()).toEqual(
        Object.keys(old)
          .filter((name) => name !== "xl/sharedStrings.xml")
          .sort(),
      );
    }
  });

  test("the books' sheet, with its dates (book-files.ts)", async () => {
    const book = (index: number, issueDate: string): Book & { organization_name: string } => ({
      id: `id-${index}`,
      organization_id: "org",
      organization_name: "دار الرواق",
      title: index === 0 ? "-minus" : ` Title ${index}`,
      author: "A",
      author_nationality: "N",
      language: "ar",
      isbn: isbnFor(index),
      issue_date: issueDate,
      publisher_name: "P",
      status: index === 0 ? "rejected" : "pending",
      rejection_reason: index === 0 ? 'why, "this"' : null,
      reviewed_at: null,
      created_at: "2024-03-01T10:15:00.000Z",
    });
    const list = [book(0, "2024-01-15"), book(1, "not a date")];
    const labels = exportLabels(i18nFor("en"));
    const before = await booksExport(list, "en", "xlsx", labels);
    const response = await api.request(
      `/api/admin/books/export?format=xlsx&organization_id=${house.organizationId}&q=none-such`,
      { headers: admin.headers() },
    );
    // The route's empty sheet has the header, widths and direction of the books' sheet.
    const empty = parts(await bytesOf(response));
    const old = parts(before.bytes);
    expect(empty["xl/workbook.xml"]).toBe(old["xl/workbook.xml"]);
    expect(empty["xl/worksheets/sheet1.xml"]).toBe(
      inlined(old).replace(/<row r="2">[\s\S]*<\/sheetData>/, "</sheetData>"),
    );
    const cells: ExportCell[][] = list.map((item) => [
      item.organization_name,
      item.title,
      { date: item.issue_date },
      item.rejection_reason ?? "",
    ]);
    const streamed = parts(
      encode("xlsx", { ...table, cells: (row: ExportCell[]) => row, rightToLeft: false }, cells),
    );
    expect(streamed["xl/worksheets/sheet1.xml"]).toMatch(/<c r="C2" s="3"><v>45306<\/v><\/c>/);
    expect(streamed["xl/worksheets/sheet1.xml"]).toContain(
      '<c r="C3" s="2" t="inlineStr"><is><t>not a date</t></is></c>',
    );
    expect(streamed["xl/styles.xml"]).toBe(old["xl/styles.xml"]);
  });
});
