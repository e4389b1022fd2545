import { envelopeSchema } from "@rawaq/domain/envelope";
import { UserSchema } from "@rawaq/domain/user";
import * as v from "valibot";
import { type Http, call } from "./http.ts";

// apps/api/src/features/auth: signing in and out, signing up, the links sent by mail.

const LoginResultSchema = v.object({ user: UserSchema, token: v.string() });
const UserResultSchema = v.object({ user: UserSchema });
/** A mail link asked about before its page shows a form (issue 26). */
const LinkCheckSchema = v.object({ usable: v.boolean() });

export function authCalls({ ky, endingSession }: Http) {
  return {
    /** spec §7: POST auth/login, JSON email + password; data.user and data.token are read. */
    login: (credentials: { email: string; password: string }) =>
      call(ky.post("auth/login", { json: credentials }), envelopeSchema(LoginResultSchema)),
    /** spec §7: POST auth/register, multipart with the signup fields. */
    register: (form: FormData) =>
      call(ky.post("auth/register", { body: form }), envelopeSchema(UserResultSchema)),
    logout: () => endingSession(() => call(ky.post("auth/logout"), envelopeSchema(v.null()))),
    /** Asks for a reset link; the answer is the same whether or not the address has an account. */
    requestPasswordReset: (email: string) =>
      call(ky.post("auth/password-reset", { json: { email } }), envelopeSchema(v.null())),
    /** Whether a reset link can still be used; nothing is used. */
    checkResetLink: (token: string) =>
      call(
        ky.post("auth/password-reset/check", { json: { token } }),
        envelopeSchema(LinkCheckSchema),
      ),
    /** Sets a new password from a reset link's token; 404 when the link is not valid. */
    resetPassword: (input: { token: string; password: string; password_confirmation: string }) =>
      call(ky.post("auth/password-reset/confirm", { json: input }), envelopeSchema(v.null())),
    /** Whether an email-change link can still be used; nothing is used. */
    checkEmailChangeLink: (token: string) =>
      call(
        ky.post("auth/email-change/check", { json: { token } }),
        envelopeSchema(LinkCheckSchema),
      ),
    /** Confirms a new email address from the link sent to it. */
    confirmEmailChange: (token: string) =>
      call(ky.post("auth/email-change/confirm", { json: { token } }), envelopeSchema(v.null())),
  };
}
