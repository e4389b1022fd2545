import { IMAGE_MAX_BYTES } from "@rawaq/domain/files";
import { DOCUMENT_MAX_BYTES } from "@rawaq/domain/organization";
import type { ValidationCode } from "@rawaq/domain/validation";
import type { Context } from "hono";
import { contentDisposition } from "../http/content-disposition.ts";
import type { AppEnv } from "../http/context.ts";
import { isPdf, sniffImageType } from "../lib/file-type.ts";
import { stripImageMetadata } from "../lib/image-metadata.ts";

/** An accepted upload: its bytes as they will be stored, and its type as read from them. */
export interface Upload {
  bytes: Uint8Array;
  contentType: string;
}

/** A stored file's record: where its bytes are and what they are. */
export interface StoredFile {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * An upload judged by its content, not its name: an image, or also a PDF when `allowPdf`.
 * Every image passes the metadata step here (GPS position, camera, comments dropped;
 * orientation kept), so no feature can store a photo as it came.
 */
async function readUpload(
  file: File,
  maxBytes: number,
  allowPdf: boolean,
): Promise<Upload | ValidationCode> {
  if (file.size > maxBytes) return "file_too_large";
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = sniffImageType(bytes);
  if (image) return { bytes: stripImageMetadata(bytes, image), contentType: image };
  if (allowPdf && isPdf(bytes)) return { bytes, contentType: "application/pdf" };
  return allowPdf ? "document_file_type" : "file_type";
}

/** An uploaded photo or identity document: at most 5 MB and a real JPEG, PNG or WebP. */
export function readImageUpload(file: File): Promise<Upload | ValidationCode> {
  return readUpload(file, IMAGE_MAX_BYTES, false);
}

/**
 * An organization document: an image, or also a PDF when `allowPdf` (the registration and
 * licence files); at most 5 MB.
 */
export function readDocumentUpload(
  file: File,
  allowPdf: boolean,
): Promise<Upload | ValidationCode> {
  return readUpload(file, DOCUMENT_MAX_BYTES, allowPdf);
}

/** Puts an accepted upload in the file store; returns the record to keep in the database. */
export async function storeUpload<E extends AppEnv>(
  c: Context<E>,
  upload: Upload,
): Promise<StoredFile> {
  const storageKey = await c.var.fileStore.save(upload.bytes);
  return { storageKey, contentType: upload.contentType, sizeBytes: upload.bytes.byteLength };
}

/** The extension a stored file is saved with, by the types uploads are accepted as. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/**
 * Sends a stored file to someone allowed to see it: never cached, never rendered as HTML.
 * It is saved as `name` with the extension of its type; `inline` shows it in the page instead,
 * which only an image (judged by its bytes) may be: anything else is always an attachment.
 * Images pass the metadata step again on the way out, so files stored before it existed are
 * served without their metadata too.
 */
export async function sendStoredFile<E extends AppEnv>(
  c: Context<E>,
  file: Pick<StoredFile, "storageKey" | "contentType">,
  { name, inline = false }: { name: string; inline?: boolean },
) {
  let bytes = await c.var.fileStore.read(file.storageKey);
  const image = sniffImageType(bytes);
  const isImage = image !== null && image === file.contentType;
  if (isImage) bytes = stripImageMetadata(bytes, image);
  const extension = EXTENSIONS[file.contentType];
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": file.contentType,
    "Content-Length": String(bytes.byteLength),
    "Cache-Control": "private, no-store",
    "Content-Disposition": contentDisposition(
      extension ? `${name}.${extension}` : name,
      inline && isImage ? "inline" : "attachment",
    ),
  });
}
