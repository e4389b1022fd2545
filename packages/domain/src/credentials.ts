import * as v from "valibot";
import { EmailSchema } from "./validation.ts";

// Passwords, logins and the links sent by mail: light rules (no phone metadata, no places), so
// the login, reset and profile pages can validate with them (docs/decisions/013-…).

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password: the one rule for signup, reset, change and the first admin. */
export const PasswordSchema = v.pipe(
  v.string("required"),
  v.nonEmpty("required"),
  v.minLength(PASSWORD_MIN_LENGTH, "password_too_short"),
  v.maxLength(PASSWORD_MAX_LENGTH, "too_long"),
);

export const LoginInputSchema = v.object({
  email: EmailSchema,
  password: v.pipe(v.string("required"), v.nonEmpty("required")),
});
export type LoginInput = v.InferOutput<typeof LoginInputSchema>;

/** Changing one's password: the current one, then the new one twice. */
export const ChangePasswordInputSchema = v.pipe(
  v.object({
    current_password: v.pipe(v.string("required"), v.nonEmpty("required")),
    password: PasswordSchema,
    password_confirmation: v.pipe(v.string("required"), v.nonEmpty("required")),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["password_confirmation"]],
      (input) => input.password === input.password_confirmation,
      "confirmed",
    ),
    ["password_confirmation"],
  ),
);

/** A new password chosen from a reset link; the token is read apart (a bad one is 404). */
export const ResetPasswordInputSchema = v.pipe(
  v.object({
    password: PasswordSchema,
    password_confirmation: v.pipe(v.string("required"), v.nonEmpty("required")),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["password_confirmation"]],
      (input) => input.password === input.password_confirmation,
      "confirmed",
    ),
    ["password_confirmation"],
  ),
);

/** Asking for a reset link, or for an email change. */
export const EmailInputSchema = v.object({ email: EmailSchema });

/**
 * A token from a link in a mail: 32 random bytes in base64url. Anything else names no token,
 * and answers as an unknown one does.
 */
export const LinkTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/));

export const TokenInputSchema = v.object({ token: LinkTokenSchema });
