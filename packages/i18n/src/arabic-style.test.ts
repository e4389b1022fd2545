import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The Arabic conventions of README.md, checked over every entry of the Arabic catalog where a
// machine can see them. A new exception goes into one of the lists below, with its reason.

type Entry = { context: string | undefined; id: string; text: string };

/** The catalog's entries (msgctxt, msgid, msgstr on one line each, as Lingui writes them). */
function readCatalog(locale: "ar" | "en"): Entry[] {
  const po = readFileSync(new URL(`./locales/${locale}/messages.po`, import.meta.url), "utf8");
  const unquote = (line: string | undefined) =>
    line === undefined ? undefined : (JSON.parse(line) as string);
  return po
    .split(/\n\n+/)
    .map((block) => ({
      context: unquote(/^msgctxt (".*")$/m.exec(block)?.[1]),
      id: unquote(/^msgid (".*")$/m.exec(block)?.[1]) ?? "",
      text: unquote(/^msgstr (".*")$/m.exec(block)?.[1]) ?? "",
    }))
    .filter((entry) => entry.id !== "");
}

const arabic = readCatalog("ar");
const label = ({ context, id }: Entry) => (context ? `[${context}] ${id}` : id);

/** Words of a text, ICU arguments and markup left out, punctuation stripped. */
function words(text: string): string[] {
  return text
    .replace(/\{[^{}]*\}/g, " ")
    .replace(/<\/?\d+>/g, " ")
    .split(/[\s.,،:؛!?؟«»()[\]/\u2066\u2069]+/)
    .filter(Boolean);
}

/**
 * A button, title, column header or menu entry: short and not a sentence (no final stop, no
 * question, no colon). Sentences address the user; these name an action or a thing.
 */
function isLabel({ id, text }: Entry): boolean {
  return (
    !/[.?!:؟]\s*$/.test(id) &&
    !/[.?!:؟]\s*$/.test(text) &&
    !/^(api|mail|validation)\./.test(id) &&
    words(text).length <= 6
  );
}

/** Imperatives in the masculine singular that labels and sentences used to carry. */
const SINGULAR_IMPERATIVES = new Set([
  "أضف",
  "اختر",
  "أدخل",
  "ادخل",
  "ارفع",
  "احفظ",
  "أرسل",
  // «سجل» unvoweled is also the noun "log": only the voweled imperative is caught.
  "سجّل",
  "اضغط",
  "انقر",
  "حمل",
  "حمّل",
  "تحقق",
  "تحقّق",
  "أكد",
  "أكّد",
  "عدل",
  "عدّل",
  "احذف",
  "ألغ",
  "أعد",
  "ابحث",
  "اعرض",
  "غيّر",
  "تابع",
  "راجع",
  "صحح",
  "صحّح",
  "اطبع",
  "اطلب",
  "ادع",
]);

/** Second person singular: pronouns, and nouns and verbs with its suffix «ـك». */
const SINGULAR_ADDRESS = new Set(["أنت", "أنتَ", "أنتِ", "لك", "بك", "عليك", "إليك", "منك", "لديك"]);
const SINGULAR_SUFFIXED =
  /^(?:[بلوف]|ك)?(?:ال)?(?:يمكن|تستطيع|حساب|بيانات|بريد|ملف|جهت|كتب|طلب|طلبات|هويت|جلسات|أجهزت|صورت|عنوان|جناح|طرود|شحنات|دعوات|رسالت)ك$/;

/**
 * Labels that are prompts (placeholders, drop-zone texts, a caption that tells the reader what to
 * do): they address the user like a sentence does.
 */
const PROMPTS = new Set([
  "Select the city",
  "Select the country",
  "Enter a phone number",
  "Drop the file here, or choose a file",
  "Drop the image here, or choose a file",
  "Drop the book list here, or choose a file",
  "Drop a new file here to replace it, or choose a file",
  "Drop the receipt here or choose a file",
  "Drop the photo here or choose a file",
  // The caption under a badge's QR code speaks to whoever holds the badge.
  "Scan to verify",
]);

/** A plural imperative («اختاروا», «أدخلوا»): a verb of the address, ending in «ـوا». */
const isPluralImperative = (word: string) => /^[اأإ]\S*وا$/.test(word);

describe("the Arabic catalog", () => {
  it("is complete: every entry has an Arabic text", () => {
    expect(arabic.filter((entry) => entry.text === "").map(label)).toEqual([]);
  });

  it("never puts an imperative on a button, title or header: a verbal noun names the action", () => {
    const imperatives = arabic.filter((entry) => {
      if (!isLabel(entry) || PROMPTS.has(entry.id)) return false;
      const first = words(entry.text)[0] ?? "";
      return SINGULAR_IMPERATIVES.has(first) || isPluralImperative(first);
    });
    expect(imperatives.map((entry) => `${label(entry)} → ${entry.text}`)).toEqual([]);
  });

  it("addresses the user in the plural, never in the singular", () => {
    const singular = arabic.filter((entry) =>
      words(entry.text).some(
        (word) =>
          SINGULAR_ADDRESS.has(word) ||
          SINGULAR_SUFFIXED.test(word) ||
          (!isLabel(entry) && SINGULAR_IMPERATIVES.has(word)),
      ),
    );
    expect(singular.map((entry) => `${label(entry)} → ${entry.text}`)).toEqual([]);
  });

  it("says ردمك, not ISBN, and writes units in Arabic", () => {
    const latin = arabic.filter((entry) => /ISBN|\d\s*(?:[KMG]B|MB)\b|\bMB\b/.test(entry.text));
    expect(latin.map((entry) => `${label(entry)} → ${entry.text}`)).toEqual([]);
  });

  it("isolates file extensions left to right, so the dot stays on its side", () => {
    const loose = arabic.filter((entry) => /(?<!\u2066)\.(?:xlsx|csv)\b/i.test(entry.text));
    expect(loose.map((entry) => `${label(entry)} → ${entry.text}`)).toEqual([]);
  });

  it("writes «لم يتم الرفع», which agrees with any label, not «لم يُرفع»", () => {
    expect(arabic.filter((entry) => /لم يُ?رفع/.test(entry.text)).map(label)).toEqual([]);
  });

  it("counts with ICU plurals: no number written before a counted noun", () => {
    // "{seconds} ثانية" reads «5 ثانية»; the plural gives «5 ثوانٍ» and «ثانيتين».
    const counted = arabic.filter(
      (entry) =>
        !entry.text.includes(", plural,") &&
        /\{\w+\}\s+(?:ثانية|ثوان|دقيقة|دقائق|ساعة|يوم|أيام|كتاب|كتب|طرد|طرود|جناح|أجنحة|صف|صفوف)(?=$|[\s.,،])/.test(
          entry.text,
        ),
    );
    expect(counted.map((entry) => `${label(entry)} → ${entry.text}`)).toEqual([]);
  });

  it("has a context for each short shared word with two meanings", () => {
    const contexts = (id: string) =>
      arabic.filter((entry) => entry.id === id).map((entry) => entry.context ?? "");
    expect(contexts("View").sort()).toEqual(["open document", "view switch"]);
    expect(contexts("Organization").sort()).toEqual(["", "view"]);
  });
});
