import * as v from "valibot";
import { ActorSchema } from "./user.ts";
import { BilingualSchema, bilingualName, writtenIn } from "./bilingual.ts";
import { isCalendarDate, isoToday } from "./calendar.ts";
import { PageMetaSchema } from "./pagination.ts";
import { wholeNumberSchema } from "./numbers.ts";
import { normalizeDigits } from "./rules.ts";
import { cleanText } from "./text.ts";
import { IdSchema, requiredName } from "./validation.ts";

// Fair participation: events (the fair) with zones of booths on a floor plan, an organization's
// participation request, and booth reservations (holds that expire unless confirmed).

export const BOOTH_TYPES = ["standard", "corner", "island"] as const;
export type BoothType = (typeof BOOTH_TYPES)[number];
export const BOOTH_STATUSES = ["available", "blocked"] as const;
export type BoothStatus = (typeof BOOTH_STATUSES)[number];
export const PRICE_MODES = ["per_square_metre", "fixed"] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

export const REQUEST_STATUSES = [
  "draft",
  "submitted",
  "approved",
  "rejected",
  "changes_requested",
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const RESERVATION_STATUSES = ["held", "confirmed", "expired", "cancelled"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** What a booth looks like on the plan, right now. */
export const PLAN_STATES = ["available", "held", "confirmed", "blocked"] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/** A hold lasts this long unless confirmed (DESIGN.md, journey step 9). */
export const HOLD_MINUTES = 30;
/** The floor plan's grid, in cells; one cell is one metre. */
export const PLAN_MAX_CELLS = 200;
/** Largest booth import (csv rows). */
export const BOOTH_IMPORT_MAX_ROWS = 2000;

// ——— rules ———

export interface EventWindow {
  registration_opens_on: string;
  registration_closes_on: string;
  shipping_starts_on: string;
  opens_on: string;
  ends_on: string;
}

/** Whether exhibitors may create or submit requests on `now`'s (UTC) calendar day. */
export function isRegistrationOpen(event: EventWindow, now: Date): boolean {
  const today = isoToday(now);
  return event.registration_opens_on <= today && today <= event.registration_closes_on;
}

/** The event's phase on `now`'s day, for labels and for gating. */
export function eventPhase(
  event: EventWindow,
  now: Date,
): "upcoming" | "registration" | "preparation" | "running" | "ended" {
  const today = isoToday(now);
  if (today < event.registration_opens_on) return "upcoming";
  if (today <= event.registration_closes_on) return "registration";
  if (today < event.opens_on) return "preparation";
  if (today <= event.ends_on) return "running";
  return "ended";
}

/**
 * The event a page about an organization's participations opens on when none is asked for: the
 * soonest that has not ended (running, or the next to open), else the one that ended last.
 */
export function nearestEvent<T extends Pick<EventWindow, "opens_on" | "ends_on">>(
  events: readonly T[],
  now: Date,
): T | undefined {
  const today = isoToday(now);
  let nearest: T | undefined;
  for (const event of events) {
    if (event.ends_on < today) continue;
    if (!nearest || event.opens_on < nearest.opens_on) nearest = event;
  }
  if (nearest) return nearest;
  for (const event of events) {
    if (!nearest || event.ends_on > nearest.ends_on) nearest = event;
  }
  return nearest;
}

export type RequestAction = "edit" | "submit" | "approve" | "reject" | "request_changes";

const allowedFrom: Record<RequestAction, readonly RequestStatus[]> = {
  edit: ["draft", "changes_requested"],
  submit: ["draft", "changes_requested"],
  approve: ["submitted"],
  reject: ["submitted"],
  request_changes: ["submitted"],
};

/** Whether a request in `status` allows `action` (who may act is the API's concern). */
export function canRequest(action: RequestAction, status: RequestStatus): boolean {
  return allowedFrom[action].includes(status);
}

/** The status an allowed action leads to. */
export function requestStatusAfter(action: Exclude<RequestAction, "edit">): RequestStatus {
  switch (action) {
    case "submit":
      return "submitted";
    case "approve":
      return "approved";
    case "reject":
      return "rejected";
    case "request_changes":
      return "changes_requested";
  }
}

/** A rejected request no longer counts: the organization may start a new one. */
export function isActiveRequest(status: RequestStatus): boolean {
  return status !== "rejected";
}

/** A hold that is past its time is as good as expired, whether or not the sweep has run. */
export function effectiveReservationStatus(
  reservation: { status: ReservationStatus; expires_at: string | Date | null },
  now: Date,
): ReservationStatus {
  if (reservation.status !== "held" || reservation.expires_at === null) return reservation.status;
  return new Date(reservation.expires_at).getTime() <= now.getTime() ? "expired" : "held";
}

export function holdExpiresAt(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000);
}

/** Whether holding `boothArea` more keeps the organization within its approved area. */
export function fitsApprovedArea(approvedArea: number, heldArea: number, boothArea: number) {
  return heldArea + boothArea <= approvedArea;
}

/** A booth's price in halalas: per m² times its area, or fixed. */
export function boothPrice(booth: {
  price_mode: PriceMode;
  price_halalas: number;
  area_square_metres: number;
}): number {
  return booth.price_mode === "fixed"
    ? booth.price_halalas
    : booth.price_halalas * booth.area_square_metres;
}

export interface PlanRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two booths on one plan overlap (touching edges do not). */
export function rectsOverlap(a: PlanRect, b: PlanRect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

// ——— inputs ———

const DateSchema = v.pipe(
  v.string("required"),
  v.transform(normalizeDigits),
  v.trim(),
  v.nonEmpty("required"),
  v.isoDate("invalid_date"),
  v.check(isCalendarDate, "invalid_date"),
);

/** Whole numbers, also from text with Arabic-Indic digits (forms and csv cells). */
const wholeNumber = (min: number, max: number) => wholeNumberSchema(min, max);

const optionalText = (max: number) =>
  v.optional(v.pipe(v.string("invalid"), v.transform(cleanText), v.maxLength(max, "too_long")), "");

const optionalCoordinate = (limit: number) =>
  v.optional(
    v.nullable(
      v.pipe(v.number("numeric"), v.minValue(-limit, "invalid"), v.maxValue(limit, "invalid")),
    ),
    null,
  );

/**
 * Two dates in order; compared only when both are calendar days, so a wrong date has its own
 * error and does not put a false "date order" on the other field.
 */
function inOrder(earlier: string, later: string): boolean {
  return !isCalendarDate(earlier) || !isCalendarDate(later) || earlier <= later;
}

/** An event as the administration writes it; the dates must follow each other. */
export const EventInputSchema = v.pipe(
  v.object({
    name_ar: bilingualName("ar", 200),
    name_en: bilingualName("en", 200),
    venue_ar: bilingualName("ar", 200),
    venue_en: bilingualName("en", 200),
    // A street address is optional, but given in both languages or in neither.
    address_ar: v.pipe(optionalText(300), writtenIn("ar")),
    address_en: v.pipe(optionalText(300), writtenIn("en")),
    latitude: optionalCoordinate(90),
    longitude: optionalCoordinate(180),
    registration_opens_on: DateSchema,
    registration_closes_on: DateSchema,
    shipping_starts_on: DateSchema,
    opens_on: DateSchema,
    ends_on: DateSchema,
  }),
  v.forward(
    v.partialCheck(
      [["address_ar"], ["address_en"]],
      (input) => input.address_ar !== "" || input.address_en === "",
      "required",
    ),
    ["address_ar"],
  ),
  v.forward(
    v.partialCheck(
      [["address_ar"], ["address_en"]],
      (input) => input.address_en !== "" || input.address_ar === "",
      "required",
    ),
    ["address_en"],
  ),
  // A pin is both coordinates or none: half of one places the venue nowhere.
  v.forward(
    v.partialCheck(
      [["latitude"], ["longitude"]],
      (input) => input.latitude !== null || input.longitude === null,
      "required",
    ),
    ["latitude"],
  ),
  v.forward(
    v.partialCheck(
      [["latitude"], ["longitude"]],
      (input) => input.longitude !== null || input.latitude === null,
      "required",
    ),
    ["longitude"],
  ),
  v.forward(
    v.partialCheck(
      [["registration_opens_on"], ["registration_closes_on"]],
      (input) => inOrder(input.registration_opens_on, input.registration_closes_on),
      "date_order",
    ),
    ["registration_closes_on"],
  ),
  v.forward(
    v.partialCheck(
      [["shipping_starts_on"], ["opens_on"]],
      (input) => inOrder(input.shipping_starts_on, input.opens_on),
      "date_order",
    ),
    ["shipping_starts_on"],
  ),
  v.forward(
    v.partialCheck(
      [["registration_closes_on"], ["opens_on"]],
      (input) => inOrder(input.registration_closes_on, input.opens_on),
      "date_order",
    ),
    ["opens_on"],
  ),
  v.forward(
    v.partialCheck(
      [["opens_on"], ["ends_on"]],
      (input) => inOrder(input.opens_on, input.ends_on),
      "date_order",
    ),
    ["ends_on"],
  ),
);
export type EventInput = v.InferOutput<typeof EventInputSchema>;

export const ZoneInputSchema = v.object({
  code: v.pipe(requiredName(20), v.toUpperCase()),
  name_ar: bilingualName("ar", 120),
  name_en: bilingualName("en", 120),
  plan_width: wholeNumber(4, PLAN_MAX_CELLS),
  plan_height: wholeNumber(4, PLAN_MAX_CELLS),
});
export type ZoneInput = v.InferOutput<typeof ZoneInputSchema>;

export const BoothInputSchema = v.object({
  code: v.pipe(requiredName(20), v.toUpperCase()),
  type: v.picklist(BOOTH_TYPES, "unknown_option"),
  area_square_metres: wholeNumber(1, 10_000),
  price_mode: v.picklist(PRICE_MODES, "unknown_option"),
  /** Per m² or the whole booth, in halalas. */
  price_halalas: wholeNumber(0, 1_000_000_000),
  x: wholeNumber(0, PLAN_MAX_CELLS - 1),
  y: wholeNumber(0, PLAN_MAX_CELLS - 1),
  width: wholeNumber(1, PLAN_MAX_CELLS),
  height: wholeNumber(1, PLAN_MAX_CELLS),
  status: v.optional(v.picklist(BOOTH_STATUSES, "unknown_option"), "available"),
});
export type BoothInput = v.InferOutput<typeof BoothInputSchema>;

/** A whole zone's layout at once (the floor-plan editor saves this). */
export const BoothLayoutInputSchema = v.object({
  booths: v.pipe(
    v.array(v.object({ id: v.optional(IdSchema), ...BoothInputSchema.entries }), "invalid"),
    v.maxLength(BOOTH_IMPORT_MAX_ROWS, "too_long"),
  ),
});
export type BoothLayoutInput = v.InferOutput<typeof BoothLayoutInputSchema>;

/** The longest notes of a participation request, a request's decision reason and a message. */
export const REQUEST_NOTES_MAX_LENGTH = 2000;
export const REQUEST_REASON_MAX_LENGTH = 1000;
export const MESSAGE_MAX_LENGTH = 4000;

export const RequestInputSchema = v.object({
  event_id: IdSchema,
  requested_area: wholeNumber(1, 10_000),
  booth_type: v.picklist(BOOTH_TYPES, "unknown_option"),
  titles_count: wholeNumber(0, 100_000),
  notes: optionalText(REQUEST_NOTES_MAX_LENGTH),
});
export type RequestInput = v.InferOutput<typeof RequestInputSchema>;
export const RequestUpdateSchema = v.object({
  requested_area: RequestInputSchema.entries.requested_area,
  booth_type: RequestInputSchema.entries.booth_type,
  titles_count: RequestInputSchema.entries.titles_count,
  notes: RequestInputSchema.entries.notes,
});
export type RequestUpdate = v.InferOutput<typeof RequestUpdateSchema>;

/** The administration's decision on a submitted request. */
export const RequestDecisionSchema = v.pipe(
  v.object({
    decision: v.picklist(["approve", "reject", "request_changes"], "unknown_option"),
    approved_area: v.optional(v.nullable(wholeNumber(1, 10_000)), null),
    reason: optionalText(REQUEST_REASON_MAX_LENGTH),
  }),
  v.forward(
    v.partialCheck(
      [["decision"], ["approved_area"]],
      (input) => input.decision !== "approve" || input.approved_area !== null,
      "required",
    ),
    ["approved_area"],
  ),
  v.forward(
    v.partialCheck(
      [["decision"], ["reason"]],
      (input) => input.decision === "approve" || input.reason !== "",
      "required",
    ),
    ["reason"],
  ),
);
export type RequestDecision = v.InferOutput<typeof RequestDecisionSchema>;

export const MessageInputSchema = v.object({ body: requiredName(MESSAGE_MAX_LENGTH) });

export const HoldInputSchema = v.object({ booth_id: IdSchema });

// ——— answers ———

export const EventSchema = v.object({
  id: v.string(),
  name: BilingualSchema,
  venue: BilingualSchema,
  /** Both texts blank when the event has no street address. */
  address: BilingualSchema,
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  registration_opens_on: v.string(),
  registration_closes_on: v.string(),
  shipping_starts_on: v.string(),
  opens_on: v.string(),
  ends_on: v.string(),
  is_registration_open: v.boolean(),
});
export type FairEvent = v.InferOutput<typeof EventSchema>;

export const EventListSchema = v.object({ events: v.array(EventSchema), meta: PageMetaSchema });

export const ZoneSchema = v.object({
  id: v.string(),
  event_id: v.string(),
  code: v.string(),
  name: BilingualSchema,
  plan_width: v.number(),
  plan_height: v.number(),
});
export type Zone = v.InferOutput<typeof ZoneSchema>;

export const PlanBoothSchema = v.object({
  id: v.string(),
  zone_id: v.string(),
  code: v.string(),
  type: v.picklist(BOOTH_TYPES),
  area_square_metres: v.number(),
  price_mode: v.picklist(PRICE_MODES),
  price_halalas: v.number(),
  /** What the booth costs in all (halalas). */
  total_halalas: v.number(),
  x: v.number(),
  y: v.number(),
  width: v.number(),
  height: v.number(),
  status: v.picklist(BOOTH_STATUSES),
  state: v.picklist(PLAN_STATES),
  /** Whether the caller's organization holds or has confirmed it. */
  is_mine: v.boolean(),
  /** Admin only: who holds or has it, and until when a hold lasts. */
  holder: v.optional(
    v.nullable(
      v.object({
        reservation_id: v.string(),
        organization_id: v.string(),
        organization_name: v.string(),
        expires_at: v.nullable(v.string()),
      }),
    ),
  ),
});
export type PlanBooth = v.InferOutput<typeof PlanBoothSchema>;

export const FloorPlanSchema = v.object({
  event: EventSchema,
  zones: v.array(v.object({ ...ZoneSchema.entries, booths: v.array(PlanBoothSchema) })),
});
export type FloorPlanData = v.InferOutput<typeof FloorPlanSchema>;

/** One booth's new state, as the live plan's stream sends it. */
export const BoothChangeSchema = v.object({
  booth_id: v.string(),
  state: v.picklist(PLAN_STATES),
  organization_id: v.nullable(v.string()),
});
export type BoothChange = v.InferOutput<typeof BoothChangeSchema>;

export const ParticipationRequestSchema = v.object({
  id: v.string(),
  organization_id: v.string(),
  organization_name: v.string(),
  event: v.object({ id: v.string(), name: BilingualSchema }),
  status: v.picklist(REQUEST_STATUSES),
  requested_area: v.number(),
  booth_type: v.picklist(BOOTH_TYPES),
  titles_count: v.number(),
  notes: v.string(),
  approved_area: v.nullable(v.number()),
  reason: v.nullable(v.string()),
  unread_messages: v.number(),
  submitted_at: v.nullable(v.string()),
  decided_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type ParticipationRequest = v.InferOutput<typeof ParticipationRequestSchema>;

export const RequestListSchema = v.object({
  requests: v.array(ParticipationRequestSchema),
  meta: v.object({ ...PageMetaSchema.entries, unread: v.number() }),
});

export const RequestCountsSchema = v.object({
  submitted: v.number(),
  approved: v.number(),
  rejected: v.number(),
  changes_requested: v.number(),
  draft: v.number(),
});

export const AdminRequestListSchema = v.object({
  requests: v.array(ParticipationRequestSchema),
  meta: PageMetaSchema,
  counts: RequestCountsSchema,
});

export const AdminRequestFilterSchema = v.object({
  status: v.optional(v.picklist(REQUEST_STATUSES)),
  event_id: v.optional(IdSchema),
});

export const TimelineEntrySchema = v.object({
  id: v.string(),
  from_status: v.nullable(v.string()),
  to_status: v.string(),
  actor: ActorSchema,
  reason: v.nullable(v.string()),
  created_at: v.string(),
});
export type TimelineEntry = v.InferOutput<typeof TimelineEntrySchema>;

export const RequestMessageSchema = v.object({
  id: v.string(),
  body: v.string(),
  author: ActorSchema,
  is_mine: v.boolean(),
  created_at: v.string(),
});
export type RequestMessage = v.InferOutput<typeof RequestMessageSchema>;

export const RequestDetailSchema = v.object({
  request: ParticipationRequestSchema,
  timeline: v.array(TimelineEntrySchema),
  messages: v.array(RequestMessageSchema),
});
export type RequestDetail = v.InferOutput<typeof RequestDetailSchema>;

export const ReservationSchema = v.object({
  id: v.string(),
  booth_id: v.string(),
  booth_code: v.string(),
  zone_code: v.string(),
  area_square_metres: v.number(),
  total_halalas: v.number(),
  organization_id: v.string(),
  organization_name: v.string(),
  status: v.picklist(RESERVATION_STATUSES),
  expires_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type Reservation = v.InferOutput<typeof ReservationSchema>;

/** An event the organization has an approved request for: a choice of /reservation's event. */
export const ApprovedEventSchema = v.object({
  id: v.string(),
  name: BilingualSchema,
  opens_on: v.string(),
  ends_on: v.string(),
});
export type ApprovedEvent = v.InferOutput<typeof ApprovedEventSchema>;

/** `/reservation`: the caller's approved request, the plan and their reservations. */
export const MyReservationSchema = v.object({
  /** Every event the organization has an approved request for, in the order they open. */
  events: v.array(ApprovedEventSchema),
  /**
   * Null when the organization has no approved request for the event asked for. Without
   * `event_id`, the nearest of `events` (`nearestEvent`).
   */
  request_id: v.nullable(v.string()),
  event_id: v.nullable(v.string()),
  approved_area: v.number(),
  reservations: v.array(ReservationSchema),
  held_area: v.number(),
});
export type MyReservation = v.InferOutput<typeof MyReservationSchema>;

export const ReservationListSchema = v.object({
  reservations: v.array(ReservationSchema),
  meta: PageMetaSchema,
});
