import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { fc } from "../test/fast-check.ts";
import { codesOf } from "../test/issue-codes.ts";
import {
  AdminParcelFilterSchema,
  AssignShipperInputSchema,
  BookLogisticsInputSchema,
  BookLogisticsListSchema,
  LogisticsProgressSchema,
  BulkLogisticsInputSchema,
  LogisticsFilterSchema,
  ManifestSchema,
  ParcelFilterSchema,
  ParcelListSchema,
  ParcelNumberSchema,
  ParcelShareInputSchema,
  ParcelStatusInputSchema,
  PriceSchema,
  ProductListSchema,
  ScanInputSchema,
  SendParcelsInputSchema,
  ShipperInputSchema,
  ShipperSchema,
  canChangeShipper,
  compactBarcode,
  isBookDataComplete,
  isValidBarcode,
  nextParcelStatus,
  normalizeParcelNumber,
  parcelsMatchQuantity,
  pipelineBlocker,
  pipelineSteps,
} from "./logistics.ts";
import { schemaFieldErrors } from "./validation.ts";

const valid = {
  quantity: 30,
  price: "45.50",
  barcode: "978-0-306-40615-7",
  parcels: [
    { number: "p-1", quantity: 20 },
    { number: "P-2", quantity: "10" },
  ],
};

describe("book logistics input", () => {
  test("stores the price in halalas, the barcode compact and parcel numbers upper case", () => {
    const output = v.parse(BookLogisticsInputSchema, valid);
    expect(output).toEqual({
      quantity: 30,
      price: 4550,
      barcode: "9780306406157",
      parcels: [
        { number: "P-1", quantity: 20 },
        { number: "P-2", quantity: 10 },
      ],
    });
  });

  test("accepts Arabic-Indic digits", () => {
    const output = v.parse(BookLogisticsInputSchema, {
      ...valid,
      quantity: "٣٠",
      price: "٤٥٫٥",
    });
    expect(output.quantity).toBe(30);
    expect(output.price).toBe(4550);
  });

  test("quantity and price must be greater than zero", () => {
    expect(schemaFieldErrors(BookLogisticsInputSchema, { ...valid, quantity: 0 })).toMatchObject({
      quantity: ["positive"],
    });
    expect(schemaFieldErrors(BookLogisticsInputSchema, { ...valid, price: "0" })).toEqual({
      price: ["positive"],
    });
    expect(schemaFieldErrors(BookLogisticsInputSchema, { ...valid, price: "1.234" })).toEqual({
      price: ["price"],
    });
    expect(schemaFieldErrors(BookLogisticsInputSchema, { ...valid, quantity: 2.5 })).toMatchObject({
      quantity: ["numeric"],
    });
  });

  test("the parcels must add up to the quantity", () => {
    expect(schemaFieldErrors(BookLogisticsInputSchema, { ...valid, quantity: 31 })).toEqual({
      parcels: ["parcel_sum"],
    });
  });

  test("a parcel number appears once per book and has a plain form", () => {
    const twice = {
      ...valid,
      parcels: [
        { number: "P-1", quantity: 20 },
        { number: " p-1 ", quantity: 10 },
      ],
    };
    expect(schemaFieldErrors(BookLogisticsInputSchema, twice)).toEqual({
      parcels: ["duplicate_parcel"],
    });
    const odd = { ...valid, parcels: [{ number: "P 1", quantity: 30 }] };
    expect(schemaFieldErrors(BookLogisticsInputSchema, odd)).toEqual({
      "parcels.0.number": ["parcel_number"],
    });
    expect(schemaFieldErrors(BookLogisticsInputSchema, { ...valid, parcels: [] })).toEqual({
      parcels: ["required"],
    });
  });

  test("a numeric barcode is checked as an EAN-13", () => {
    expect(isValidBarcode("9780306406157")).toBe(true);
    expect(isValidBarcode("9780306406158")).toBe(false);
    expect(isValidBarcode("6281000000007")).toBe(true);
    expect(isValidBarcode("123456")).toBe(false);
    expect(isValidBarcode("RWQ-ABC-1")).toBe(true);
    expect(isValidBarcode("ab")).toBe(false);
    expect(
      schemaFieldErrors(BookLogisticsInputSchema, { ...valid, barcode: "978030640615" }),
    ).toEqual({ barcode: ["barcode"] });
  });
});

describe("a wrong value has its own error only", () => {
  test.each(["", "abc", 2.5])("a quantity of %j does not blame the parcels", (quantity) => {
    expect(
      Object.keys(schemaFieldErrors(BookLogisticsInputSchema, { ...valid, quantity })),
    ).toEqual(["quantity"]);
  });

  test("parcels that do not add up are still refused", () => {
    expect(schemaFieldErrors(BookLogisticsInputSchema, { ...valid, quantity: 31 })).toEqual({
      parcels: ["parcel_sum"],
    });
  });
});

describe("completeness and steps", () => {
  const book = { quantity: 10, price_halalas: 100, barcode: "X1", parcels: [{ quantity: 10 }] };

  test("a book is complete only with every value and matching parcels", () => {
    expect(isBookDataComplete(book)).toBe(true);
    expect(isBookDataComplete({ ...book, quantity: null })).toBe(false);
    expect(isBookDataComplete({ ...book, price_halalas: 0 })).toBe(false);
    expect(isBookDataComplete({ ...book, barcode: null })).toBe(false);
    expect(isBookDataComplete({ ...book, parcels: [] })).toBe(false);
    expect(isBookDataComplete({ ...book, parcels: [{ quantity: 9 }] })).toBe(false);
  });

  test("a step opens only when the one before it is complete", () => {
    const closed = {
      is_open: false,
      data_completed: true,
      locations_completed: true,
      shippers_completed: true,
    };
    expect(pipelineSteps(closed)).toEqual(["closed", "closed", "closed"]);
    expect(
      pipelineSteps({
        is_open: true,
        data_completed: false,
        locations_completed: true,
        shippers_completed: true,
      }),
    ).toEqual(["open", "closed", "closed"]);
    expect(
      pipelineSteps({
        is_open: true,
        data_completed: true,
        locations_completed: false,
        shippers_completed: false,
      }),
    ).toEqual(["complete", "open", "closed"]);
    expect(
      pipelineSteps({
        is_open: true,
        data_completed: true,
        locations_completed: true,
        shippers_completed: true,
      }),
    ).toEqual(["complete", "complete", "complete"]);
  });

  test("the pipeline says why it is closed", () => {
    expect(pipelineBlocker({ organizationStatus: "pending", pending: 0, approved: 3 })).toBe(
      "not_approved",
    );
    expect(pipelineBlocker({ organizationStatus: "approved", pending: 1, approved: 3 })).toBe(
      "books_pending",
    );
    expect(pipelineBlocker({ organizationStatus: "approved", pending: 0, approved: 0 })).toBe(
      "no_approved_book",
    );
    expect(pipelineBlocker({ organizationStatus: "approved", pending: 0, approved: 1 })).toBeNull();
  });
});

describe("parcel statuses", () => {
  test("move prepared → in transit → delivered", () => {
    expect(nextParcelStatus("prepared")).toBe("in_transit");
    expect(nextParcelStatus("in_transit")).toBe("delivered");
    expect(nextParcelStatus("delivered")).toBeNull();
    expect(canChangeShipper("prepared")).toBe(true);
    expect(canChangeShipper("in_transit")).toBe(false);
  });

  test("sending needs the labels-attached confirmation", () => {
    const ids = ["6f1c1f37-2a35-4a47-9a8e-3c7d2b0f1a11"];
    expect(
      schemaFieldErrors(SendParcelsInputSchema, {
        ids,
        destination: "storage",
        labels_attached: false,
      }),
    ).toEqual({ labels_attached: ["labels_attached"] });
    expect(
      schemaFieldErrors(SendParcelsInputSchema, {
        ids,
        destination: "roof",
        labels_attached: true,
      }),
    ).toEqual({ destination: ["unknown_option"] });
  });
});

// ---- the rules one by one: each counter-example fails only the rule it names -------------------

const ID = "6f1c1f37-2a35-4a47-9a8e-3c7d2b0f1a11";
const OTHER_ID = "7b0f2c1e-4a52-4c1b-9d4e-2f6a8b3c9d10";

/** The reference: an EAN-13 is valid when all 13 digits, weighted 1, 3, 1, … add up to a tenth. */
function ean13ByReference(code: string): boolean {
  const weighted = [...code].map((digit, place) => Number(digit) * [1, 3][place % 2]!);
  return code.length === 13 && weighted.reduce((sum, value) => sum + value, 0) % 10 === 0;
}

describe("barcodes", () => {
  // Published EAN-13 specimens (GS1 and Wikipedia examples, ISBN-13s of real books).
  test.each([
    ["9780306406157", "an ISBN-13"],
    ["4006381333931", "the EAN-13 of Wikipedia's example"],
    ["5901234123457", "GS1's specimen"],
    ["9771234567003", "an ISSN barcode (977)"],
    ["0000000000000", "thirteen zeros, check digit 0"],
    ["978 0306 40615 7", "in groups separated by spaces"],
    ["978-0-306-40615-7", "with hyphens"],
    ["978\u20100306\u201140615\u20157", "with Unicode hyphens and dashes U+2010…U+2015"],
    ["978\u00a00306\t406157", "with a no-break space and a tab"],
    ["٩٧٨٠٣٠٦٤٠٦١٥٧", "in Arabic-Indic digits"],
    ["  9780306406157  ", "with spaces around"],
  ])("accepts the EAN-13 %j (%s)", (code) => {
    expect(isValidBarcode(code)).toBe(true);
  });

  test.each([
    ["9780306406158", "the check digit is wrong"],
    ["9780306406175", "two digits swapped"],
    ["4006381333932", "the check digit is one more"],
    ["978030640615", "12 digits"],
    ["97803064061570", "14 digits whose first 13 are a valid EAN-13"],
    ["1", "one digit"],
  ])("refuses the numeric barcode %j (%s)", (code) => {
    expect(isValidBarcode(code)).toBe(false);
  });

  test.each([
    ["RWQ-ABC-1", "letters, digits and hyphens"],
    ["rwq-abc-1", "lower case, read as upper case"],
    ["AB1", "three characters, the fewest"],
    ["A".repeat(48), "48 characters, the most"],
    ["AZ09", "A and Z first, then Z, 0 and 9"],
    ["Z0A9", "Z first, then A"],
    ["0AZ9", "a zero first"],
    ["9Z0A", "a nine first"],
    ["A.B", "a full stop"],
    ["A-B", "a hyphen"],
    ["A/B", "a slash"],
    ["1AB", "a digit first, letters after"],
    ["  rwq-1  ", "spaces around"],
  ])("accepts the Code 128 barcode %j (%s)", (code) => {
    expect(isValidBarcode(code)).toBe(true);
  });

  test.each([
    ["AB", "two characters"],
    ["A".repeat(49), "49 characters"],
    [".AB", "a full stop first"],
    ["-AB", "a hyphen first"],
    ["/AB", "a slash first"],
    ["_AB1", "an underscore first"],
    ["AB1_", "an underscore last"],
    ["A B", "a space inside"],
    ["AB#1", "a hash"],
    ["كتاب", "Arabic letters"],
    ["", "nothing"],
  ])("refuses the barcode %j (%s)", (code) => {
    expect(isValidBarcode(code)).toBe(false);
  });

  test("agrees with the reference on any thirteen digits, as typed or grouped", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{13}$/), (code) => {
        expect(isValidBarcode(code)).toBe(ean13ByReference(code));
        const grouped = `${code.slice(0, 3)}-${code.slice(3, 7)} ${code.slice(7)}`;
        expect(isValidBarcode(grouped)).toBe(ean13ByReference(code));
      }),
    );
  });

  test("accepts exactly one check digit for any twelve digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (start) => {
        const valid = [..."0123456789"].filter((digit) => isValidBarcode(start + digit));
        expect(valid).toHaveLength(1);
        expect(ean13ByReference(start + valid[0])).toBe(true);
      }),
    );
  });

  test.each([
    ["978 0306 40615 7", "9780306406157"],
    ["978-0-306-40615-7", "9780306406157"],
    ["٩٧٨-٠٣٠٦", "9780306"],
    ["  rwq-abc-1 ", "RWQ-ABC-1"],
    ["ab-12", "AB-12"],
    ["12-ab", "12-AB"],
    ["978 0", "9780"],
    ["a b", "A B"],
  ])("compacts %j to %j", (typed, stored) => {
    expect(compactBarcode(typed)).toBe(stored);
  });
});

describe("parcel numbers", () => {
  test("are trimmed, in Latin digits and upper case", () => {
    expect(normalizeParcelNumber("  p-١٢ ")).toBe("P-12");
    expect(v.parse(ParcelNumberSchema, " box-۳ ")).toBe("BOX-3");
  });

  test.each([
    ["P", "one letter"],
    ["7", "one digit"],
    ["AZ09-", "A and Z first, a hyphen last"],
    ["Z-A", "Z first, then A"],
    ["0-Z9", "a zero first"],
    ["9-0", "a nine first"],
    ["P".repeat(32), "32 characters, the most"],
  ])("accepts %j (%s)", (number) => {
    expect(codesOf(ParcelNumberSchema, number)).toEqual({});
  });

  test.each([
    ["", "required"],
    ["   ", "required"],
    [7, "required"],
    ["P".repeat(33), "too_long"],
    ["-P1", "parcel_number"],
    ["_P1", "parcel_number"],
    ["P_1", "parcel_number"],
    ["P 1", "parcel_number"],
    ["P.1", "parcel_number"],
    ["P/1", "parcel_number"],
    ["صندوق", "parcel_number"],
  ])("reports %j as %s", (number, code) => {
    expect(codesOf(ParcelNumberSchema, number)).toEqual({ "": [code] });
  });
});

describe("quantities", () => {
  const share = (quantity: unknown) => codesOf(ParcelShareInputSchema, { number: "P1", quantity });

  test.each([
    [1, 1],
    ["1", 1],
    [" 12 ", 12],
    ["١٢", 12],
    ["۱۲", 12],
    [100_000, 100_000],
    ["100000", 100_000],
  ])("accepts %j as %j copies", (quantity, copies) => {
    expect(share(quantity)).toEqual({});
    expect(v.parse(ParcelShareInputSchema, { number: "p1", quantity })).toEqual({
      number: "P1",
      quantity: copies,
    });
  });

  test.each([
    ["", "numeric"],
    ["   ", "numeric"],
    ["abc", "numeric"],
    // What JavaScript's conversions read and nobody types (numbers.ts).
    ["0x10", "numeric"],
    ["1e3", "numeric"],
    ["0b11", "numeric"],
    ["Infinity", "numeric"],
    ["2.5", "numeric"],
    [2.5, "numeric"],
    [Number.NaN, "numeric"],
    [true, "numeric"],
    [0, "positive"],
    ["0", "positive"],
    [-1, "positive"],
    [100_001, "too_large"],
    ["100001", "too_large"],
  ])("reports %j as %s", (quantity, code) => {
    expect(share(quantity)).toEqual({ quantity: [code] });
  });
});

describe("prices", () => {
  test.each([
    ["0.01", 1],
    ["100000", 10_000_000],
    [100_000, 10_000_000],
    ["99,999.99", 9_999_999],
  ])("the price schema accepts %j as %j halalas", (price, halalas) => {
    expect(codesOf(PriceSchema, price)).toEqual({});
    expect(v.parse(PriceSchema, price)).toBe(halalas);
  });

  test.each([
    [true, "numeric"],
    [{}, "numeric"],
    ["abc", "price"],
    ["-1", "price"],
    [-1, "price"],
    ["1.234", "price"],
    ["0", "positive"],
    ["0.00", "positive"],
    [0, "positive"],
    ["100000.01", "too_large"],
    [100_001, "too_large"],
  ])("the price schema reports %j as %s", (price, code) => {
    expect(codesOf(PriceSchema, price)).toEqual({ "": [code] });
  });
});

describe("one book's logistics data, field by field", () => {
  const one = (quantity: number) => [{ number: "P1", quantity }];

  test("accepts the largest quantity and price in one parcel", () => {
    const input = { ...valid, quantity: 100_000, price: "100000", parcels: one(100_000) };
    expect(codesOf(BookLogisticsInputSchema, input)).toEqual({});
  });

  test("accepts fifty parcels, the most", () => {
    const parcels = Array.from({ length: 50 }, (_, index) => ({
      number: `P${index}`,
      quantity: 1,
    }));
    expect(codesOf(BookLogisticsInputSchema, { ...valid, quantity: 50, parcels })).toEqual({});
  });

  test.each([
    ["quantity", true, {}, "numeric"],
    [
      "quantity",
      100_001,
      { parcels: [...one(50_000), { number: "P2", quantity: 50_001 }] },
      "too_large",
    ],
    ["price", "abc", {}, "price"],
    ["price", true, {}, "numeric"],
    ["price", "100000.01", {}, "too_large"],
    ["barcode", "", {}, "required"],
    ["barcode", "   ", {}, "required"],
    ["barcode", 9780306406157, {}, "required"],
    ["barcode", "9780306406158", {}, "barcode"],
    ["parcels", "P1", {}, "required"],
    ["parcels", [], {}, "required"],
  ])("reports %s = %j as %s, and nothing else", (field, value, other, code) => {
    const input = { ...valid, ...other, [field]: value };
    expect(codesOf(BookLogisticsInputSchema, input)).toEqual({ [field]: [code] });
  });

  test("refuses 51 parcels", () => {
    const parcels = Array.from({ length: 51 }, (_, index) => ({
      number: `P${index}`,
      quantity: 1,
    }));
    expect(codesOf(BookLogisticsInputSchema, { ...valid, quantity: 51, parcels })).toEqual({
      parcels: ["too_long"],
    });
  });

  test("the parcels' sum is checked against the quantity on both sides", () => {
    expect(codesOf(BookLogisticsInputSchema, { ...valid, quantity: 29 })).toEqual({
      parcels: ["parcel_sum"],
    });
    expect(codesOf(BookLogisticsInputSchema, { ...valid, quantity: 31 })).toEqual({
      parcels: ["parcel_sum"],
    });
  });

  test("the sum is not compared while the quantity or a parcel is not even a number or text", () => {
    expect(codesOf(BookLogisticsInputSchema, { ...valid, quantity: true })).toEqual({
      quantity: ["numeric"],
    });
    const numberless = { ...valid, parcels: [{ number: 7, quantity: 30 }] };
    expect(codesOf(BookLogisticsInputSchema, numberless)).toEqual({
      "parcels.0.number": ["required"],
    });
    const countless = { ...valid, parcels: [{ number: "P1", quantity: null }] };
    expect(codesOf(BookLogisticsInputSchema, countless)).toEqual({
      "parcels.0.quantity": ["required"],
    });
  });

  test("a wrong sum shows alongside the other fields' errors", () => {
    const sumAndBarcode = { ...valid, quantity: 31, barcode: "9780306406158" };
    expect(codesOf(BookLogisticsInputSchema, sumAndBarcode)).toEqual({
      barcode: ["barcode"],
      parcels: ["parcel_sum"],
    });
    // …even when another field is not text at all.
    const sumAndNoBarcode = { ...valid, quantity: 31, barcode: 9780306406157 };
    expect(codesOf(BookLogisticsInputSchema, sumAndNoBarcode)).toEqual({
      barcode: ["required"],
      parcels: ["parcel_sum"],
    });
  });

  test("parcel numbers must differ once normalised", () => {
    const parcels = [
      { number: "P1", quantity: 10 },
      { number: "P2", quantity: 10 },
      { number: "p1", quantity: 10 },
    ];
    expect(codesOf(BookLogisticsInputSchema, { ...valid, parcels })).toEqual({
      parcels: ["duplicate_parcel"],
    });
  });

  test("parcelsMatchQuantity adds the parcels' quantities", () => {
    expect(parcelsMatchQuantity(0, [])).toBe(true);
    expect(parcelsMatchQuantity(30, [{ quantity: 20 }, { quantity: 10 }])).toBe(true);
    expect(parcelsMatchQuantity(10, [{ quantity: 20 }, { quantity: 10 }])).toBe(false);
    expect(parcelsMatchQuantity(30, [{ quantity: 30 }, { quantity: 0 }])).toBe(true);
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1000 }), { maxLength: 20 }), (quantities) => {
        let total = 0;
        for (const quantity of quantities) total += quantity;
        const parcels = quantities.map((quantity) => ({ quantity }));
        expect(parcelsMatchQuantity(total, parcels)).toBe(true);
        expect(parcelsMatchQuantity(total + 1, parcels)).toBe(false);
      }),
    );
  });
});

describe("the quick list", () => {
  const entry = { book_id: ID, data: { quantity: 1 } };

  test("takes one to a hundred books, each data passed on as sent", () => {
    expect(v.parse(BulkLogisticsInputSchema, { books: [entry] })).toEqual({ books: [entry] });
    const hundred = Array.from({ length: 100 }, () => entry);
    expect(codesOf(BulkLogisticsInputSchema, { books: hundred })).toEqual({});
  });

  test.each([
    [[], "books", "required"],
    ["x", "books", "required"],
    [Array.from({ length: 101 }, () => entry), "books", "too_long"],
    [[{ book_id: "42", data: {} }], "books.0.book_id", "invalid"],
  ])("reports %j", (books, field, code) => {
    expect(codesOf(BulkLogisticsInputSchema, { books })).toEqual({ [field]: [code] });
  });
});

describe("completeness, rule by rule", () => {
  const book = { quantity: 10, price_halalas: 100, barcode: "X1", parcels: [{ quantity: 10 }] };

  test.each([
    ["no quantity", { quantity: null }],
    ["a zero quantity, parcels of zero", { quantity: 0, parcels: [{ quantity: 0 }] }],
    ["no price", { price_halalas: null }],
    ["a zero price", { price_halalas: 0 }],
    ["a negative price", { price_halalas: -1 }],
    ["no barcode", { barcode: null }],
    ["an empty barcode", { barcode: "" }],
    ["no parcel", { parcels: [] }],
    ["parcels of more", { parcels: [{ quantity: 6 }, { quantity: 5 }] }],
  ])("is incomplete with %s", (_name, change) => {
    expect(isBookDataComplete({ ...book, ...change })).toBe(false);
  });

  test("is complete with a price of one halala and parcels that add up", () => {
    const parcels = [{ quantity: 6 }, { quantity: 4 }];
    expect(isBookDataComplete({ ...book, price_halalas: 1, parcels })).toBe(true);
    expect(isBookDataComplete({ ...book, quantity: 1, parcels: [{ quantity: 1 }] })).toBe(true);
  });
});

describe("pipeline", () => {
  test("the blocker follows the order an exhibitor fixes it", () => {
    expect(pipelineBlocker({ organizationStatus: null, pending: 0, approved: 1 })).toBe(
      "not_approved",
    );
    expect(pipelineBlocker({ organizationStatus: "pending", pending: 2, approved: 0 })).toBe(
      "not_approved",
    );
    expect(pipelineBlocker({ organizationStatus: "approved", pending: 2, approved: 0 })).toBe(
      "books_pending",
    );
  });

  test("the last step opens when the locations are complete", () => {
    expect(
      pipelineSteps({
        is_open: true,
        data_completed: true,
        locations_completed: true,
        shippers_completed: false,
      }),
    ).toEqual(["complete", "complete", "open"]);
    expect(
      pipelineSteps({
        is_open: true,
        data_completed: false,
        locations_completed: false,
        shippers_completed: false,
      }),
    ).toEqual(["open", "closed", "closed"]);
  });

  test("a shipper can be changed only before the parcel leaves", () => {
    expect(canChangeShipper("delivered")).toBe(false);
  });
});

describe("shippers", () => {
  const shipper = {
    name_ar: "شركة النقل السريع",
    name_en: "Fast Freight",
    phone: "+966 50 123-4567",
    email: "Ops@Freight.SA",
  };

  test("stores the phone compact, the email in lower case and active by default", () => {
    expect(v.parse(ShipperInputSchema, shipper)).toEqual({
      ...shipper,
      phone: "+966501234567",
      email: "ops@freight.sa",
      active: true,
    });
    expect(v.parse(ShipperInputSchema, { ...shipper, active: false }).active).toBe(false);
  });

  test.each([
    ["1234567", "1234567"],
    ["١٢٣٤٥٦٧", "1234567"],
    ["123 456 7", "1234567"],
    ["123-456-7", "1234567"],
    ["+123456789012345", "+123456789012345"],
    ["050\t1234567", "0501234567"],
  ])("accepts the phone %j as %j", (phone, stored) => {
    expect(codesOf(ShipperInputSchema, { ...shipper, phone })).toEqual({});
    expect(v.parse(ShipperInputSchema, { ...shipper, phone }).phone).toBe(stored);
  });

  test.each([
    ["name_ar", "", "required"],
    ["name_ar", "ن".repeat(121), "too_long"],
    ["name_en", "  ", "required"],
    ["name_en", "n".repeat(121), "too_long"],
    ["name_ar", "Fast Freight", "arabic_letters"],
    ["name_en", "النقل السريع", "latin_letters"],
    ["phone", "", "required"],
    ["phone", " - ", "required"],
    ["phone", 501234567, "required"],
    ["phone", "123456", "phone"],
    ["phone", "1234567890123456", "phone"],
    ["phone", "++1234567", "phone"],
    ["phone", "1234567+", "phone"],
    ["phone", "12345a7", "phone"],
    ["phone", "(050)1234567", "phone"],
    ["email", "ops@", "email"],
    ["active", "yes", "invalid"],
  ])("reports %s = %j as %s", (field, value, code) => {
    expect(codesOf(ShipperInputSchema, { ...shipper, [field]: value })).toEqual({
      [field]: [code],
    });
  });

  test("accepts names of 120 characters", () => {
    const names = { name_ar: "ن".repeat(120), name_en: "n".repeat(120) };
    expect(codesOf(ShipperInputSchema, { ...shipper, ...names })).toEqual({});
  });
});

describe("parcel actions", () => {
  const send = { ids: [ID], destination: "storage", labels_attached: true };

  test("send the chosen parcels to storage or to the booth", () => {
    expect(v.parse(SendParcelsInputSchema, send)).toEqual(send);
    expect(codesOf(SendParcelsInputSchema, { ...send, destination: "booth" })).toEqual({});
    expect(codesOf(SendParcelsInputSchema, { ...send, labels_attached: "true" })).toEqual({
      labels_attached: ["labels_attached"],
    });
  });

  test("take one to five hundred parcel ids", () => {
    const ids = Array.from({ length: 500 }, () => ID);
    expect(codesOf(SendParcelsInputSchema, { ...send, ids })).toEqual({});
    expect(codesOf(SendParcelsInputSchema, { ...send, ids: [...ids, OTHER_ID] })).toEqual({
      ids: ["too_long"],
    });
    expect(codesOf(SendParcelsInputSchema, { ...send, ids: [] })).toEqual({ ids: ["required"] });
    expect(codesOf(SendParcelsInputSchema, { ...send, ids: ID })).toEqual({ ids: ["required"] });
    expect(codesOf(SendParcelsInputSchema, { ...send, ids: [ID, "42"] })).toEqual({
      "ids.1": ["invalid"],
    });
  });

  test("assign one shipper", () => {
    const input = { ids: [ID], shipper_id: OTHER_ID };
    expect(v.parse(AssignShipperInputSchema, input)).toEqual(input);
    expect(codesOf(AssignShipperInputSchema, { ...input, shipper_id: "fast" })).toEqual({
      shipper_id: ["invalid"],
    });
    expect(codesOf(AssignShipperInputSchema, { ...input, ids: [] })).toEqual({ ids: ["required"] });
  });

  test.each(["prepared", "in_transit", "delivered"])("move parcels to %s", (status) => {
    const input = { ids: [ID], status };
    expect(v.parse(ParcelStatusInputSchema, input)).toEqual(input);
  });

  test("refuse an unknown status", () => {
    expect(codesOf(ParcelStatusInputSchema, { ids: [ID], status: "lost" })).toEqual({
      status: ["unknown_option"],
    });
    expect(codesOf(ParcelStatusInputSchema, { ids: [], status: "delivered" })).toEqual({
      ids: ["required"],
    });
  });
});

describe("the scan box", () => {
  test.each([
    [" rwq-١٢ ", "RWQ-12"],
    ["rwq\u200b-1", "RWQ-1"],
    ["a  b", "A B"],
    ["X".repeat(64), "X".repeat(64)],
  ])("reads %j as %j", (code, read) => {
    expect(v.parse(ScanInputSchema, { code })).toEqual({ code: read });
  });

  test.each([
    ["", "required"],
    ["  \u200b ", "required"],
    [12, "required"],
    ["X".repeat(65), "too_long"],
  ])("reports %j as %s", (code, error) => {
    expect(codesOf(ScanInputSchema, { code })).toEqual({ code: [error] });
  });
});

describe("filters", () => {
  test("the book list filters by state and by text", () => {
    for (const state of ["all", "incomplete", "complete"]) {
      expect(v.parse(LogisticsFilterSchema, { state })).toEqual({ state });
    }
    expect(v.parse(LogisticsFilterSchema, { q: "  طه  " })).toEqual({ q: "طه" });
    expect(v.safeParse(LogisticsFilterSchema, { q: ` ${"x".repeat(200)} ` }).success).toBe(true);
    expect(v.safeParse(LogisticsFilterSchema, { q: "x".repeat(201) }).success).toBe(false);
    expect(v.safeParse(LogisticsFilterSchema, { state: "sent" }).success).toBe(false);
  });

  test("the parcel list filters by status, destination, shipper and text", () => {
    for (const status of ["prepared", "in_transit", "delivered"]) {
      expect(v.parse(ParcelFilterSchema, { status })).toEqual({ status });
    }
    for (const destination of ["storage", "booth", "none"]) {
      expect(v.parse(ParcelFilterSchema, { destination })).toEqual({ destination });
    }
    for (const shipper of ["assigned", "none"]) {
      expect(v.parse(ParcelFilterSchema, { shipper })).toEqual({ shipper });
    }
    expect(v.parse(ParcelFilterSchema, { q: " P-1 " })).toEqual({ q: "P-1" });
    expect(v.safeParse(ParcelFilterSchema, { q: ` ${"x".repeat(100)} ` }).success).toBe(true);
    expect(v.safeParse(ParcelFilterSchema, { q: "x".repeat(101) }).success).toBe(false);
    expect(v.safeParse(ParcelFilterSchema, { status: "lost" }).success).toBe(false);
    expect(v.safeParse(ParcelFilterSchema, { destination: "roof" }).success).toBe(false);
    expect(v.safeParse(ParcelFilterSchema, { shipper: "some" }).success).toBe(false);
  });

  test("the administration's parcel list also filters by organization", () => {
    const query = { status: "delivered", destination: "none", organization_id: ID, q: "p" };
    expect(v.parse(AdminParcelFilterSchema, query)).toEqual(query);
    expect(v.safeParse(AdminParcelFilterSchema, { organization_id: "42" }).success).toBe(false);
    expect(v.safeParse(AdminParcelFilterSchema, { shipper: "some" }).success).toBe(false);
  });
});

describe("logistics answers", () => {
  const meta = { page: 1, per_page: 20, total: 1, pages: 1 };
  const parcel = {
    id: "parcel-1",
    organization_id: "org-1",
    organization_name: "دار المعرفة",
    number: "P-1",
    code: "RWQ-P-1",
    destination: "storage",
    status: "in_transit",
    shipper: { id: "s1", name: { ar: "النقل السريع", en: "Fast Freight" } },
    labels_attached_at: "2026-11-24T09:00:00.000Z",
    sent_at: "2026-11-24T10:00:00.000Z",
    items: [{ book_id: "b1", title: "الأيام", isbn: "9780306406157", quantity: 20 }],
    total: 20,
  };
  const prepared = {
    ...parcel,
    destination: null,
    status: "prepared",
    shipper: null,
    labels_attached_at: null,
    sent_at: null,
  };

  test("read a page of books with their data whole", () => {
    const answer = {
      books: [
        {
          book_id: "b1",
          title: "الأيام",
          author: "طه حسين",
          isbn: "9780306406157",
          quantity: 30,
          price_halalas: 4550,
          barcode: "9780306406157",
          parcels: [{ number: "P-1", quantity: 30, sent: true }],
          complete: true,
        },
        {
          book_id: "b2",
          title: "الأيام ٢",
          author: "طه حسين",
          isbn: "9780306406157",
          quantity: null,
          price_halalas: null,
          barcode: null,
          parcels: [],
          complete: false,
        },
      ],
      meta,
    };
    expect(v.parse(BookLogisticsListSchema, answer)).toEqual(answer);
  });

  test("read the pipeline's progress whole, with each blocker", () => {
    const progress = {
      is_open: true,
      blocker: null,
      data_completed: false,
      locations_completed: false,
      shippers_completed: false,
      books_total: 2,
      books_complete: 1,
      parcels_total: 1,
      parcels_sent: 1,
      parcels_with_shipper: 0,
    };
    expect(v.parse(LogisticsProgressSchema, progress)).toEqual(progress);
    for (const blocker of ["not_approved", "books_pending", "no_approved_book"]) {
      const closed = { ...progress, is_open: false, blocker };
      expect(v.parse(LogisticsProgressSchema, closed)).toEqual(closed);
    }
    expect(v.safeParse(LogisticsProgressSchema, { ...progress, blocker: "closed" }).success).toBe(
      false,
    );
  });

  test("read a page of parcels whole, in every status and destination", () => {
    const answer = {
      parcels: [parcel, prepared, { ...parcel, status: "delivered", destination: "booth" }],
      meta,
    };
    expect(v.parse(ParcelListSchema, answer)).toEqual(answer);
    const lost = { parcels: [{ ...parcel, status: "lost" }], meta };
    expect(v.safeParse(ParcelListSchema, lost).success).toBe(false);
    const roof = { parcels: [{ ...parcel, destination: "roof" }], meta };
    expect(v.safeParse(ParcelListSchema, roof).success).toBe(false);
  });

  test("read shippers, stock and manifests whole", () => {
    const shipper = {
      id: "s1",
      name: { ar: "النقل السريع", en: "Fast Freight" },
      phone: "+966501234567",
      email: "ops@freight.sa",
      active: true,
    };
    expect(v.parse(ShipperSchema, shipper)).toEqual(shipper);
    const products = {
      products: [
        {
          book_id: "b1",
          title: "الأيام",
          isbn: "9780306406157",
          barcode: null,
          price_halalas: null,
          total: 30,
          in_storage: 20,
          at_booth: 10,
        },
      ],
      totals: { total: 30, in_storage: 20, at_booth: 10 },
      meta,
    };
    expect(v.parse(ProductListSchema, products)).toEqual(products);
    const manifest = {
      organization: { id: "org-1", name: "دار المعرفة" },
      destination: "booth",
      parcels: [parcel],
      total: 20,
    };
    expect(v.parse(ManifestSchema, manifest)).toEqual(manifest);
    expect(v.safeParse(ManifestSchema, { ...manifest, destination: null }).success).toBe(false);
  });
});
