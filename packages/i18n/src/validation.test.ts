import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as ar } from "./locales/ar/messages.ts";
import { messages as en } from "./locales/en/messages.ts";
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
