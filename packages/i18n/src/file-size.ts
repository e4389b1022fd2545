import type { I18n } from "@lingui/core";
import { fileSizeUnits } from "./messages/units.ts";

/**
 * A size in the reader's language, binary units with at most one decimal and Latin digits:
 * 5242880 → "5 MB", «5 ميغابايت». The one way sizes are written, in the web app (file rows,
 * hints) and in the messages that state a limit (validation.ts), so a limit reads alike in both.
 */
export function formatFileSize(bytes: number, i18n: I18n): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < fileSizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${rounded} ${i18n._(fileSizeUnits[unit]!)}`;
}
