import { Hono, type Context } from "hono";
import { requireAdmin, requireUser } from "../../http/auth.ts";
import type { AppEnv } from "../../http/context.ts";
import { invalid, readMultipart } from "../../http/validate.ts";
import { readImageUpload } from "../../lib/file-type.ts";
import { apiMessages } from "../../messages.ts";
import { type FilePurpose, findUserFile, replaceUserFile, toUser } from "../auth/users.ts";
import { isUuid } from "../../http/ids.ts";

/** Sends a stored file to its owner (or an admin): never cached, never rendered inline as HTML. */
async function sendFile(c: Context<AppEnv>, userId: string, purpose: FilePurpose) {
  const file = await findUserFile(c.var.db, userId, purpose);
  if (!file) return c.json({ message: c.var.i18n._(apiMessages.notFound) }, 404);
  const bytes = await c.var.fileStore.read(file.storageKey);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": file.contentType,
    "Content-Length": String(bytes.byteLength),
    "Cache-Control": "private, no-store",
    "Content-Disposition": "inline",
  });
}

export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ data: { user: await toUser(c.var.db, c.var.user) } }))
  .get("/photo", (c) => sendFile(c, c.var.user.id, "personal_image"))
  .get("/identity-document", (c) => sendFile(c, c.var.user.id, "identity_document"))
  .post("/identity-document", async (c) => {
    const form = await readMultipart(c);
    if (form instanceof Response) return form;
    if (!form.files.file) return invalid(c, { file: ["required"] });
    const upload = await readImageUpload(form.files.file);
    if (typeof upload === "string") return invalid(c, { file: [upload] });

    const storageKey = await c.var.fileStore.save(upload.bytes);
    const previous = await replaceUserFile(c.var.db, c.var.user.id, "identity_document", {
      storageKey,
      contentType: upload.contentType,
      sizeBytes: upload.bytes.byteLength,
    });
    if (previous) await c.var.fileStore.remove(previous);
    return c.json(
      {
        data: { user: await toUser(c.var.db, c.var.user) },
        message: c.var.i18n._(apiMessages.fileSaved),
      },
      201,
    );
  });

/** The administration reads exhibitors' documents when reviewing them. */
export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/:id/identity-document", (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) return c.json({ message: c.var.i18n._(apiMessages.notFound) }, 404);
    return sendFile(c, id, "identity_document");
  });
