import * as v from "valibot";
import { BilingualSchema } from "./bilingual.ts";
import { cleanText } from "./text.ts";
import { IdSchema } from "./validation.ts";

/**
 * The administration's side of the fair guide (issue 29): publishing an event's guide, taking a
 * house or one of its titles out of it with a reason, and the searches that found nothing.
 */

export const GUIDE_HIDE_REASON_MIN_LENGTH = 3;
export const GUIDE_HIDE_REASON_MAX_LENGTH = 500;
/** The searches that found nothing, most searched first: the administration reads the top. */
export const GUIDE_MISSES_SHOWN = 100;

/** A house (no `book_id`) or one of its titles taken out of the event's guide, and why. */
export const GuideHideInputSchema = v.object({
  organization_id: IdSchema,
  book_id: v.optional(v.nullable(IdSchema), null),
  reason: v.pipe(
    v.string("required"),
    v.transform(cleanText),
    v.nonEmpty("required"),
    v.minLength(GUIDE_HIDE_REASON_MIN_LENGTH, "too_short"),
    v.maxLength(GUIDE_HIDE_REASON_MAX_LENGTH, "too_long"),
  ),
});
export type GuideHideInput = v.InferOutput<typeof GuideHideInputSchema>;

/** What the hide form asks: the whole house, or one of its titles. */
export const GUIDE_HIDE_SCOPES = ["house", "title"] as const;
export type GuideHideScope = (typeof GUIDE_HIDE_SCOPES)[number];

/** The hide form as the browser checks it: a title must be chosen when one is to be hidden. */
export const GuideHideFormSchema = v.pipe(
  v.object({
    organization_id: v.pipe(v.string("required"), v.nonEmpty("required")),
    scope: v.picklist(GUIDE_HIDE_SCOPES, "unknown_option"),
    book_id: v.string("invalid"),
    reason: GuideHideInputSchema.entries.reason,
  }),
  v.forward(
    v.partialCheck(
      [["scope"], ["book_id"]],
      (input) => input.scope === "house" || input.book_id !== "",
      "required",
    ),
    ["book_id"],
  ),
);

export const GuideHiddenEntrySchema = v.object({
  id: v.string(),
  organization: v.object({ id: v.string(), name: v.string(), commercial_name: v.string() }),
  /** Null when the whole house is hidden. */
  book: v.nullable(v.object({ id: v.string(), title: v.string(), isbn: v.string() })),
  reason: v.string(),
  /** Who hid it; null once their account is gone. */
  hidden_by: v.nullable(v.string()),
  created_at: v.string(),
});
export type GuideHiddenEntry = v.InferOutput<typeof GuideHiddenEntrySchema>;

/** A search of the guide that found nothing: the folded words and how often, never who. */
export const GuideMissSchema = v.object({
  term: v.string(),
  searches: v.number(),
  last_searched_at: v.string(),
});
export type GuideMiss = v.InferOutput<typeof GuideMissSchema>;

/** A house with a confirmed booth at the event: what the administration may hide. */
export const GuideExhibitorChoiceSchema = v.object({
  id: v.string(),
  name: v.string(),
  commercial_name: v.string(),
  booth_code: v.string(),
  is_hidden: v.boolean(),
});
export type GuideExhibitorChoice = v.InferOutput<typeof GuideExhibitorChoiceSchema>;

export const GuidePublicationSchema = v.object({
  /** When the event's guide was published; null while it is not. */
  published_at: v.nullable(v.string()),
  /**
   * Whether visitors see this event's guide: the guide shows the latest published event, so an
   * earlier one stays hidden while a later one is published.
   */
  is_shown: v.boolean(),
});
export type GuidePublication = v.InferOutput<typeof GuidePublicationSchema>;

export const GuideAdminSchema = v.object({
  event: v.object({ id: v.string(), name: BilingualSchema, ...GuidePublicationSchema.entries }),
  hidden: v.array(GuideHiddenEntrySchema),
  exhibitors: v.array(GuideExhibitorChoiceSchema),
  /** The first {@link GUIDE_MISSES_SHOWN}, most searched first. */
  misses: v.array(GuideMissSchema),
  /** How many different searches found nothing in all. */
  misses_total: v.number(),
});
export type GuideAdmin = v.InferOutput<typeof GuideAdminSchema>;
