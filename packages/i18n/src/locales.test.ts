import { describe, expect, it } from "vitest";
import {
  localeCookie,
  localeDirection,
  localeFromPath,
  parseAcceptLanguage,
  pickLocale,
} from "./locales.ts";

describe("pickLocale", () => {
  it("prefers the cookie over the browser's languages", () => {
    expect(pickLocale({ cookie: "en", languages: ["ar-SA"] })).toBe("en");
  });

  it("takes the first browser language we offer", () => {
    expect(pickLocale({ languages: ["fr-FR", "en-GB", "ar"] })).toBe("en");
  });

  it("ignores an unknown cookie and falls back to Arabic", () => {
    expect(pickLocale({ cookie: "de", languages: ["de-DE"] })).toBe("ar");
  });
});

describe("parseAcceptLanguage", () => {
  it("orders languages by quality, keeping header order on ties", () => {
    expect(parseAcceptLanguage("fr;q=0.5, en-US;q=0.8, ar-SA")).toEqual(["ar-SA", "en-US", "fr"]);
  });

  it("drops languages the client refuses (q=0)", () => {
    expect(parseAcceptLanguage("ar;q=0, en")).toEqual(["en"]);
  });
});

describe("locale helpers", () => {
  it("maps Arabic to rtl and English to ltr", () => {
    expect(localeDirection("ar")).toBe("rtl");
    expect(localeDirection("en")).toBe("ltr");
  });

  it("reads the locale prefix of a path", () => {
    expect(localeFromPath("/en/books")).toBe("en");
    expect(localeFromPath("/ar")).toBe("ar");
    expect(localeFromPath("/books")).toBeUndefined();
  });

  it("writes the cookie with the spec's attributes (365 days, Lax, path /)", () => {
    expect(localeCookie("ar")).toBe("locale=ar; Max-Age=31536000; Path=/; SameSite=Lax");
  });
});
