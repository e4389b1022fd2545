import { describe, expect, test } from "vitest";
import { formatIban } from "./iban.ts";

describe("formatIban", () => {
  test("groups a compact IBAN in fours", () => {
    expect(formatIban("SA0380000000608010167519")).toBe("SA03 8000 0000 6080 1016 7519");
  });

  test("regroups typed spaces, lower case and Arabic-Indic digits", () => {
    expect(formatIban(" sa03 8000 ٠٠٠٠6080 10167519")).toBe("SA03 8000 0000 6080 1016 7519");
  });

  test("keeps a short tail and an empty value", () => {
    expect(formatIban("SA038")).toBe("SA03 8");
    expect(formatIban("")).toBe("");
  });
});
