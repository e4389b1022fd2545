import { normalizeDigits } from "@rawaq/domain/rules";

/**
 * The quick list's parcels cell: `P-001:20, P-002:10`, or one number alone for the whole
 * quantity (`P-001`). Commas, Arabic commas and semicolons separate; `:`, `×`, `x` or `=` give a
 * quantity. What cannot be read goes to the server as typed, which says what is wrong.
 */
export function parseParcelText(
  text: string,
  quantity: string,
): { number: string; quantity: string }[] {
  const parts = normalizeDigits(text)
    .split(/[,،;؛\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 1 && !/[:×=]|\s[xX]\s/.test(parts[0]!)) {
    return [{ number: parts[0]!, quantity }];
  }
  return parts.map((part) => {
    const [number = "", count = ""] = part.split(/\s*(?::|×|=|\s[xX]\s)\s*/);
    return { number: number.trim(), quantity: count.trim() };
  });
}

/** The parcels of a book as the quick list shows them. */
export function parcelText(parcels: readonly { number: string; quantity: number }[]): string {
  return parcels.map((parcel) => `${parcel.number}:${parcel.quantity}`).join(", ");
}
