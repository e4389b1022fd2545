import { PRIVACY_NOTICE_VERSION } from "@rawaq/domain/privacy";
import type { UseFormResult } from "@rawaq/ui/form";

/** The signup form's text fields, all sent with the registration (spec §3, §7). */
export const SIGNUP_TEXT_FIELDS = [
  "email",
  "password",
  "password_confirmation",
  "first_name",
  "last_name",
  "phone",
  "confirm_identity",
  "identity_country",
  "identity_expiration_date",
  "country",
  "city",
  "date_of_birth",
  "district",
  "street",
] as const;

export const signupInitialValues = {
  ...(Object.fromEntries(SIGNUP_TEXT_FIELDS.map((name) => [name, ""])) as Record<
    (typeof SIGNUP_TEXT_FIELDS)[number],
    string
  >),
  personal_image: null as File | null,
  // Held by the form and never sent (spec §3, §7).
  doc_image: null as File | null,
  /** The user's consent to upload doc_image after their first login in this tab; asked, on. */
  upload_held_document: true as boolean,
  /** Agreement to the privacy notice shown (issue 31); required, never ticked for the user. */
  privacy_consent: false as boolean,
};

export type SignupValues = typeof signupInitialValues;
export type SignupForm = UseFormResult<SignupValues>;

/** The registration's multipart body: the text fields and the photo; never the document. */
export function signupBody(values: SignupValues): FormData {
  const body = new FormData();
  for (const name of SIGNUP_TEXT_FIELDS) body.set(name, values[name]);
  if (values.personal_image) body.set("personal_image", values.personal_image);
  // The version the person read: the server records it with the time.
  if (values.privacy_consent) body.set("privacy_notice_version", PRIVACY_NOTICE_VERSION);
  return body;
}
