import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { AdminUserChangeSchema } from "@rawaq/domain/user";
import { IdSchema } from "@rawaq/domain/validation";
import { Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireUser } from "../../core/access.ts";
import { sendStoredFile } from "../../core/files.ts";
import { findUserById, findUserFile } from "../../core/users.ts";
import { listDocumentAccess, recordDocumentAccess } from "../../core/document-access.ts";
import { AdminAccountDeletionInputSchema, DOCUMENT_ACCESS_PURPOSES } from "@rawaq/domain/privacy";
import { eraseAccount } from "../../core/account-deletion.ts";
import { apiMessages } from "../../messages.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { readQuery, validateJson } from "../../http/validate.ts";
import { changeUser, listUsers } from "./queries.ts";
import { userMessages } from "./messages.ts";

const idParams = pathParams({ id: IdSchema });
const SearchSchema = v.object({ q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))) });

/** The administration's user management, and the documents it reads when reviewing. */
export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const query = readQuery(c);
    const page = v.parse(PageQuerySchema, query);
    const search = v.safeParse(SearchSchema, query);
    const { users, total } = await listUsers(
      c.var.db,
      page,
      (search.success && search.output.q) || undefined,
    );
    return c.json({ data: { users, meta: pageMeta(page, total) } });
  })
  .patch("/:id", idParams, validateJson(AdminUserChangeSchema), async (c) => {
    const result = await changeUser(
      c.var.db,
      c.var.user,
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    if (result === "not_found") return notFound(c);
    if (typeof result === "string") {
      const message = {
        self: userMessages.cannotDisableSelf,
        last_admin: apiMessages.lastAdmin,
        member: userMessages.memberCannotBeAdmin,
      }[result];
      return c.json({ message: c.var.i18n._(message) }, 409);
    }
    // Disabled, its sessions ended; a new role, its open floor plans show another view: they
    // check their session and close (decision 070).
    await c.var.planChanges.sessionsEnded(result.id);
    return c.json({
      data: { user: { id: result.id, role: result.role, is_disabled: result.disabledAt !== null } },
      message: c.var.i18n._(userMessages.userUpdated),
    });
  })
  /**
   * Deleting an account on the person's request (issue 31), with the request's reason for the
   * audit log. The same deletion as the person's own, and the same refusals.
   */
  .delete("/:id", idParams, validateJson(AdminAccountDeletionInputSchema), async (c) => {
    const target = await findUserById(c.var.db, c.req.valid("param").id);
    if (!target) return notFound(c);
    if (target.id === c.var.user.id) {
      return c.json({ message: c.var.i18n._(userMessages.cannotDeleteSelf) }, 409);
    }
    const { reason } = c.req.valid("json");
    const result = await eraseAccount(
      c.var,
      target,
      { by: "administration", admin: c.var.user, reason },
      c.var.clock.now(),
    );
    if (result.outcome === "last_admin") {
      return c.json({ message: c.var.i18n._(apiMessages.lastAdmin) }, 409);
    }
    if (result.outcome === "obligations") {
      return c.json(
        {
          data: { obligations: result.obligations },
          message: c.var.i18n._(userMessages.obligationsFirst),
        },
        409,
      );
    }
    return c.json({ data: null, message: c.var.i18n._(userMessages.accountDeleted) });
  })
  /** Logged with its purpose (`?purpose=`, the review's by default): the PDPL's access log. */
  .get("/:id/identity-document", idParams, async (c) => {
    const ownerId = c.req.valid("param").id;
    const file = await findUserFile(c.var.db, ownerId, "identity_document");
    if (!file) return notFound(c);
    const asked = readQuery(c).purpose;
    const purpose = v.is(v.picklist(DOCUMENT_ACCESS_PURPOSES), asked)
      ? asked
      : "organization_review";
    await recordDocumentAccess(c.var.db, c.var.user, ownerId, purpose, c.var.clock.now());
    return sendStoredFile(c, file, { name: "identity-document", inline: true });
  })
  /** Who opened a person's identity document, when and why. */
  .get("/:id/document-access", idParams, async (c) => {
    const page = v.parse(PageQuerySchema, readQuery(c));
    const log = await listDocumentAccess(c.var.db, c.req.valid("param").id, page);
    if (!log) return notFound(c);
    return c.json({ data: { accesses: log.accesses, meta: pageMeta(page, log.total) } });
  });
