import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { codesOf } from "../test/issue-codes.ts";
import { book, organization } from "../test/samples.ts";
import {
  AdminBookFilterSchema,
  AdminBookListSchema,
  AdminOrganizationDetailSchema,
  AdminOrganizationListSchema,
  AdminSummarySchema,
  AuditResultSchema,
  BookDecisionInputSchema,
  DecisionInputSchema,
  MAX_BULK_DECISION,
  MAX_MATCHING_DECISION,
  MatchingBookDecisionInputSchema,
  NotificationsResultSchema,
} from "./review.ts";

const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;
const meta = { page: 1, per_page: 20, total: 1, pages: 1 };

describe("DecisionInputSchema", () => {
  it("approves without a reason", () => {
    expect(v.parse(DecisionInputSchema, { decision: "approve" })).toEqual({
      decision: "approve",
      reason: "",
    });
  });

  it("rejects with a reason, cleaned of invisible controls and extra spaces", () => {
    expect(
      v.parse(DecisionInputSchema, { decision: "reject", reason: " \u200fالسجل   منتهي " }),
    ).toEqual({
      decision: "reject",
      reason: "السجل منتهي",
    });
  });

  it.each([
    [{ decision: "reject" }, { reason: ["required"] }],
    [{ decision: "reject", reason: "   " }, { reason: ["required"] }],
    [{ decision: "reject", reason: "\u200f\u202b" }, { reason: ["required"] }],
    [{ decision: "reject", reason: "x".repeat(1001) }, { reason: ["too_long"] }],
    [{ decision: "approve", reason: 5 }, { reason: ["invalid"] }],
    [{ decision: "maybe" }, { decision: ["unknown_option"] }],
    [{}, { decision: ["required"] }],
  ])("reports %j", (input, errors) => {
    expect(codesOf(DecisionInputSchema, input)).toEqual(errors);
  });

  it("takes a reason of 1000 characters", () => {
    expect(codesOf(DecisionInputSchema, { decision: "reject", reason: "x".repeat(1000) })).toEqual(
      {},
    );
  });
});

describe("BookDecisionInputSchema", () => {
  it("decides up to 100 books at once", () => {
    const ids = Array.from({ length: MAX_BULK_DECISION }, (_, index) => uuid(index));
    expect(MAX_BULK_DECISION).toBe(100);
    expect(v.parse(BookDecisionInputSchema, { ids, decision: "approve" })).toEqual({
      ids,
      decision: "approve",
      reason: "",
    });
    expect(
      v.parse(BookDecisionInputSchema, { ids: [uuid(1)], decision: "reject", reason: " مكرر " }),
    ).toEqual({
      ids: [uuid(1)],
      decision: "reject",
      reason: "مكرر",
    });
  });

  it.each([
    [{ ids: [], decision: "approve" }, { ids: ["required"] }],
    [{ decision: "approve" }, { ids: ["required"] }],
    [{ ids: uuid(1), decision: "approve" }, { ids: ["required"] }],
    [
      { ids: Array.from({ length: 101 }, (_, index) => uuid(index)), decision: "approve" },
      { ids: ["too_long"] },
    ],
    [{ ids: [uuid(1), "42"], decision: "approve" }, { "ids.1": ["invalid"] }],
    [{ ids: [uuid(1), 42], decision: "approve" }, { "ids.1": ["invalid"] }],
    [{ ids: [uuid(1)], decision: "reject" }, { reason: ["required"] }],
    [{ decision: "reject" }, { ids: ["required"], reason: ["required"] }],
    [{ ids: [uuid(1)], decision: "reject", reason: " \u200e " }, { reason: ["required"] }],
    [{ ids: [uuid(1)], decision: "reject", reason: "x".repeat(1001) }, { reason: ["too_long"] }],
    [{ ids: [uuid(1)], decision: "approve", reason: false }, { reason: ["invalid"] }],
    [{ ids: [uuid(1)], decision: "ok" }, { decision: ["unknown_option"] }],
  ])("reports %j", (input, errors) => {
    expect(codesOf(BookDecisionInputSchema, input)).toEqual(errors);
  });
});

describe("answers of the review console", () => {
  it("reads the audit log whole", () => {
    const answer = {
      entries: [
        {
          id: "a1",
          entity_type: "organization",
          entity_id: organization.id,
          entity_label: { ar: organization.name, en: organization.name },
          organization_id: organization.id,
          event_id: null,
          actor: { name: "Admin", role: "admin", deleted: false },
          from_status: "pending",
          to_status: "rejected",
          reason: "السجل منتهي",
          created_at: "2026-11-21T09:00:00.000Z",
        },
        {
          id: "a2",
          entity_type: "book",
          entity_id: book.id,
          entity_label: { ar: book.title, en: book.title },
          organization_id: organization.id,
          event_id: null,
          actor: { name: "هدى الشمري", role: "exhibitor", deleted: false },
          from_status: null,
          to_status: "pending",
          reason: null,
          created_at: "2026-11-20T09:00:00.000Z",
        },
      ],
      meta,
    };
    expect(v.parse(AuditResultSchema, answer)).toEqual(answer);
    const unknownEntity = { ...answer, entries: [{ ...answer.entries[0], entity_type: "event" }] };
    expect(v.safeParse(AuditResultSchema, unknownEntity).success).toBe(false);
    // A change to an account belongs to no organization.
    const account = {
      ...answer,
      entries: [{ ...answer.entries[0], entity_type: "user", organization_id: null }],
    };
    expect(v.parse(AuditResultSchema, account)).toEqual(account);
    const unknownRole = {
      ...answer,
      entries: [{ ...answer.entries[0], actor: { name: "x", role: "staff" } }],
    };
    expect(v.safeParse(AuditResultSchema, unknownRole).success).toBe(false);
  });

  it("reads notifications of every kind whole", () => {
    const kinds = [
      "organization_approved",
      "organization_rejected",
      "books_approved",
      "books_rejected",
      "invitation_received",
    ];
    const answer = {
      notifications: kinds.map((kind, index) => ({
        id: `n${index}`,
        kind,
        params: {
          count: 2,
          reason: "مكرر",
          organization_name: organization.name,
          title: book.title,
        },
        read_at: index === 0 ? "2026-11-22T09:00:00.000Z" : null,
        created_at: "2026-11-21T09:00:00.000Z",
      })),
      meta: { ...meta, unread: 4 },
    };
    expect(v.parse(NotificationsResultSchema, answer)).toEqual(answer);
    const unknownKind = {
      ...answer,
      notifications: [{ ...answer.notifications[0], kind: "booth_reserved" }],
    };
    expect(v.safeParse(NotificationsResultSchema, unknownKind).success).toBe(false);
    expect(v.safeParse(NotificationsResultSchema, { ...answer, meta }).success).toBe(false);
  });

  it("reads the queues and an organization's detail whole", () => {
    const summary = { organizations_pending: 1, books_pending: 8 };
    expect(v.parse(AdminSummarySchema, summary)).toEqual(summary);

    const list = {
      organizations: [
        {
          id: organization.id,
          name: organization.name,
          commercial_name: organization.commercial_name,
          status: "pending",
          owner: { name: "هدى الشمري", email: "huda@example.sa" },
          books_pending: 8,
          submitted_at: null,
        },
      ],
      meta,
    };
    expect(v.parse(AdminOrganizationListSchema, list)).toEqual(list);

    const detail = {
      organization,
      owner: {
        id: "u1",
        name: "هدى الشمري",
        email: "huda@example.sa",
        has_identity_document: true,
      },
      books: { pending: 8, approved: 0, rejected: 0 },
    };
    expect(v.parse(AdminOrganizationDetailSchema, detail)).toEqual(detail);

    const books = { books: [{ ...book, organization_name: organization.name }], meta };
    expect(v.parse(AdminBookListSchema, books)).toEqual(books);
    expect(v.safeParse(AdminBookListSchema, { books: [book], meta }).success).toBe(false);
  });
});

describe("AdminBookFilterSchema", () => {
  it("filters by status, text and organization", () => {
    const filter = { status: "pending", q: "الأيام", organization_id: organization.id };
    expect(v.parse(AdminBookFilterSchema, filter)).toEqual(filter);
    expect(v.parse(AdminBookFilterSchema, {})).toEqual({});
  });

  it("refuses an organization id that is not a UUID", () => {
    expect(v.safeParse(AdminBookFilterSchema, { organization_id: "42" }).success).toBe(false);
  });
});

describe("MatchingBookDecisionInputSchema", () => {
  it("decides every book of a status filter, narrowed by organization and search", () => {
    expect(
      v.parse(MatchingBookDecisionInputSchema, {
        status: "pending",
        organization_id: uuid(1),
        q: " رواية ",
        count: MAX_MATCHING_DECISION,
        decision: "approve",
      }),
    ).toEqual({
      status: "pending",
      organization_id: uuid(1),
      q: "رواية",
      count: 1000,
      decision: "approve",
      reason: "",
    });
  });

  it.each([
    [{ count: 3, decision: "approve" }, { status: ["required"] }],
    [{ status: "pending", count: 0, decision: "approve" }, { count: ["invalid"] }],
    [{ status: "pending", count: 1001, decision: "approve" }, { count: ["too_long"] }],
    [{ status: "pending", count: 2, decision: "reject" }, { reason: ["required"] }],
    [{ status: "approved", count: 2, decision: "approve" }, { status: ["invalid"] }],
  ])("reports %j", (input, errors) => {
    expect(codesOf(MatchingBookDecisionInputSchema, input)).toEqual(errors);
  });
});
