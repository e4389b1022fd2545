import { envelopeSchema } from "@rawaq/domain/envelope";
import { SessionsResultSchema, UserSchema } from "@rawaq/domain/user";
import * as v from "valibot";
import {
  DocumentAccessListSchema,
  type Obligation,
  ObligationSchema,
  PrivacyTermsSchema,
} from "@rawaq/domain/privacy";
import {
  type Http,
  type PageParams,
  blob,
  call,
  searchParams,
  segment,
  toApiError,
} from "./http.ts";
import { ApiError } from "./errors.ts";

// apps/api/src/features/profile: the signed-in user's account, files and sessions.

const UserResultSchema = v.object({ user: UserSchema });

/** What a refused deletion names (409): the obligations to settle first. */
export const ObligationsResultSchema = v.object({ obligations: v.array(ObligationSchema) });

/**
 * The obligations a refused deletion names (409 from deleteAccount or admin.deleteUser), or null
 * for any other failure.
 */
export function obligationsOf(error: unknown): Obligation[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const named = v.safeParse(ObligationsResultSchema, error.data);
  return named.success ? named.output.obligations : null;
}

export function profileCalls({ ky, upload, endingSession }: Http) {
  return {
    /** spec §7: GET profile with the Bearer token; data.user. */
    getProfile: () => call(ky.get("profile"), envelopeSchema(UserResultSchema)),
    /** Saves the profile's editable fields. */
    updateProfile: (fields: Record<string, string>) =>
      call(ky.patch("profile", { json: fields }), envelopeSchema(UserResultSchema)),
    /** The language of the signed-in user's mail. */
    setLocale: (locale: "ar" | "en") =>
      call(ky.put("profile/locale", { json: { locale } }), envelopeSchema(UserResultSchema)),
    changePassword: (input: {
      current_password: string;
      password: string;
      password_confirmation: string;
    }) => call(ky.post("profile/password", { json: input }), envelopeSchema(v.null())),
    /** Sends a confirmation link to a new address; nothing changes until it is opened. */
    requestEmailChange: (email: string) =>
      call(ky.post("profile/email", { json: { email } }), envelopeSchema(v.null())),
    getSessions: () => call(ky.get("profile/sessions"), envelopeSchema(SessionsResultSchema)),
    endSession: (id: string) =>
      call(ky.delete(`profile/sessions/${segment(id)}`), envelopeSchema(v.null())),
    /** Logs out on every device, this one included. */
    endAllSessions: () =>
      endingSession(() => call(ky.delete("profile/sessions"), envelopeSchema(v.null()))),
    /** The user's photo (authorized, so not an <img src>): a Blob, or null when there is none. */
    getProfilePhoto: async (): Promise<Blob | null> => {
      try {
        return await ky.get("profile/photo").blob();
      } catch (error) {
        const failure = toApiError(error);
        if (failure.status === 404) return null;
        throw failure;
      }
    },
    /** Replaces the personal photo, reporting progress from 0 to 1. */
    uploadProfilePhoto: (file: File, onProgress?: (fraction: number) => void) => {
      const form = new FormData();
      form.set("file", file);
      return upload("profile/photo", form, envelopeSchema(UserResultSchema), onProgress, "PUT");
    },
    /** The privacy notice's version and this server's retention periods (public). */
    getPrivacyTerms: () => call(ky.get("privacy"), envelopeSchema(PrivacyTermsSchema)),
    /** Agrees to the current privacy notice. */
    acceptPrivacyNotice: (version: string) =>
      call(ky.post("profile/consents", { json: { version } }), envelopeSchema(UserResultSchema)),
    /**
     * Deletes the caller's account, confirmed by the password. A 409's `data.obligations` lists
     * what the last manager of a house must settle first (ApiError's `data`).
     */
    deleteAccount: (password: string) =>
      endingSession(() =>
        call(ky.delete("profile", { json: { password } }), envelopeSchema(v.null())),
      ),
    /** A copy of the caller's data: a ZIP of data.json and their own files (issue 31). */
    exportMyData: () => blob(ky.get("profile/export")),
    /** When someone else opened the caller's identity document, and why (issue 31). */
    getDocumentAccess: (page: PageParams = {}) =>
      call(
        ky.get("profile/document-access", { searchParams: searchParams(page) }),
        envelopeSchema(DocumentAccessListSchema),
      ),
    /** Uploads the identity document, reporting progress from 0 to 1. */
    uploadIdentityDocument: (file: File, onProgress?: (fraction: number) => void) => {
      const form = new FormData();
      form.set("file", file);
      return upload(
        "profile/identity-document",
        form,
        envelopeSchema(UserResultSchema),
        onProgress,
      );
    },
  };
}
