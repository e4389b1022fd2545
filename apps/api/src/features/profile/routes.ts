import { ProfileInputSchema } from "@rawaq/domain/account";
import { ChangePasswordInputSchema, EmailInputSchema } from "@rawaq/domain/credentials";
import { USER_LOCALES } from "@rawaq/domain/user";
import { IdSchema } from "@rawaq/domain/validation";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { type UserEnv, requireUser } from "../../core/access.ts";
import { EMAIL_LINK_LIFETIME_MS, issueAccountToken } from "../../core/account-tokens.ts";
import { readImageUpload, sendStoredFile, storeUpload } from "../../core/files.ts";
import { appLink, sendMail } from "../../core/mail.ts";
import { listSessions, revokeSession, revokeSessions } from "../../core/sessions.ts";
import {
  type ThrottleRule,
  recordHit,
  retryAfterSeconds,
  throttleUploads,
  tooManyRequests,
} from "../../core/throttle.ts";
import {
  type FilePurpose,
  findUserByEmail,
  findUserFile,
  replaceUserFile,
  toUser,
} from "../../core/users.ts";
import { clientAddress } from "../../http/client-address.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { invalid, readMultipart, readQuery, validateJson } from "../../http/validate.ts";
import { listDocumentAccess } from "../../core/document-access.ts";
import { recordAudit } from "../../core/audit.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import { personalDataArchive } from "./export.ts";
import { eraseAccount } from "../../core/account-deletion.ts";
import { recordConsent } from "../../core/consents.ts";
import { AccountDeletionInputSchema, NoticeConsentInputSchema } from "@rawaq/domain/privacy";

import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { apiMessages } from "../../messages.ts";
import { profileMessages } from "./messages.ts";
import { changePassword, updateLocale, updateProfile } from "./queries.ts";

/** Wrong current passwords: five a minute per account, as for logins. */
const CURRENT_PASSWORD_THROTTLE: ThrottleRule = { limit: 5, windowMs: 60_000 };
/**
 * Email-change requests: each one mails a stranger's address and says whether an address is
 * taken, so three per account and twenty per client address every 15 minutes, as for resets.
 */
export const EMAIL_CHANGE_USER_THROTTLE: ThrottleRule = { limit: 3, windowMs: 15 * 60_000 };
export const EMAIL_CHANGE_CLIENT_THROTTLE: ThrottleRule = { limit: 20, windowMs: 15 * 60_000 };

const LocaleInputSchema = v.object({ locale: v.picklist(USER_LOCALES, "unknown_option") });

/** Sends a user's file to its owner, shown inline. */
async function sendUserFile<E extends UserEnv>(c: Context<E>, purpose: FilePurpose) {
  const file = await findUserFile(c.var.db, c.var.user.id, purpose);
  if (!file) return notFound(c);
  return sendStoredFile(c, file, { name: purpose.replaceAll("_", "-"), inline: true });
}

/** Stores an uploaded image as one of the caller's files, replacing the previous one. */
async function replaceImage<E extends UserEnv>(c: Context<E>, purpose: FilePurpose) {
  const form = await readMultipart(c);
  if (form instanceof Response) return form;
  if (!form.files.file) return invalid(c, { file: ["required"] });
  const upload = await readImageUpload(form.files.file);
  if (typeof upload === "string") return invalid(c, { file: [upload] });

  const stored = await storeUpload(c, upload);
  const previous = await replaceUserFile(c.var.db, c.var.user.id, purpose, stored);
  // Uploading the identity document is its consent (decision 053), recorded like the notice's.
  if (purpose === "identity_document") {
    await recordConsent(c.var.db, c.var.user.id, "identity_document", c.var.clock.now());
  }
  if (previous) await c.var.fileStore.remove(previous);
  const files = {
    ...c.var.userFiles,
    ...(purpose === "personal_image" ? { personalImage: true } : { identityDocument: true }),
  };
  return c.json(
    {
      data: { user: toUser(c.var.user, files) },
      message: c.var.i18n._(apiMessages.fileSaved),
    },
    201,
  );
}

export const profileRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get("/", (c) => c.json({ data: { user: toUser(c.var.user, c.var.userFiles) } }))
  .patch("/", validateJson(ProfileInputSchema), async (c) => {
    const input = c.req.valid("json");
    const row = await updateProfile(c.var.db, c.var.user.id, input);
    return c.json({
      data: { user: toUser(row, c.var.userFiles) },
      message: c.var.i18n._(profileMessages.profileSaved),
    });
  })
  // The language of the user's mail follows the one they read the app in.
  .put("/locale", validateJson(LocaleInputSchema), async (c) => {
    const { locale } = c.req.valid("json");
    const row = await updateLocale(c.var.db, c.var.user.id, locale);
    return c.json({ data: { user: toUser(row, c.var.userFiles) } });
  })
  /** Agreeing to the current privacy notice (asked once when it changed since the last time). */
  .post("/consents", validateJson(NoticeConsentInputSchema), async (c) => {
    const { version } = c.req.valid("json");
    await recordConsent(c.var.db, c.var.user.id, "privacy_notice", c.var.clock.now(), version);
    const user = { ...c.var.user, privacyNoticeVersion: version };
    return c.json({
      data: { user: toUser(user, c.var.userFiles) },
      message: c.var.i18n._(profileMessages.noticeAccepted),
    });
  })
  /**
   * Deleting one's own account (issue 31), confirmed by the password: 409 with what the last
   * manager of a house must settle first; otherwise the account and its personal data are gone.
   */
  .delete("/", validateJson(AccountDeletionInputSchema), async (c) => {
    const key = `current-password:${c.var.user.id}`;
    const retryAfter = await retryAfterSeconds(c.var.db, key, CURRENT_PASSWORD_THROTTLE);
    if (retryAfter > 0) return tooManyRequests(c, retryAfter);
    if (!(await verifyPassword(c.var.user.passwordHash, c.req.valid("json").password))) {
      await recordHit(c.var.db, key);
      return invalid(c, { password: ["wrong_password"] });
    }
    const result = await eraseAccount(c.var, c.var.user, { by: "self" }, c.var.clock.now());
    if (result.outcome === "last_admin") {
      return c.json({ message: c.var.i18n._(apiMessages.lastAdmin) }, 409);
    }
    if (result.outcome === "obligations") {
      return c.json(
        {
          data: { obligations: result.obligations },
          message: c.var.i18n._(profileMessages.obligationsFirst),
        },
        409,
      );
    }
    return c.json({ data: null, message: c.var.i18n._(profileMessages.accountDeleted) });
  })
  .get("/photo", (c) => sendUserFile(c, "personal_image"))
  .put("/photo", throttleUploads, (c) => replaceImage(c, "personal_image"))
  .get("/identity-document", (c) => sendUserFile(c, "identity_document"))
  /**
   * A copy of the caller's data (issue 31): a ZIP of data.json and their own files, at most
   * `exportsPerHour` an hour, each audited.
   */
  .get("/export", async (c) => {
    const key = `export-user:${c.var.user.id}`;
    const now = c.var.clock.now();
    const rule = { limit: c.var.throttleLimits.exportsPerHour, windowMs: 60 * 60 * 1000 };
    const wait = await retryAfterSeconds(c.var.db, key, rule, now);
    if (wait > 0) return tooManyRequests(c, wait);
    await recordHit(c.var.db, key, now);
    const archive = await personalDataArchive(
      c.var.db,
      c.var.fileStore,
      c.var.user,
      c.var.i18n,
      now,
    );
    await recordAudit(c.var.db, c.var.user, [
      {
        organizationId: null,
        entityType: "user",
        entityId: c.var.user.id,
        entityLabel: `${c.var.user.firstName} ${c.var.user.lastName}`,
        fromStatus: null,
        toStatus: "data_exported",
        reason: null,
      },
    ]);
    return c.body(archive, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition(
        `rawaq-my-data-${now.toISOString().slice(0, 10)}.zip`,
      ),
      "Cache-Control": "private, no-store",
    });
  })
  /** When someone else opened the person's identity document, and why (issue 31). */
  .get("/document-access", async (c) => {
    const page = v.parse(PageQuerySchema, readQuery(c));
    // The caller exists: the session says so.
    const log = (await listDocumentAccess(c.var.db, c.var.user.id, page))!;
    return c.json({ data: { accesses: log.accesses, meta: pageMeta(page, log.total) } });
  })
  .post("/identity-document", throttleUploads, (c) => replaceImage(c, "identity_document"))
  // Needs the current password; ends every other session and every outstanding link.
  .post("/password", validateJson(ChangePasswordInputSchema), async (c) => {
    const input = c.req.valid("json");
    const key = `current-password:${c.var.user.id}`;
    const retryAfter = await retryAfterSeconds(c.var.db, key, CURRENT_PASSWORD_THROTTLE);
    if (retryAfter > 0) return tooManyRequests(c, retryAfter);
    if (!(await verifyPassword(c.var.user.passwordHash, input.current_password))) {
      await recordHit(c.var.db, key);
      return invalid(c, { current_password: ["wrong_password"] });
    }
    const passwordHash = await hashPassword(input.password);
    await changePassword(c.var.db, c.var.user.id, passwordHash, c.var.sessionId);
    // The other sessions' open floor plans close (decision 070).
    await c.var.planChanges.sessionsEnded(c.var.user.id);
    const { user } = c.var;
    await sendMail(c.var, {
      to: user.email,
      locale: user.locale,
      template: "password_changed",
      userId: user.id,
      values: {
        name: user.firstName,
        link: `${c.var.publicUrl}/${user.locale}/auth/forgot-password`,
      },
    });
    return c.json({ data: null, message: c.var.i18n._(profileMessages.passwordChanged) });
  })
  // A new address changes nothing until the link sent to it is opened.
  .post("/email", validateJson(EmailInputSchema), async (c) => {
    const { email } = c.req.valid("json");
    const { user } = c.var;
    const keys = [
      `email-change-user:${user.id}`,
      `email-change-client:${clientAddress(c)}`,
    ] as const;
    const waits = await Promise.all([
      retryAfterSeconds(c.var.db, keys[0], EMAIL_CHANGE_USER_THROTTLE),
      retryAfterSeconds(c.var.db, keys[1], EMAIL_CHANGE_CLIENT_THROTTLE),
    ]);
    const retryAfter = Math.max(...waits);
    if (retryAfter > 0) return tooManyRequests(c, retryAfter);
    // Every asking counts, refused ones too: "taken" is an answer worth limiting.
    await Promise.all(keys.map((key) => recordHit(c.var.db, key)));
    if (email === user.email) return invalid(c, { email: ["same_email"] });
    if (await findUserByEmail(c.var.db, email)) return invalid(c, { email: ["taken"] });
    const token = await issueAccountToken(c.var.db, user.id, "email_change", email);
    await sendMail(c.var, {
      to: email,
      locale: user.locale,
      template: "email_change",
      userId: user.id,
      values: {
        name: user.firstName,
        email,
        link: appLink(c.var, user.locale, "auth/confirm-email", token),
        hours: EMAIL_LINK_LIFETIME_MS / 3_600_000,
      },
    });
    return c.json(
      {
        data: null,
        message: c.var.i18n._({ ...profileMessages.emailChangeSent, values: { email } }),
      },
      202,
    );
  })
  .get("/sessions", async (c) => {
    const sessions = await listSessions(c.var.db, c.var.user.id, c.var.sessionId);
    return c.json({ data: { sessions } });
  })
  // "Log out everywhere": this session too.
  .delete("/sessions", async (c) => {
    await revokeSessions(c.var.db, c.var.user.id);
    await c.var.planChanges.sessionsEnded(c.var.user.id);
    return c.json({ data: null, message: c.var.i18n._(profileMessages.sessionsEnded) });
  })
  .delete("/sessions/:sessionId", pathParams({ sessionId: IdSchema }), async (c) => {
    const { sessionId } = c.req.valid("param");
    if (!(await revokeSession(c.var.db, c.var.user.id, sessionId))) return notFound(c);
    await c.var.planChanges.sessionsEnded(c.var.user.id);
    return c.json({ data: null, message: c.var.i18n._(profileMessages.sessionEnded) });
  });
