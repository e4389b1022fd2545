import { describe, expect, test } from "vitest";
import { allowedCountries, countryOptions } from "./countries.ts";
import { toCountryCode } from "./phone-number.ts";

describe("countryOptions", () => {
  test("names countries as the rest of the product does, in Arabic and English", () => {
    const palestine = new Set([toCountryCode("PS")!]);
    expect(countryOptions(palestine, "ar")[0]?.name).toBe("فلسطين");
    expect(countryOptions(palestine, "en")[0]?.name).toBe("Palestine");
    expect(countryOptions(new Set([toCountryCode("AE")!]), "ar")[0]?.name).toBe(
      "الإمارات العربية المتحدة",
    );
  });

  test("the whole Arabic list says «فلسطين», never Intl's «الأراضي الفلسطينية»", () => {
    const names = countryOptions(allowedCountries(undefined, undefined), "ar").map(
      (option) => option.name,
    );
    expect(names).toContain("فلسطين");
    expect(names.filter((name) => name.includes("الأراضي الفلسطينية"))).toEqual([]);
  });
});
