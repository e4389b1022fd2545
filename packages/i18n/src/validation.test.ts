import {
  BOOK_LIST_MAX_BYTES,
  BOOTH_SHEET_MAX_BYTES,
  MINIMUM_AGE_YEARS,
} from "@rawaq/domain/limits";
import { readFileSync } from "node:fs";
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";

import { PASSWORD_MIN_LENGTH } from "@rawaq/domain/credentials";
import { IMAGE_MAX_BYTES } from "@rawaq/domain/files";

import type { ValidationCode } from "@rawaq/domain/validation";
import { formatFileSize } from "./file-size.ts";
import { messages as ar, messages as arMessages } from "./locales/ar/messages.ts";
import { messages as en, messages as enMessages } from "./locales/en/messages.ts";
import { fileSizeUnits } from "./messages/units.ts";
import { validationMessages } from "./messages/validation.ts";
import { translateFieldErrors } from "./validation.ts";

describe("translateFieldErrors", () => {
  it("gives the spec's English sentences with the field's name", () => {
    const i18n = setupI18n({ locale: "en", messages: { en } });
    expect(translateFieldErrors(i18n, { email: ["email"], name: ["required"] })).toEqual({
      email: ["The field email must be a valid email address."],
      name: ["The field name is required."],
    });
  });

  it("gives Arabic sentences with the Arabic field name", () => {
    const i18n = setupI18n({ locale: "ar", messages: { ar } });
    expect(translateFieldErrors(i18n, { name: ["required"] })).toEqual({
      name: ["حقل الاسم مطلوب."],
    });
  });
});

describe("the limits a message states (README, rule 10)", () => {
  const en = setupI18n({ locale: "en", messages: { en: enMessages } });
  const ar = setupI18n({ locale: "ar", messages: { ar: arMessages } });

  it("are the constants the rules enforce: the booth sheet says 1 MB, a book list 10 MB", () => {
    const say = (i18n: typeof en, code: ValidationCode) =>
      translateFieldErrors(i18n, { file: [code] }).file![0];
    expect(formatFileSize(BOOTH_SHEET_MAX_BYTES, en)).toBe("1 MB");
    expect(say(en, "booth_sheet_too_large")).toBe("The field file must not be larger than 1 MB.");
    expect(say(ar, "booth_sheet_too_large")).toContain("1 ميغابايت");
    expect(say(en, "spreadsheet_too_large")).toContain(formatFileSize(BOOK_LIST_MAX_BYTES, en));
    expect(say(en, "file_too_large")).toContain(formatFileSize(IMAGE_MAX_BYTES, en));
    expect(say(en, "password_too_short")).toContain(`${PASSWORD_MIN_LENGTH} characters`);
    expect(say(ar, "too_young")).toContain(`${MINIMUM_AGE_YEARS} عامًا`);
  });

  it("keeps the English catalog on its source: an explicit id does not follow a change", () => {
    // Lingui keeps a catalog text when the source of an explicit id changes: "5 MB" would outlive
    // a rule that now says {size}.
    const po = readFileSync(new URL("./locales/en/messages.po", import.meta.url), "utf8");
    for (const descriptor of [...Object.values(validationMessages), ...fileSizeUnits]) {
      const entry = new RegExp(`^msgid "${descriptor.id}"\\nmsgstr (".*")$`, "m").exec(po);
      expect(entry && JSON.parse(entry[1]!), descriptor.id).toBe(descriptor.message);
    }
  });
});
