import { RegisterInputSchema } from "@rawaq/domain/account";
import {
  EmailInputSchema,
  LoginInputSchema,
  ResetPasswordInputSchema,
  TokenInputSchema,
} from "@rawaq/domain/credentials";
import { fieldErrorsFromIssues } from "@rawaq/domain/validation";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { requireUser } from "../../core/access.ts";
import {
  RESET_LINK_LIFETIME_MS,
  type AccountTokenPurpose,
  isAccountTokenUsable,
  issueAccountToken,
} from "../../core/account-tokens.ts";
import { readImageUpload, storeUpload } from "../../core/files.ts";
import { afterAnswer, appLink, sendMail } from "../../core/mail.ts";
import { revokeToken } from "../../core/sessions.ts";
import {
  type ThrottleRule,
  recordHit,
  retryAfterSeconds,
  signupRule,
  throttleUploads,
  tooManyRequests,
} from "../../core/throttle.ts";
import { findUserByEmail, toUser } from "../../core/users.ts";
import { clientAddress } from "../../http/client-address.ts";
import type { AppEnv } from "../../http/context.ts";
import { invalid, readJsonObject, readMultipart, validateJson } from "../../http/validate.ts";
import { hashPassword } from "../../lib/password.ts";
import { describeDevice } from "../../lib/user-agent.ts";
import { confirmEmailChange, createExhibitor, resetPassword } from "./accounts.ts";
import { logIn } from "./login.ts";
import { authMessages } from "./messages.ts";

/** Reset links: three per address asked for, and twenty per client, every 15 minutes. */
export const RESET_EMAIL_THROTTLE: ThrottleRule = { limit: 3, windowMs: 15 * 60_000 };
export const RESET_CLIENT_THROTTLE: ThrottleRule = { limit: 20, windowMs: 15 * 60_000 };
/**
 * Links checked when their page opens: twenty that turn out unusable per client every 15
 * minutes. Only misses count, so a person reopening their own link is never held back.
 */
export const LINK_CHECK_THROTTLE: ThrottleRule = { limit: 20, windowMs: 15 * 60_000 };

export const authRoutes = new Hono<AppEnv>()
  .post("/login", validateJson(LoginInputSchema), async (c) => {
    const outcome = await logIn(c.var.db, {
      ...c.req.valid("json"),
      client: clientAddress(c),
      device: describeDevice(c.req.header("user-agent")),
      signal: c.req.raw.signal,
    });
    switch (outcome.outcome) {
      case "throttled":
        return tooManyRequests(c, outcome.retryAfter);
      case "invalid":
        return c.json({ message: c.var.i18n._(authMessages.invalidCredentials) }, 401);
      // Said only to whoever knows the password: it tells them whom to ask.
      case "disabled":
        return c.json({ message: c.var.i18n._(authMessages.accountDisabled) }, 403);
      case "in":
        return c.json({
          data: { user: toUser(outcome.user, outcome.files), token: outcome.token },
        });
    }
  })
  // Throttled per client address (core/throttle.ts): each account made counts, and so does each
  // attempt that finds the address taken (a probe for who has an account); a form sent back for
  // correction does not, so a person fixing mistakes is never held up. No rule per email: an
  // address holds one account, and a taken one is answered without work or mail.
  .post("/register", throttleUploads, async (c) => {
    const throttleKey = `signup:${clientAddress(c)}`;
    const retryAfter = await retryAfterSeconds(c.var.db, throttleKey, signupRule(c));
    if (retryAfter > 0) return tooManyRequests(c, retryAfter);
    const form = await readMultipart(c);
    if (form instanceof Response) return form;
    const result = await v.safeParseAsync(RegisterInputSchema, form.fields);
    const errors = result.success ? {} : fieldErrorsFromIssues(result.issues);

    // NOTE: doc_image is held by the form and never sent (spec §7); only the photo is read.
    const upload = form.files.personal_image
      ? await readImageUpload(form.files.personal_image)
      : undefined;
    if (typeof upload === "string") errors.personal_image = [upload];
    if (!result.success || typeof upload === "string" || Object.keys(errors).length > 0) {
      return invalid(c, errors);
    }

    const input = result.output;
    await recordHit(c.var.db, throttleKey);
    if (await findUserByEmail(c.var.db, input.email)) return emailTaken(c);
    const photo = upload ? await storeUpload(c, upload) : undefined;
    const user = await createExhibitor(
      c.var.db,
      input,
      await hashPassword(input.password),
      c.var.locale,
      c.var.clock.now(),
      photo,
    );
    if (!user) {
      // Another request registered the same email between our check and the insert.
      if (photo) await c.var.fileStore.remove(photo.storageKey);
      return emailTaken(c);
    }
    return c.json(
      {
        data: { user: toUser(user, { personalImage: Boolean(photo), identityDocument: false }) },
        message: c.var.i18n._(authMessages.registered),
      },
      201,
    );
  })
  .post("/logout", requireUser, async (c) => {
    await revokeToken(c.var.db, c.var.token);
    // Its open floor plans close (decision 070).
    await c.var.planChanges.sessionsEnded(c.var.user.id);
    return c.json({ data: null, message: c.var.i18n._(authMessages.loggedOut) });
  })
  // Asks for a reset link. The answer is the same whether or not the address has an account, and
  // comes as fast (the link and its mail are made after it); throttled per address asked for and
  // per client, so neither a mailbox nor the server can be flooded.
  .post("/password-reset", validateJson(EmailInputSchema), async (c) => {
    const { email } = c.req.valid("json");
    const keys = [`reset-email:${email}`, `reset-client:${clientAddress(c)}`] as const;
    const waits = await Promise.all([
      retryAfterSeconds(c.var.db, keys[0], RESET_EMAIL_THROTTLE),
      retryAfterSeconds(c.var.db, keys[1], RESET_CLIENT_THROTTLE),
    ]);
    const retryAfter = Math.max(...waits);
    if (retryAfter > 0) return tooManyRequests(c, retryAfter);
    await Promise.all(keys.map((key) => recordHit(c.var.db, key)));

    const user = await findUserByEmail(c.var.db, email);
    if (user && !user.disabledAt) {
      // The link and its mail are written after the answer, so a known address answers in the
      // time an unknown one does (decision 019).
      afterAnswer(c.var, async () => {
        const token = await issueAccountToken(c.var.db, user.id, "password_reset");
        await sendMail(c.var, {
          to: user.email,
          locale: user.locale,
          template: "password_reset",
          userId: user.id,
          values: {
            name: user.firstName,
            link: appLink(c.var, user.locale, "auth/reset-password", token),
            minutes: RESET_LINK_LIFETIME_MS / 60_000,
          },
        });
      });
    }
    return c.json(
      {
        data: null,
        message: c.var.i18n._({
          ...authMessages.resetRequested,
          values: { minutes: RESET_LINK_LIFETIME_MS / 60_000 },
        }),
      },
      202,
    );
  })
  // Whether a reset link can still be used, asked by its page before it shows the form.
  .post("/password-reset/check", (c) => checkLink(c, "password_reset"))
  // Sets a new password from a reset link: the link is used once, the password changes, and
  // every session and every other link of the account ends, in one transaction.
  .post("/password-reset/confirm", async (c) => {
    const body = await readJsonObject(c);
    if (body instanceof Response) return body;
    // A missing or malformed token is a wrong one: 404 alike, and before the password is read.
    const token = v.safeParse(TokenInputSchema, body);
    if (!token.success) return linkInvalid(c);
    const input = v.safeParse(ResetPasswordInputSchema, body);
    if (!input.success) return invalid(c, fieldErrorsFromIssues(input.issues));

    const passwordHash = await hashPassword(input.output.password);
    const userId = await resetPassword(c.var.db, token.output.token, passwordHash);
    if (!userId) return linkInvalid(c);
    await c.var.planChanges.sessionsEnded(userId);
    return c.json({ data: null, message: c.var.i18n._(authMessages.passwordReset) });
  })
  .post("/email-change/check", (c) => checkLink(c, "email_change"))
  // Confirms a new email address from the link sent to it; no session needed (the link may be
  // opened on another device), the token proves the mailbox.
  .post("/email-change/confirm", async (c) => {
    const body = await readJsonObject(c);
    if (body instanceof Response) return body;
    const token = v.safeParse(TokenInputSchema, body);
    if (!token.success) return linkInvalid(c);
    const outcome = await confirmEmailChange(c.var.db, token.output.token);
    if (outcome === "link_invalid") return linkInvalid(c);
    if (outcome === "email_taken") return emailTaken(c);
    return c.json({ data: null, message: c.var.i18n._(authMessages.emailChanged) });
  });

/**
 * `{ usable }`: whether a link's token would be accepted now (a question answered, so 200 either
 * way); nothing is used, and the answer names no one and never says why a link is not usable.
 * Throttled per client on misses (LINK_CHECK_THROTTLE).
 */
async function checkLink(c: Context<AppEnv>, purpose: AccountTokenPurpose) {
  const key = `link-check:${clientAddress(c)}`;
  const retryAfter = await retryAfterSeconds(c.var.db, key, LINK_CHECK_THROTTLE);
  if (retryAfter > 0) return tooManyRequests(c, retryAfter);
  const body = await readJsonObject(c);
  if (body instanceof Response) return body;
  const token = v.safeParse(TokenInputSchema, body);
  const usable =
    token.success && (await isAccountTokenUsable(c.var.db, token.output.token, purpose));
  if (!usable) await recordHit(c.var.db, key);
  return c.json({ data: { usable } });
}

/** 404 for a link token that is wrong, used, expired or missing: the answer never says which. */
function linkInvalid<E extends AppEnv>(c: Context<E>) {
  return c.json({ message: c.var.i18n._(authMessages.linkInvalid) }, 404);
}

function emailTaken(c: Context<AppEnv>) {
  const message = c.var.i18n._(authMessages.emailTaken);
  return c.json({ message, errors: { email: [message] } }, 409);
}
