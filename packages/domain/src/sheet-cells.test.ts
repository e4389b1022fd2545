import { describe, expect, it } from "vitest";
import { CSV_BOM, csvLine, csvText, neutralizeFormula } from "./sheet-cells.ts";

describe("a sheet's cells", () => {
  it.each([
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t'=1"],
    ["  =1", "'  =1"],
    ["a,=1", "a,'=1"],
    ["a;+1", "a;'+1"],
    ["a\n@x", "a\n'@x"],
    ["كتاب = 1", "كتاب = 1"],
    ["a-b", "a-b"],
  ])("neutralises a formula wherever a cell may start: %j", (text, safe) => {
    expect(neutralizeFormula(text)).toBe(safe);
  });

  it("quotes texts, doubles their quotes and leaves numbers bare", () => {
    expect(csvLine(['say "hi"', 12, "=1"])).toBe(`"say ""hi""",12,"'=1"`);
  });

  it("a whole file starts with the byte-order mark and ends each line with CRLF", () => {
    expect(csvText([["a"], [1]])).toBe(`${CSV_BOM}"a"\r\n1\r\n`);
    expect(CSV_BOM).toBe("\ufeff");
  });
});
