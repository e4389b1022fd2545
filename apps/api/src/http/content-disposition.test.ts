import { describe, expect, test } from "vitest";
import { contentDisposition } from "./content-disposition.ts";

describe("contentDisposition", () => {
  test("an ASCII name, saved", () => {
    expect(contentDisposition("invoices.csv")).toBe(
      "attachment; filename=\"invoices.csv\"; filename*=UTF-8''invoices.csv",
    );
  });

  test("an image shown inline", () => {
    expect(contentDisposition("badge-photo.png", "inline")).toBe(
      "inline; filename=\"badge-photo.png\"; filename*=UTF-8''badge-photo.png",
    );
  });

  test("an Arabic name goes whole in filename*, and as placeholders in the plain fallback", () => {
    const header = contentDisposition("قائمة الكتب.csv");
    expect(header).toBe(
      `attachment; filename="_____ _____.csv"; filename*=UTF-8''${encodeURIComponent("قائمة الكتب.csv")}`,
    );
    // What a browser reads back from filename*.
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe("قائمة الكتب.csv");
  });

  test("no name can end the header, close the quotes or add a parameter", () => {
    const header = contentDisposition("a\"; filename*=UTF-8''evil.html\r\nSet-Cookie: x=1\\%.csv");
    expect(header).not.toMatch(/[\r\n]/);
    const [, plain, encoded] = /^attachment; filename="([^"]*)"; filename\*=UTF-8''(\S+)$/.exec(
      header,
    )!;
    expect(plain).toBe("a_; filename*=UTF-8''evil.html__Set-Cookie: x=1__.csv");
    expect(encoded).toMatch(/^[\w.!~%-]+$/);
    expect(() => new Headers({ "Content-Disposition": header })).not.toThrow();
  });
});
