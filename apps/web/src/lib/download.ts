const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "text/csv": "csv",
  // A ZATCA e-invoice or credit note (UBL 2.1).
  "application/xml": "xml",
  // A copy of a person's data (issue 31).
  "application/zip": "zip",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
};

/** The usual extension of a content type ("application/pdf" → "pdf"), or "bin". */
export function extensionFor(contentType: string): string {
  return EXTENSIONS[contentType.split(";")[0]?.trim().toLowerCase() ?? ""] ?? "bin";
}

/**
 * A file name built from parts: characters that file systems refuse, controls and bidi marks
 * are dropped, spaces become dashes; Arabic letters stay. Empty parts are skipped.
 */
export function fileName(parts: readonly string[], extension: string): string {
  const base = parts
    .map((part) =>
      part
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"/\\|?*]/g, "")
        .trim()
        .replace(/\s+/g, "-")
        .replace(/^\.+/, ""),
    )
    .filter(Boolean)
    .join("-")
    .slice(0, 120);
  return `${base || "download"}.${extension}`;
}

/** Today as YYYY-MM-DD in the user's time zone, for file names. */
export function todayStamp(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Saves a Blob under a file name through a temporary object URL. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; the URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens a tab at once, while the click still counts as a user gesture (popup blockers refuse a
 * tab opened after an await); `show` then puts the fetched file in it, `close` gives up. Without
 * a tab (blocked anyway), `show` falls back to a download.
 */
export function openPendingTab(): {
  show: (blob: Blob, name: string) => void;
  close: () => void;
} {
  const tab = window.open("", "_blank");
  // The opened page must not reach back into the console.
  if (tab) tab.opener = null;
  return {
    show(blob, name) {
      if (!tab || tab.closed) {
        saveBlob(blob, name);
        return;
      }
      const url = URL.createObjectURL(blob);
      tab.location.href = url;
      // Long enough for the tab to load it; the tab keeps its own copy once loaded.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    close() {
      tab?.close();
    },
  };
}
