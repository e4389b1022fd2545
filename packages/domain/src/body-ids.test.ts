import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { codesOf } from "../test/issue-codes.ts";
import { AllowanceInputSchema, BadgeInputSchema } from "./badges.ts";
import { ContactAssignInputSchema } from "./contact.ts";
import { IssueInvoiceInputSchema } from "./payments.ts";

// Every id a client sends in a body is read with the one IdSchema (ARCHITECTURE.md, boundary
// rules): a UUID passes as sent, anything else is the field's "invalid", whatever the schema.

const ID = "0b7c3d9e-5f1a-4c2b-9d8e-7a6b5c4d3e2f";
const MALFORMED = ["not-an-id", "", "0b7c3d9e5f1a4c2b9d8e7a6b5c4d3e2f", " ", 42];

const bodies = {
  "IssueInvoiceInputSchema.reservation_id": {
    schema: IssueInvoiceInputSchema,
    field: "reservation_id",
    valid: { reservation_id: ID },
  },
  "BadgeInputSchema.event_id": {
    schema: BadgeInputSchema,
    field: "event_id",
    valid: { event_id: ID, member_user_id: ID, printed_name: "هدى الحربي", role: "staff" },
  },
  "BadgeInputSchema.member_user_id": {
    schema: BadgeInputSchema,
    field: "member_user_id",
    valid: { event_id: ID, member_user_id: ID, printed_name: "هدى الحربي", role: "staff" },
  },
  "AllowanceInputSchema.organization_id": {
    schema: AllowanceInputSchema,
    field: "organization_id",
    valid: { organization_id: ID, event_id: ID, allowance: 6 },
  },
  "AllowanceInputSchema.event_id": {
    schema: AllowanceInputSchema,
    field: "event_id",
    valid: { organization_id: ID, event_id: ID, allowance: 6 },
  },
  "ContactAssignInputSchema.user_id": {
    schema: ContactAssignInputSchema,
    field: "user_id",
    valid: { user_id: ID },
  },
} satisfies Record<string, { schema: v.GenericSchema; field: string; valid: object }>;

describe.each(Object.entries(bodies))("%s", (_name, { schema, field, valid }) => {
  test("a UUID passes as sent", () => {
    const parsed = v.parse(schema, valid) as Record<string, unknown>;
    expect(parsed[field]).toBe(ID);
  });

  test.each(MALFORMED)("%j is the field's 'invalid'", (value) => {
    // The empty string is "no member" for a badge: the one value its field accepts besides ids.
    if (field === "member_user_id" && value === "") return;
    expect(codesOf(schema, { ...valid, [field]: value })).toEqual({ [field]: ["invalid"] });
  });
});

test("a badge without a member, and an inbox message unassigned, are still accepted", () => {
  expect(
    v.parse(BadgeInputSchema, { ...bodies["BadgeInputSchema.event_id"].valid, member_user_id: "" })
      .member_user_id,
  ).toBe("");
  expect(v.parse(ContactAssignInputSchema, { user_id: null }).user_id).toBeNull();
});
