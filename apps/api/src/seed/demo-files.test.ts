import { inflateSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { demoLogo, demoPdf } from "./demo-files.ts";

describe("demo files", () => {
  test("the logo is a PNG whose pixels decode to the size it declares", () => {
    const png = Buffer.from(demoLogo(32, [10, 20, 30], [200, 210, 220]));
    expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32]);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString("latin1")).toBe("IDAT");
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.byteLength).toBe(32 * (1 + 32 * 3));
    // A corner is background, the middle of a page is the page colour.
    expect([...pixels.subarray(1, 4)]).toEqual([10, 20, 30]);
    const middleRow = 16 * (1 + 32 * 3);
    expect([...pixels.subarray(middleRow + 1 + 10 * 3, middleRow + 1 + 11 * 3)]).toEqual([
      200, 210, 220,
    ]);
  });

  test("the PDF's cross-reference table points at each of its objects", () => {
    const pdf = Buffer.from(demoPdf(["Commercial registration (demo)", "Line (2)"])).toString(
      "latin1",
    );
    expect(pdf.startsWith("%PDF-1.4")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe("xref");
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`);
    });
    // Parentheses in the text are escaped, so the string operands stay balanced.
    expect(pdf).toContain("(Commercial registration \\(demo\\)) Tj");
  });
});
