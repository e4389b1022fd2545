import { LoginInputSchema, RegisterInputSchema } from "@rawaq/domain/account";
import { fieldErrorsFromIssues } from "@rawaq/domain/validation";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { requireUser } from "../../http/auth.ts";
import { clientAddress } from "../../http/client-address.ts";
import type { AppEnv } from "../../http/context.ts";
import { invalid, readMultipart, validateJson } from "../../http/validate.ts";
import { readImageUpload } from "../../lib/file-type.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { apiMessages } from "../../messages.ts";
import {
  clearLoginFailures,
  loginRetryAfterSeconds,
  recordLoginFailure,
  throttleKey,
} from "./throttle.ts";
import { issueToken, revokeToken } from "./tokens.ts";
import { createExhibitor, findUserByEmail, toUser } from "./users.ts";

// A real argon2id hash of a random password: verifying against it costs what a real check
// costs, so an unknown email cannot be told from a wrong password by timing. Made on first use,
// not at start-up.
let unknownUserHash: Promise<string> | undefined;
const hashForUnknownUser = () => (unknownUserHash ??= hashPassword(crypto.randomUUID()));

export const authRoutes = new Hono<AppEnv>()
  .post("/login", validateJson(LoginInputSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const key = throttleKey(email, clientAddress(c));
    const retryAfter = await loginRetryAfterSeconds(c.var.db, key);
    if (retryAfter > 0) {
      c.header("Retry-After", String(retryAfter));
      return c.json(
        {
          message: c.var.i18n._({
            ...apiMessages.tooManyLoginAttempts,
            values: { seconds: retryAfter },
          }),
        },
        429,
      );
    }

    const user = await findUserByEmail(c.var.db, email);
    const isValid = await verifyPassword(
      user?.passwordHash ?? (await hashForUnknownUser()),
      password,
    );
    if (!user || !isValid) {
      await recordLoginFailure(c.var.db, key);
      return c.json({ message: c.var.i18n._(apiMessages.invalidCredentials) }, 401);
    }
    await clearLoginFailures(c.var.db, key);
    const token = await issueToken(c.var.db, user.id);
    return c.json({ data: { user: await toUser(c.var.db, user), token } });
  })
  .post("/register", async (c) => {
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
    if (await findUserByEmail(c.var.db, input.email)) return emailTaken(c);
    const storageKey = upload ? await c.var.fileStore.save(upload.bytes) : undefined;
    const user = await createExhibitor(
      c.var.db,
      input,
      await hashPassword(input.password),
      upload && storageKey
        ? { storageKey, contentType: upload.contentType, sizeBytes: upload.bytes.byteLength }
        : undefined,
    );
    if (!user) {
      // Another request registered the same email between our check and the insert.
      if (storageKey) await c.var.fileStore.remove(storageKey);
      return emailTaken(c);
    }
    return c.json(
      {
        data: { user: await toUser(c.var.db, user) },
        message: c.var.i18n._(apiMessages.registered),
      },
      201,
    );
  })
  .post("/logout", requireUser, async (c) => {
    await revokeToken(c.var.db, c.var.token);
    return c.json({ data: null, message: c.var.i18n._(apiMessages.loggedOut) });
  });

function emailTaken(c: Context<AppEnv>) {
  const message = c.var.i18n._(apiMessages.emailTaken);
  return c.json({ message, errors: { email: [message] } }, 409);
}
