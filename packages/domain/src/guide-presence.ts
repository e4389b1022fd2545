import * as v from "valibot";
import { BilingualSchema } from "./bilingual.ts";

/**
 * A house's guide page as the portal reads it (issue 29): the profile its manager wrote and where
 * the house stands in the guide. Apart from guide-profile.ts, whose rules carry the phone
 * metadata: the API client parses these answers on every page.
 */

/** The profile as saved; a field left empty is null. */
export const GuideProfileSchema = v.object({
  description_ar: v.string(),
  description_en: v.string(),
  website: v.nullable(v.string()),
  public_email: v.nullable(v.string()),
  public_phone: v.nullable(v.string()),
  /** Null until the manager first saves it. */
  updated_at: v.nullable(v.string()),
});
export type GuideProfile = v.InferOutput<typeof GuideProfileSchema>;

/** Why a house is not in the guide now, the first that applies. */
export const GUIDE_UNLISTED_REASONS = [
  "not_published",
  "not_approved",
  "no_booth",
  "hidden",
] as const;
export type GuideUnlistedReason = (typeof GUIDE_UNLISTED_REASONS)[number];

/** Where the house stands in the guide: its address there, whether it is listed, its booth. */
export const GuidePresenceSchema = v.object({
  /** The house's part of its guide address (its commercial name and id). */
  slug: v.string(),
  name: v.string(),
  commercial_name: v.string(),
  is_listed: v.boolean(),
  unlisted_reason: v.nullable(v.picklist(GUIDE_UNLISTED_REASONS)),
  /** The house's page in the guide, in each language, as visitors open it. */
  url: BilingualSchema,
  /**
   * Its booth for the poster: at the published guide's event when it has one there, otherwise
   * at the latest event where it has a confirmed booth; null without any.
   */
  booth: v.nullable(v.object({ code: v.string(), hall: BilingualSchema, event: BilingualSchema })),
  has_logo: v.boolean(),
});
export type GuidePresence = v.InferOutput<typeof GuidePresenceSchema>;

export const GuideProfileAnswerSchema = v.object({
  profile: GuideProfileSchema,
  guide: GuidePresenceSchema,
});
export type GuideProfileAnswer = v.InferOutput<typeof GuideProfileAnswerSchema>;
