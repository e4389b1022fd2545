import * as v from "valibot";
import { requiredName } from "./validation.ts";

// Texts the administration writes for others to read (an event's name, venue and address, a
// zone's, a shipper's) exist in Arabic and English (docs/decisions/066-…). Forms and request
// bodies send them as two fields (`name_ar`, `name_en`), each with its own error; answers carry
// each as one `{ ar, en }` value, read in the reader's language through `localized` only.

/** A text in both languages, as answers carry it. */
export const BilingualSchema = v.object({ ar: v.string(), en: v.string() });
export type Bilingual = v.InferOutput<typeof BilingualSchema>;

/** The text in the reader's language: Arabic for `ar`, English for any other locale. */
export function localized(text: Bilingual, locale: string): string {
  return locale === "ar" ? text.ar : text.en;
}

// A letter of the Arabic script, and of the Latin.
const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u;
const LATIN_LETTER = /(?=\p{Script=Latin})\p{L}/u;

/**
 * A text in one language holds letters of its script: the Arabic one Arabic letters, the English
 * one Latin letters, so a name typed into the other language's field is refused ("Riyadh
 * International Book Fair" as the Arabic name is what the Arabic pages showed). Codes and digits
 * may sit beside the letters («القاعة A»); a blank text is left to `required`.
 */
export function writtenIn(language: "ar" | "en") {
  return language === "ar"
    ? v.check((text: string) => text === "" || ARABIC_LETTER.test(text), "arabic_letters")
    : v.check((text: string) => text === "" || LATIN_LETTER.test(text), "latin_letters");
}

/** A required name in one language (`name_ar`, `venue_en`…). */
export function bilingualName(language: "ar" | "en", maxLength: number) {
  return v.pipe(requiredName(maxLength), writtenIn(language));
}
