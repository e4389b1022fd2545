import * as v from "valibot";
import { writtenIn } from "./bilingual.ts";
import { isValidE164Phone } from "./phone.ts";
import { normalizeDigits } from "./rules.ts";
import { normalizeText } from "./text.ts";

/**
 * A house's page in the fair guide as its manager writes it (issue 29): a description in each
 * language, its website and the contact it chooses to publish. These rules pull in the phone
 * metadata, so what every page reads of it (the answer) lives apart, in guide-presence.ts.
 */

/** The longest description the guide shows, in each language. */
export const GUIDE_DESCRIPTION_MAX_LENGTH = 2000;
export const GUIDE_WEBSITE_MAX_LENGTH = 300;

/**
 * Free text that keeps its paragraphs (the guide shows its line breaks): invisible characters
 * removed, spaces within a line collapsed, at most one blank line between paragraphs.
 */
export function cleanParagraphs(text: string): string {
  return normalizeText(text)
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[^\S\n]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function description(language: "ar" | "en") {
  return v.optional(
    v.pipe(
      v.string("invalid"),
      v.transform(cleanParagraphs),
      v.maxLength(GUIDE_DESCRIPTION_MAX_LENGTH, "too_long"),
      writtenIn(language),
    ),
    "",
  );
}

/**
 * A website the guide can link visitors to: https only (the link leaves a page the visitor
 * trusts), a host with a dot, no credentials. An address typed without its scheme
 * ("almaarifa.sa") is read as https.
 */
export function isPublicWebsite(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    url.protocol === "https:" &&
    url.hostname.includes(".") &&
    !url.hostname.endsWith(".") &&
    url.username === "" &&
    url.password === ""
  );
}

function withScheme(text: string): string {
  return text === "" || /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
}

const optionalString = v.optional(v.string("invalid"), "");

export const GuideProfileInputSchema = v.object({
  description_ar: description("ar"),
  description_en: description("en"),
  website: v.pipe(
    optionalString,
    v.trim(),
    v.maxLength(GUIDE_WEBSITE_MAX_LENGTH, "too_long"),
    v.transform(withScheme),
    v.check((text) => text === "" || isPublicWebsite(text), "url"),
  ),
  public_email: v.pipe(
    optionalString,
    v.trim(),
    v.toLowerCase(),
    v.maxLength(254, "too_long"),
    v.check((text) => text === "" || v.is(v.pipe(v.string(), v.email()), text), "email"),
  ),
  // E.164, as the house's other phones (the phone input sends it so).
  public_phone: v.pipe(
    optionalString,
    v.trim(),
    v.transform(normalizeDigits),
    v.check((text) => text === "" || isValidE164Phone(text), "phone"),
  ),
});
export type GuideProfileInput = v.InferOutput<typeof GuideProfileInputSchema>;
