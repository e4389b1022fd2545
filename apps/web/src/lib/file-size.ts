import { useLingui } from "@lingui/react";
import { formatFileSize } from "@rawaq/i18n/file-size";
import { useCallback } from "react";

/** File sizes with their units in the reader's language: "5 MB", «5 ميغابايت». */
export function useFormatFileSize(): (bytes: number) => string {
  const { i18n } = useLingui();
  return useCallback((bytes: number) => formatFileSize(bytes, i18n), [i18n]);
}
