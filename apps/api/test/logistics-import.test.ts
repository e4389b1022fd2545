import type { ApiErrorBody } from "@rawaq/domain/envelope";
import type { BookLogistics } from "@rawaq/domain/logistics";
import type { SheetImport, SheetImportRow } from "@rawaq/domain/sheet-import";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sheetFile } from "../src/lib/sheet.ts";
import { readSpreadsheet } from "../src/lib/spreadsheet.ts";
import {
  type TestUser,
  addApprovedBooks as addFixtureBooks,
  bookCsv,
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
let other: TestUser;
let organizationId: string;
let otherOrganizationId: string;
let bookIds: string[] = [];

type ImportAnswer = {
  data: { import: SheetImport; rows: SheetImportRow[]; meta: { total: number } };
  message: string;
};
const body = async <T>(response: Response) => (await response.json()) as T;

const HEADER = "ISBN,Book ID,Title,Quantity,Price (SAR),Barcode,Parcels (number:quantity)";
const csv = (lines: string[]) => new TextEncoder().encode([HEADER, ...lines].join("\r\n"));

const addApprovedBooks = (user: TestUser, organization: string, serials: number[]) =>
  addFixtureBooks(api, { user, admin }, organization, serials);

const upload = (
  bytes: Uint8Array,
  name = "data.csv",
  { user = manager, organization = organizationId, locale = "en" as "ar" | "en" } = {},
) =>
  api.request(`/api/organizations/${organization}/logistics-imports`, {
    method: "POST",
    headers: user.headers(locale),
    body: fileForm(bytes, name),
  });
const commit = (importId: string, { user = manager, organization = organizationId } = {}) =>
  api.request(`/api/organizations/${organization}/logistics-imports/${importId}/commit`, {
    method: "POST",
    headers: user.headers(),
  });
const logisticsBooks = async () =>
  (
    await body<{ data: { books: BookLogistics[] } }>(
      await api.request(`/api/organizations/${organizationId}/logistics`, {
        headers: manager.headers(),
      }),
    )
  ).data.books;

beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: "admin" });
  manager = await createUser(api);
  other = await createUser(api);
  organizationId = await registerOrganization(api, manager, { approveWith: admin });
  otherOrganizationId = await registerOrganization(api, other, { approveWith: admin });
  bookIds = await addApprovedBooks(manager, organizationId, [301, 302, 303]);
  await addApprovedBooks(other, otherOrganizationId, [401]);
});
afterAll(() => api.close());

describe("logistics sheet upload", () => {
  test("the template lists the approved books and their data, in the request's language", async () => {
    const saved = await api.request(
      `/api/organizations/${organizationId}/logistics/${bookIds[0]}`,
      {
        method: "PUT",
        headers: manager.headers(),
        json: {
          quantity: 15,
          price: "45.50",
          barcode: isbnFor(301),
          parcels: [
            { number: "P-01", quantity: 10 },
            { number: "P-02", quantity: 5 },
          ],
        },
      },
    );
    expect(saved.status).toBe(200);

    const english = await api.request(
      `/api/organizations/${organizationId}/logistics-template.csv`,
      { headers: manager.headers("en") },
    );
    expect(english.status).toBe(200);
    expect(english.headers.get("content-type")).toContain("text/csv");
    const text = (await english.text()).replace(/^\ufeff/, "");
    const lines = text.trim().split("\r\n");
    // Every text quoted, numbers bare (lib/sheet.ts).
    const quoted = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(",");
    expect(lines[0]).toBe(quoted(HEADER.split(",")));
    expect(lines).toHaveLength(4);
    expect(lines).toContain(
      `"${isbnFor(301)}","${bookIds[0]}","كتاب 301",15,"45.50","${isbnFor(301)}","P-01:10; P-02:5"`,
    );
    expect(lines).toContain(quoted([isbnFor(302), bookIds[1]!, "كتاب 302", "", "", "", ""]));

    const arabic = await api.request(
      `/api/organizations/${organizationId}/logistics-template.xlsx?locale=ar`,
      { headers: manager.headers("en") },
    );
    expect(arabic.status).toBe(200);
    const sheet = await readSpreadsheet(new Uint8Array(await arabic.arrayBuffer()));
    if ("problem" in sheet) throw new Error(sheet.problem);
    expect(sheet.header).toEqual([
      "ردمك",
      "معرّف الكتاب",
      "عنوان الكتاب",
      "الكمية",
      "السعر (ريال)",
      "الباركود",
      "الطرود (رقم الطرد:الكمية)",
    ]);
    expect(sheet.rows).toHaveLength(3);

    // Another organization's template is not found.
    const foreign = await api.request(
      `/api/organizations/${otherOrganizationId}/logistics-template.csv`,
      { headers: manager.headers() },
    );
    expect(foreign.status).toBe(404);
  });

  test("a preview checks every row with the PUT rules, saves nothing, and cannot be committed with errors", async () => {
    const answer = await upload(
      csv([
        // Good, by ISBN (hyphens and Arabic-Indic digits are fine).
        `978-0-00-000302-${isbnFor(302).at(-1)},,,4,"1,250.00",RWQ-302,A-1:4`,
        // Wrong price, parcels not adding up.
        `${isbnFor(303)},,,5,0,RWQ-303,A-1:2; A-2:2`,
        // By id; the same book twice.
        `,${bookIds[1]},,4,10,RWQ-302,A-1`,
        // Unknown book (another organization's).
        `${isbnFor(401)},,,1,10,RWQ-401,A-9:1`,
        // Neither ISBN nor id; an empty price.
        `,,,3,,RWQ-1,A-1`,
        // A quantity in hexadecimal, which JavaScript's Number() reads as 4 (numbers.ts).
        `,,,0x4,10,RWQ-1,A-1:4`,
      ]),
      "data.csv",
      { locale: "ar" },
    );
    expect(answer.status).toBe(201);
    const { data } = await body<ImportAnswer>(answer);
    expect(data.import).toMatchObject({ status: "preview", total_rows: 6, error_rows: 5 });
    // The rows with errors come first.
    const byRow = new Map(data.rows.map((row) => [row.row, row]));
    expect(Object.keys(byRow.get(3)!.errors).sort()).toEqual(["parcels", "price"]);
    expect(byRow.get(3)!.errors.price![0]).toContain("السعر");
    expect(Object.keys(byRow.get(4)!.errors)).toEqual(["book_id"]);
    expect(Object.keys(byRow.get(5)!.errors)).toEqual(["isbn"]);
    // The column's name in the request's language (the sentence is translated with the catalog).
    expect(byRow.get(5)!.errors.isbn![0]).toContain("ردمك");
    expect(Object.keys(byRow.get(6)!.errors).sort()).toEqual(["isbn", "price"]);
    expect(Object.keys(byRow.get(7)!.errors).sort()).toEqual(["isbn", "quantity"]);

    const all = await body<ImportAnswer>(
      await api.request(
        `/api/organizations/${organizationId}/logistics-imports/${data.import.id}`,
        { headers: manager.headers() },
      ),
    );
    expect(all.data.rows[0]).toMatchObject({
      row: 2,
      values: { book_id: bookIds[1], title: "كتاب 302", price: "1,250.00", parcels: "A-1:4" },
      errors: {},
    });

    const refused = await commit(data.import.id);
    expect(refused.status).toBe(422);
    expect((await logisticsBooks()).find((book) => book.book_id === bookIds[1])!.quantity).toBe(
      null,
    );
  });

  test("a clean csv is committed in one go, and only once", async () => {
    const answer = await upload(
      csv([
        `${isbnFor(302)},,,4,12.5,RWQ-302,P-02:4`,
        `,${bookIds[2]},ignored title,6,20,RWQ-303,P-03`,
      ]),
    );
    expect(answer.status).toBe(201);
    const { data } = await body<ImportAnswer>(answer);
    expect(data.import).toMatchObject({ total_rows: 2, error_rows: 0, valid_rows: 2 });

    const committed = await commit(data.import.id);
    expect(committed.status).toBe(200);
    const done = await body<ImportAnswer>(committed);
    expect(done.data.import.status).toBe("committed");
    expect(done.message).toBe("2 books were saved.");
    const books = await logisticsBooks();
    expect(books.every((book) => book.complete)).toBe(true);
    const second = books.find((book) => book.book_id === bookIds[1])!;
    expect(second).toMatchObject({ quantity: 4, price_halalas: 1250, barcode: "RWQ-302" });
    // P-02 already held book 1: book 2 joined it.
    expect(second.parcels).toEqual([{ number: "P-02", quantity: 4, sent: false }]);

    expect((await commit(data.import.id)).status).toBe(409);
  });

  test("an xlsx is read like a csv, and a sent parcel locks its books", async () => {
    const parcels = await body<{ data: { parcels: { id: string; number: string }[] } }>(
      await api.request(`/api/organizations/${organizationId}/parcels`, {
        headers: manager.headers(),
      }),
    );
    const p03 = parcels.data.parcels.find((parcel) => parcel.number === "P-03")!;
    const sent = await api.request(`/api/organizations/${organizationId}/parcels/send`, {
      headers: manager.headers(),
      json: { ids: [p03.id], destination: "storage", labels_attached: true },
    });
    expect(sent.status).toBe(200);

    const xlsx = async (rows: (string | number)[][]) =>
      (
        await sheetFile({
          headers: ["ردمك", "الكمية", "السعر (ريال)", "الباركود", "الطرود"],
          rows,
          format: "xlsx",
          rightToLeft: true,
          sheet: "بيانات",
          fileName: "data",
        })
      ).bytes;
    const locked = await body<ImportAnswer>(
      await upload(
        await xlsx([
          [isbnFor(303), 7, 20, "RWQ-303", "P-03:7"],
          [isbnFor(302), 5, "13", "RWQ-302", "P-02:5"],
        ]),
        "data.xlsx",
      ),
    );
    expect(locked.data.import.error_rows).toBe(1);
    expect(locked.data.rows[0]).toMatchObject({ row: 2 });
    expect(Object.keys(locked.data.rows[0]!.errors)).toEqual(["parcels"]);

    const fine = await body<ImportAnswer>(
      await upload(await xlsx([[Number(isbnFor(302)), 5, 13, "RWQ-302", "P-02:5"]]), "d.xlsx"),
    );
    expect(fine.data.import.error_rows).toBe(0);
    expect((await commit(fine.data.import.id)).status).toBe(200);
    expect((await logisticsBooks()).find((book) => book.book_id === bookIds[1])).toMatchObject({
      quantity: 5,
      price_halalas: 1300,
    });
  });

  test("another organization's import is not found", async () => {
    const theirs = await body<ImportAnswer>(
      await upload(csv([`${isbnFor(401)},,,1,10,RWQ-401,Z-1`]), "data.csv", {
        user: other,
        organization: otherOrganizationId,
      }),
    );
    expect(theirs.data.import.error_rows).toBe(0);
    const id = theirs.data.import.id;
    expect(
      (
        await api.request(`/api/organizations/${organizationId}/logistics-imports/${id}`, {
          headers: manager.headers(),
        })
      ).status,
    ).toBe(404);
    expect((await commit(id)).status).toBe(404);
    expect((await commit(id, { organization: otherOrganizationId })).status).toBe(404);
    expect((await upload(csv([]), "data.csv", { organization: otherOrganizationId })).status).toBe(
      404,
    );
  });

  test("a book list and a sheet of logistics data are kept apart in the one imports table", async () => {
    // Both kinds live in sheet_imports (decision 075): each route finds only its own kind.
    const list = await body<ImportAnswer>(
      await api.request(`/api/organizations/${organizationId}/book-imports`, {
        method: "POST",
        headers: manager.headers(),
        body: fileForm(bookCsv([bookRow(901)]), "books.csv"),
      }),
    );
    const sheet = await body<ImportAnswer>(
      await upload(csv([`${isbnFor(301)},,,2,10,RWQ-301,P-01`])),
    );
    const listId = list.data.import.id;
    const sheetId = sheet.data.import.id;
    const logisticsImport = (id: string) =>
      api.request(`/api/organizations/${organizationId}/logistics-imports/${id}`, {
        headers: manager.headers(),
      });
    const bookImport = (id: string) =>
      api.request(`/api/book-imports/${id}`, { headers: manager.headers() });

    expect((await logisticsImport(sheetId)).status).toBe(200);
    expect((await bookImport(listId)).status).toBe(200);
    expect((await logisticsImport(listId)).status).toBe(404);
    expect((await commit(listId)).status).toBe(404);
    expect((await bookImport(sheetId)).status).toBe(404);
    expect(
      (
        await api.request(`/api/book-imports/${sheetId}/commit`, {
          method: "POST",
          headers: manager.headers(),
        })
      ).status,
    ).toBe(404);
    // Neither commit went through: the book list is still a preview.
    expect((await body<ImportAnswer>(await bookImport(listId))).data.import.status).toBe("preview");
  });

  test("a sheet without the needed columns is refused as a whole", async () => {
    const answer = await upload(new TextEncoder().encode("Title,Quantity\nA,1\n"));
    expect(answer.status).toBe(422);
    const { message } = await body<ApiErrorBody>(answer);
    expect(message).toContain("ISBN");
    expect(message).toContain("price");
  });

  test("uploads and commits are refused while the data step is closed", async () => {
    const ready = await body<ImportAnswer>(
      await upload(csv([`${isbnFor(302)},,,5,13,RWQ-302,P-02:5`])),
    );
    expect(ready.data.import.error_rows).toBe(0);
    // A pending book closes the pipeline until it is decided.
    const pending = await api.request(`/api/organizations/${organizationId}/books`, {
      headers: manager.headers(),
      json: {
        title: "كتاب معلق",
        author: "مؤلف",
        author_nationality: "سعودي",
        language: "العربية",
        isbn: isbnFor(399),
        issue_date: "2024-03-01",
        publisher_name: "دار الرواق",
      },
    });
    expect(pending.status).toBe(201);
    expect((await upload(csv([`${isbnFor(302)},,,5,13,RWQ-302,P-02:5`]))).status).toBe(409);
    expect((await commit(ready.data.import.id)).status).toBe(409);
  });
});
