import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { BookInputSchema } from "./book.ts";
import { isValidIban } from "./iban.ts";
import { completeIsbn13, isbnProblem, toIsbn13 } from "./isbn.ts";
import { schemaFieldErrors } from "./validation.ts";

const book = {
  title: "الأيام",
  author: "طه حسين",
  author_nationality: "مصري",
  language: "العربية",
  isbn: "978-0-306-40615-7",
  issue_date: "2020-02-29",
  publisher_name: "دار المعارف",
};

describe("ISBN", () => {
  test("checks ISBN-10 and ISBN-13 check digits and the 978/979 prefix", () => {
    expect(isbnProblem("0-306-40615-2")).toBeNull();
    expect(isbnProblem("0-306-40615-3")).toBe("isbn");
    expect(isbnProblem("080442957X")).toBeNull();
    expect(isbnProblem("٩٧٨٠٣٠٦٤٠٦١٥٧")).toBeNull();
    expect(isbnProblem("9780306406158")).toBe("isbn");
    expect(isbnProblem("6281000000003")).not.toBeNull();
    expect(isbnProblem("4006381333931")).toBe("isbn_prefix");
    expect(toIsbn13("0-306-40615-2")).toBe("9780306406157");
  });

  test("completes twelve digits with their check digit", () => {
    expect(completeIsbn13("978030640615")).toBe("9780306406157");
    expect(completeIsbn13("978603000001")).toMatch(/^978603000001\d$/);
    expect(isbnProblem(completeIsbn13("978603000001"))).toBeNull();
  });
});

describe("IBAN", () => {
  test("Saudi IBANs need SA + 22 characters and a correct mod-97 check", () => {
    expect(isValidIban("sa03 8000 0000 6080 1016 7519")).toBe(true);
    expect(isValidIban("SA03 8000 0000 6080 1016 7518")).toBe(false);
    expect(isValidIban("SA0380000000608010167")).toBe(false);
    expect(isValidIban("GB82 WEST 1234 5698 7654 32")).toBe(true);
  });
});

describe("BookInputSchema", () => {
  test("accepts a real book and stores its ISBN-13", () => {
    expect(v.parse(BookInputSchema, book).isbn).toBe("9780306406157");
  });

  test("refuses days that do not exist and dates in the future", () => {
    expect(schemaFieldErrors(BookInputSchema, { ...book, issue_date: "2023-02-31" })).toEqual({
      issue_date: ["invalid_date"],
    });
    expect(schemaFieldErrors(BookInputSchema, { ...book, issue_date: "2999-01-01" })).toEqual({
      issue_date: ["past_date"],
    });
  });
});
