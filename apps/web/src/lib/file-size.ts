import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { formatFileSize } from "@rawaq/ui/file-drop";
import { useCallback } from "react";

const units = [
  msg({ message: "B", context: "file size unit" }),
  msg({ message: "KB", context: "file size unit" }),
  msg({ message: "MB", context: "file size unit" }),
  msg({ message: "GB", context: "file size unit" }),
] as const;

/** File sizes with their units in the reader's language: "5 MB", «5 ميغابايت». */
export function useFormatFileSize(): (bytes: number) => string {
  const { i18n } = useLingui();
  return useCallback(
    (bytes: number) =>
      formatFileSize(bytes, [
        i18n._(units[0]),
        i18n._(units[1]),
        i18n._(units[2]),
        i18n._(units[3]),
      ]),
    [i18n],
  );
}
