import * as v from "valibot";

export const USER_ROLES = ["exhibitor", "admin"] as const;

/** The user as the API returns it (`data.user`). */
export const UserSchema = v.object({
  id: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: v.picklist(USER_ROLES),
  phone: v.nullable(v.string()),
  country: v.nullable(v.string()),
  city: v.nullable(v.string()),
  district: v.nullable(v.string()),
  street: v.nullable(v.string()),
  date_of_birth: v.nullable(v.string()),
  identity_expiration_date: v.nullable(v.string()),
  /** Only the last four digits of the national ID / iqama number ever leave the server. */
  confirm_identity_last4: v.nullable(v.string()),
  has_personal_image: v.boolean(),
  has_identity_document: v.boolean(),
  created_at: v.string(),
});
export type User = v.InferOutput<typeof UserSchema>;
