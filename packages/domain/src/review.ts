import * as v from "valibot";
import { ActorSchema } from "./user.ts";
import { BilingualSchema } from "./bilingual.ts";
import { BOOK_STATUSES, BookFilterSchema, BookSchema } from "./book.ts";
import { BookCountsSchema, ORGANIZATION_STATUSES, OrganizationSchema } from "./organization.ts";
import { PageMetaSchema } from "./pagination.ts";
import { cleanText } from "./text.ts";
import { IdSchema } from "./validation.ts";

/** The longest reason a decision keeps; the decision dialogs count toward it as it is typed. */
export const DECISION_REASON_MAX_LENGTH = 1000;

/** A decision by the administration; a rejection always says why. */
export const DecisionInputSchema = v.pipe(
  v.object({
    decision: v.picklist(["approve", "reject"], "unknown_option"),
    reason: v.optional(
      v.pipe(
        v.string("invalid"),
        v.transform(cleanText),
        v.maxLength(DECISION_REASON_MAX_LENGTH, "too_long"),
      ),
      "",
    ),
  }),
  v.forward(
    v.partialCheck(
      [["decision"], ["reason"]],
      (input) => input.decision === "approve" || input.reason !== "",
      "required",
    ),
    ["reason"],
  ),
);
export type DecisionInput = v.InferOutput<typeof DecisionInputSchema>;

export const MAX_BULK_DECISION = 100;

export const BookDecisionInputSchema = v.pipe(
  v.object({
    ids: v.pipe(
      v.array(IdSchema, "required"),
      v.minLength(1, "required"),
      v.maxLength(MAX_BULK_DECISION, "too_long"),
    ),
    decision: v.picklist(["approve", "reject"], "unknown_option"),
    reason: v.optional(
      v.pipe(
        v.string("invalid"),
        v.transform(cleanText),
        v.maxLength(DECISION_REASON_MAX_LENGTH, "too_long"),
      ),
      "",
    ),
  }),
  v.forward(
    v.partialCheck(
      [["decision"], ["reason"]],
      (input) => input.decision === "approve" || input.reason !== "",
      "required",
    ),
    ["reason"],
  ),
);
export type BookDecisionInput = v.InferOutput<typeof BookDecisionInputSchema>;

export const AUDIT_ENTITIES = [
  "organization",
  "book",
  "user",
  "participation_request",
  "booth_reservation",
  "parcel",
  "invoice",
  "badge",
  "badge_allowance",
  "guide",
  // entity_id is the event's; the label names it. A rule changed, or a house's exception.
  "fair_rules",
] as const;

/** One status change: who, when, from, to and why (DESIGN.md, audit log). */
export const AuditEntrySchema = v.object({
  id: v.string(),
  entity_type: v.picklist(AUDIT_ENTITIES),
  entity_id: v.string(),
  /**
   * What the change concerns, named as it was then (an organization's name, a book's title, a
   * booth's code, a request's event): in both languages, the same text in both unless the
   * administration names it in each.
   */
  entity_label: BilingualSchema,
  /** Null for a change to an account, which belongs to no organization. */
  organization_id: v.nullable(v.string()),
  /** A booth reservation's event, for the link to it (reservations are listed per event). */
  event_id: v.nullable(v.string()),
  actor: ActorSchema,
  from_status: v.nullable(v.string()),
  to_status: v.string(),
  reason: v.nullable(v.string()),
  created_at: v.string(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const AuditResultSchema = v.object({
  entries: v.array(AuditEntrySchema),
  meta: PageMetaSchema,
});

export const NOTIFICATION_KINDS = [
  "organization_approved",
  "organization_rejected",
  "books_approved",
  "books_rejected",
  "invitation_received",
  "request_approved",
  "request_rejected",
  "request_changes_requested",
  "request_message",
  "parcels_moved",
  "invoice_paid",
  "invoice_rejected",
  "bank_account_changed",
  /** The fair's rules changed (issue 32) and the house now breaks `count` of them. */
  "rules_breached",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * An in-app notification. The text is written by the client in the reader's language from the
 * kind and its params (`count`, `reason`, `organization_name`, `title`).
 */
export const NotificationSchema = v.object({
  id: v.string(),
  kind: v.picklist(NOTIFICATION_KINDS),
  params: v.object({
    count: v.optional(v.number()),
    reason: v.optional(v.string()),
    organization_name: v.optional(v.string()),
    title: v.optional(v.string()),
    request_id: v.optional(v.string()),
    /** request_approved: the event whose booths can now be reserved. */
    event_id: v.optional(v.string()),
    /** invoice_paid, invoice_rejected: the invoice, opened from the notification. */
    invoice_id: v.optional(v.string()),
    event_name: v.optional(BilingualSchema),
    /** parcels_moved: the status they reached and, for one parcel, its number. */
    status: v.optional(v.string()),
    number: v.optional(v.string()),
  }),
  read_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

export const NotificationsResultSchema = v.object({
  notifications: v.array(NotificationSchema),
  meta: v.object({ ...PageMetaSchema.entries, unread: v.number() }),
});

/** Admin: the counts on each review queue. */
export const AdminSummarySchema = v.object({
  organizations_pending: v.number(),
  books_pending: v.number(),
});

export const AdminOrganizationItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  commercial_name: v.string(),
  status: v.picklist(ORGANIZATION_STATUSES),
  owner: v.object({ name: v.string(), email: v.string() }),
  books_pending: v.number(),
  submitted_at: v.nullable(v.string()),
});
export type AdminOrganizationItem = v.InferOutput<typeof AdminOrganizationItemSchema>;

export const AdminOrganizationListSchema = v.object({
  organizations: v.array(AdminOrganizationItemSchema),
  meta: PageMetaSchema,
});

export const AdminOrganizationDetailSchema = v.object({
  organization: OrganizationSchema,
  owner: v.object({
    id: v.string(),
    name: v.string(),
    email: v.string(),
    has_identity_document: v.boolean(),
  }),
  books: BookCountsSchema,
});

export const AdminBookItemSchema = v.object({
  ...BookSchema.entries,
  organization_name: v.string(),
});
export type AdminBookItem = v.InferOutput<typeof AdminBookItemSchema>;

export const AdminBookListSchema = v.object({
  books: v.array(AdminBookItemSchema),
  meta: PageMetaSchema,
});

export const AdminBookFilterSchema = v.object({
  ...BookFilterSchema.entries,
  organization_id: v.optional(IdSchema),
  /** The titles of the houses approved for this event (the dashboard's titles tile). */
  event_id: v.optional(IdSchema),
});

/** The publishing houses with books in the queue, for its organization filter. */
export const BookQueueOrganizationsSchema = v.object({
  organizations: v.array(v.object({ id: v.string(), name: v.string(), books: v.number() })),
});
export type BookQueueOrganization = v.InferOutput<
  typeof BookQueueOrganizationsSchema
>["organizations"][number];

/** Most books one "all matching the filter" decision may change; a bigger set is narrowed first. */
export const MAX_MATCHING_DECISION = 1000;

/**
 * A decision about every book matching the queue's filter. The status filter is required, so
 * every matching book changes; `count` is the number the administrator confirmed: if another
 * number matches when the decision is made, the list changed meanwhile and nothing is decided.
 */
export const MatchingBookDecisionInputSchema = v.pipe(
  v.object({
    status: v.picklist(BOOK_STATUSES, "required"),
    organization_id: v.optional(IdSchema),
    event_id: v.optional(IdSchema),
    q: v.optional(v.pipe(v.string("invalid"), v.trim(), v.maxLength(200, "too_long"))),
    count: v.pipe(
      v.number("invalid"),
      v.integer("invalid"),
      v.minValue(1, "invalid"),
      v.maxValue(MAX_MATCHING_DECISION, "too_long"),
    ),
    decision: v.picklist(["approve", "reject"], "unknown_option"),
    reason: v.optional(
      v.pipe(
        v.string("invalid"),
        v.transform(cleanText),
        v.maxLength(DECISION_REASON_MAX_LENGTH, "too_long"),
      ),
      "",
    ),
  }),
  v.forward(
    v.partialCheck(
      [["decision"], ["reason"]],
      (input) => input.decision === "approve" || input.reason !== "",
      "required",
    ),
    ["reason"],
  ),
  v.forward(
    v.partialCheck(
      [["decision"], ["status"]],
      // Approving approved books (or rejecting rejected ones) would change nothing.
      (input) => input.status !== (input.decision === "approve" ? "approved" : "rejected"),
      "invalid",
    ),
    ["status"],
  ),
);
export type MatchingBookDecisionInput = v.InferOutput<typeof MatchingBookDecisionInputSchema>;
