import { describe, expect, test } from "vitest";
import { extensionFor, fileName, todayStamp } from "./download.ts";

describe("fileName", () => {
  test("joins parts with dashes and keeps Arabic letters", () => {
    expect(fileName(["books", "دار  الرواق", "2026-05-01"], "xlsx")).toBe(
      "books-دار-الرواق-2026-05-01.xlsx",
    );
  });

  test("drops characters file systems refuse, controls and bidi marks", () => {
    expect(fileName(['a/b\\c:d*e?"f<g>h|i', "\u202Eevil\u0007"], "csv")).toBe("abcdefghi-evil.csv");
  });

  test("skips empty parts and never starts with a dot", () => {
    expect(fileName(["", "..hidden", "  "], "pdf")).toBe("hidden.pdf");
    expect(fileName([], "pdf")).toBe("download.pdf");
  });
});

describe("extensionFor", () => {
  test("knows the document and export types", () => {
    expect(extensionFor("application/pdf")).toBe("pdf");
    expect(extensionFor("image/jpeg")).toBe("jpg");
    expect(extensionFor("text/csv; charset=utf-8")).toBe("csv");
    expect(extensionFor("application/xml; charset=utf-8")).toBe("xml");
    expect(extensionFor("application/octet-stream")).toBe("bin");
  });
});

test("todayStamp is the local date", () => {
  expect(todayStamp(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
});
