import { describe, expect, it } from "vitest";
import { formatMoney } from "./money.ts";

describe("formatMoney", () => {
  it("writes riyals from halalas with the locale's sign and Latin digits", () => {
    // Intl keeps the sign and the amount together with a no-break space.
    expect(formatMoney(450_000, "en")).toBe("SAR\u00a04,500.00");
    expect(formatMoney(450_000, "ar")).toContain("4,500.00");
    expect(formatMoney(450_000, "ar")).toContain("ر.س.");
  });
});
