import { IMAGE_MAX_BYTES } from "@rawaq/domain/files";
import { DOCUMENT_MAX_BYTES } from "@rawaq/domain/organization";
import type { ValidationCode } from "@rawaq/domain/validation";

/** The image type a file really is, read from its first bytes, whatever its name claims. */
export function sniffImageType(
  bytes: Uint8Array,
): "image/jpeg" | "image/png" | "image/webp" | null {
  const startsWith = (signature: number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF....WEBP
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) {
    return "image/webp";
  }
  return null;
}

export interface ImageUpload {
  bytes: Uint8Array;
  contentType: string;
}

/** PDF files start with `%PDF-`. */
function isPdf(bytes: Uint8Array): boolean {
  return [0x25, 0x50, 0x44, 0x46, 0x2d].every((byte, index) => bytes[index] === byte);
}

/** An upload judged by its content, not its name: an image, or also a PDF when `allowPdf`. */
async function readUpload(
  file: File,
  maxBytes: number,
  allowPdf: boolean,
): Promise<ImageUpload | ValidationCode> {
  if (file.size > maxBytes) return "file_too_large";
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType =
    sniffImageType(bytes) ?? (allowPdf && isPdf(bytes) ? "application/pdf" : null);
  if (contentType) return { bytes, contentType };
  return allowPdf ? "document_file_type" : "file_type";
}

/** An uploaded photo or identity document: at most 5 MB and a real JPEG, PNG or WebP. */
export function readImageUpload(file: File): Promise<ImageUpload | ValidationCode> {
  return readUpload(file, IMAGE_MAX_BYTES, false);
}

/**
 * An organization document: an image, or also a PDF when `allowPdf` (the registration and
 * licence files); at most 5 MB.
 */
export function readDocumentUpload(
  file: File,
  allowPdf: boolean,
): Promise<ImageUpload | ValidationCode> {
  return readUpload(file, DOCUMENT_MAX_BYTES, allowPdf);
}
