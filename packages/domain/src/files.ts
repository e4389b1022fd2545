/**
 * Personal photos and identity documents: JPEG, PNG or WebP, checked by content. Every uploaded
 * photo or document has this limit: the `file_too_large` message states it (@rawaq/i18n).
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
