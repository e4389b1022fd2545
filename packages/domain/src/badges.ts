import * as v from "valibot";
import { BilingualSchema } from "./bilingual.ts";
import { PageMetaSchema } from "./pagination.ts";
import { wholeNumberSchema } from "./numbers.ts";
import { IdSchema, requiredName } from "./validation.ts";

// Staff badges (issue 13): named by the manager for a participation confirmed by payment, each
// with an unguessable id, verifiable by anyone at /{locale}/badges/{id}.

export const BADGE_ROLES = ["exhibitor", "manager", "staff"] as const;
export type BadgeRole = (typeof BADGE_ROLES)[number];

/** What a badge's public page says about it. */
export const BADGE_STATES = ["valid", "revoked", "expired"] as const;
export type BadgeState = (typeof BADGE_STATES)[number];

/** 128 random bits in base64url: 22 characters. */
export const BADGE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const BadgeIdSchema = v.pipe(v.string("invalid"), v.regex(BADGE_ID_PATTERN, "invalid"));

/** Square metres per pair of badges, and the least an exhibitor gets. */
export const BADGE_AREA_STEP = 9;
export const BADGE_MINIMUM = 2;
/** The most an administration may raise an allowance to. */
export const BADGE_ALLOWANCE_MAX = 500;
/** Public badge lookups per client address and minute. */
export const BADGE_LOOKUPS_PER_MINUTE = 30;

/** The rule: 2 badges per 9 m² reserved (confirmed), at least 2. */
export function badgeAllowance(confirmedAreaSquareMetres: number): number {
  return Math.max(
    BADGE_MINIMUM,
    BADGE_MINIMUM * Math.floor(confirmedAreaSquareMetres / BADGE_AREA_STEP),
  );
}

/** A badge is valid until the end of its event's last day (UTC), unless revoked. */
export function badgeState(
  badge: { status: "active" | "revoked" },
  eventEndsOn: string,
  now: Date,
): BadgeState {
  if (badge.status === "revoked") return "revoked";
  const end = Date.parse(`${eventEndsOn}T23:59:59.999Z`);
  return now.getTime() > end ? "expired" : "valid";
}

/** The longest name a badge prints; the form counts toward it as it is typed. */
export const PRINTED_NAME_MAX_LENGTH = 80;

/** `POST /api/badges` (multipart fields; the photo is the `photo` file). */
export const BadgeInputSchema = v.object({
  event_id: IdSchema,
  member_user_id: v.optional(v.union([v.literal(""), IdSchema], "invalid"), ""),
  printed_name: requiredName(PRINTED_NAME_MAX_LENGTH),
  role: v.picklist(BADGE_ROLES, "unknown_option"),
});
export type BadgeInput = v.InferOutput<typeof BadgeInputSchema>;

export const AllowanceInputSchema = v.object({
  organization_id: IdSchema,
  event_id: IdSchema,
  allowance: wholeNumberSchema(BADGE_MINIMUM, BADGE_ALLOWANCE_MAX, { above: "too_large" }),
});
export type AllowanceInput = v.InferOutput<typeof AllowanceInputSchema>;

/** The allowance as a form holds it, typed (Arabic-Indic digits too), checked by the same rule. */
export const AllowanceFormSchema = v.object({
  allowance: AllowanceInputSchema.entries.allowance,
});

/** `POST /api/admin/badges/{id}/revoke`: the administration always says why. */
export const AdminRevokeInputSchema = v.object({ reason: requiredName(1000) });
export type AdminRevokeInput = v.InferOutput<typeof AdminRevokeInputSchema>;

// Answers

const EventNameSchema = v.object({
  name: BilingualSchema,
  starts_on: v.string(),
  ends_on: v.string(),
});

export const BadgeSchema = v.object({
  id: v.string(),
  /** The unguessable id of its public page, /{locale}/badges/{public_id}. */
  public_id: v.string(),
  printed_name: v.string(),
  role: v.picklist(BADGE_ROLES),
  state: v.picklist(BADGE_STATES),
  member_user_id: v.nullable(v.string()),
  has_photo: v.boolean(),
  organization_id: v.string(),
  organization_name: v.string(),
  event_id: v.string(),
  created_at: v.string(),
});
export type Badge = v.InferOutput<typeof BadgeSchema>;

/** The manager's view of an event's badges, and what may still be named. */
export const MyBadgesSchema = v.object({
  /** Null when no booth of the organization is confirmed by payment. */
  event: v.nullable(v.object({ id: v.string(), ...EventNameSchema.entries })),
  confirmed_area: v.number(),
  allowance: v.number(),
  used: v.number(),
  badges: v.array(BadgeSchema),
  /** Members who may be named on a badge. */
  members: v.array(
    v.object({ user_id: v.string(), name: v.string(), role: v.picklist(["manager", "staff"]) }),
  ),
});
export type MyBadges = v.InferOutput<typeof MyBadgesSchema>;

/**
 * What anyone may read about a badge: nothing about the person but the printed name, role and
 * photo — never an email, phone or identity number.
 */
export const PublicBadgeSchema = v.object({
  id: v.string(),
  printed_name: v.string(),
  role: v.picklist(BADGE_ROLES),
  state: v.picklist(BADGE_STATES),
  organization_name: v.string(),
  event: EventNameSchema,
  has_photo: v.boolean(),
});
export type PublicBadge = v.InferOutput<typeof PublicBadgeSchema>;

/** An organization with a booth confirmed in an event: who may be given badges, and how many. */
export const BadgeParticipantSchema = v.object({
  organization_id: v.string(),
  organization_name: v.string(),
  event_id: v.string(),
  event_name: BilingualSchema,
  confirmed_area: v.number(),
  /** What the organization may name: the rule's, or the administration's when it raised it. */
  allowance: v.number(),
  /** Badges named and not revoked. */
  used: v.number(),
});
export type BadgeParticipant = v.InferOutput<typeof BadgeParticipantSchema>;

export const AdminBadgeListSchema = v.object({
  badges: v.array(BadgeSchema),
  meta: PageMetaSchema,
  /** Every organization with a booth confirmed, per event, whatever the filters. */
  participants: v.array(BadgeParticipantSchema),
});
