import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  GUIDE_DESCRIPTION_MAX_LENGTH,
  GuideProfileInputSchema,
  cleanParagraphs,
  isPublicWebsite,
} from "./guide-profile.ts";
import { schemaFieldErrors } from "./validation.ts";

const valid = {
  description_ar: "دار سعودية للنشر.",
  description_en: "A Saudi publishing house.",
  website: "https://almaarifa.example",
  public_email: "info@almaarifa.example",
  public_phone: "+966112345678",
};

describe("a house's guide page", () => {
  it("keeps paragraphs, with at most one blank line, and collapses the spaces of a line", () => {
    expect(cleanParagraphs("  One  line\u200b\r\n\r\n\r\n\tTwo\t lines  ")).toBe(
      "One line\n\nTwo lines",
    );
  });

  it.each([
    ["https://almaarifa.example", true],
    ["https://almaarifa.example/about?lang=ar", true],
    ["http://almaarifa.example", false],
    ["javascript:alert(1)", false],
    ["https://localhost", false],
    ["https://user:secret@almaarifa.example", false],
    ["https://almaarifa.example.", false],
  ])("%s is a website the guide may link to: %s", (url, expected) => {
    expect(isPublicWebsite(url)).toBe(expected);
  });

  it("reads an address without its scheme as https, and empty contacts as none", () => {
    const output = v.parse(GuideProfileInputSchema, {
      ...valid,
      website: " almaarifa.example ",
      public_email: "",
      public_phone: "",
    });
    expect(output).toMatchObject({
      website: "https://almaarifa.example",
      public_email: "",
      public_phone: "",
    });
  });

  it("needs nothing: a page may say nothing yet", () => {
    expect(schemaFieldErrors(GuideProfileInputSchema, {})).toEqual({});
  });

  it("refuses each field by its own rule", () => {
    expect(
      schemaFieldErrors(GuideProfileInputSchema, {
        description_ar: "Only English",
        description_en: "x".repeat(GUIDE_DESCRIPTION_MAX_LENGTH + 1),
        website: "ftp://almaarifa.example",
        public_email: "not an address",
        public_phone: "+96650123456",
      }),
    ).toEqual({
      description_ar: ["arabic_letters"],
      description_en: ["too_long"],
      website: ["url"],
      public_email: ["email"],
      public_phone: ["phone"],
    });
  });

  it("counts a description's length once its spacing is cleaned", () => {
    const padded = `${"ب".repeat(GUIDE_DESCRIPTION_MAX_LENGTH)}   \n\n\n`;
    expect(
      schemaFieldErrors(GuideProfileInputSchema, { ...valid, description_ar: padded }),
    ).toEqual({});
  });
});
