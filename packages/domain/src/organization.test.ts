import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { codesOf } from "../test/issue-codes.ts";
import { organization } from "../test/samples.ts";
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  FIELDS_EDITABLE_AFTER_APPROVAL,
  InvitationInputSchema,
  MembersResultSchema,
  ORGANIZATION_DOCUMENTS,
  OrganizationsResultSchema,
  isFullyEditable,
} from "./organization.ts";

const meta = {
  status: "approved",
  role: "manager",
  books: { pending: 2, approved: 14, rejected: 1 },
  members: 3,
  editable: "documents_and_expiry",
  pipeline: { is_open: false, complete_data: false, labels: false, shipper: false },
  data_completed: false,
  locations_completed: false,
  shippers_completed: false,
};

describe("isFullyEditable", () => {
  it.each([
    ["draft", true],
    ["rejected", true],
    ["pending", false],
    ["approved", false],
  ] as const)("%s: %s", (status, editable) => {
    expect(isFullyEditable(status)).toBe(editable);
  });
});

describe("OrganizationsResultSchema", () => {
  it("reads an answer whole", () => {
    const answer = { organization, meta };
    expect(v.parse(OrganizationsResultSchema, answer)).toEqual(answer);
  });

  it("reads the answer of a caller without an organization", () => {
    const answer = {
      organization: null,
      meta: { ...meta, status: null, role: null, members: 0, editable: "none" },
    };
    expect(v.parse(OrganizationsResultSchema, answer)).toEqual(answer);
  });

  it.each(["draft", "pending", "approved", "rejected"])("reads the status %s", (status) => {
    const answer = { organization: { ...organization, status }, meta: { ...meta, status } };
    expect(v.parse(OrganizationsResultSchema, answer)).toEqual(answer);
  });

  it.each(["all", "documents_and_expiry", "none"])("reads what is editable: %s", (editable) => {
    expect(
      v.parse(OrganizationsResultSchema, { organization, meta: { ...meta, editable } }).meta
        .editable,
    ).toBe(editable);
  });

  it.each([
    ["an unknown status", { organization: { ...organization, status: "archived" }, meta }],
    ["an unknown status in meta", { organization, meta: { ...meta, status: "archived" } }],
    ["an unknown role", { organization, meta: { ...meta, role: "owner" } }],
    ["an unknown editable", { organization, meta: { ...meta, editable: "some" } }],
    [
      "a document flag that is not a boolean",
      { organization: { ...organization, documents: { logo: 1 } }, meta },
    ],
    [
      "a missing book count",
      { organization, meta: { ...meta, books: { pending: 1, approved: 1 } } },
    ],
  ])("refuses %s", (_name, answer) => {
    expect(v.safeParse(OrganizationsResultSchema, answer).success).toBe(false);
  });
});

describe("MembersResultSchema", () => {
  it("reads members and invitations whole", () => {
    const answer = {
      members: [
        {
          user_id: "u1",
          first_name: "هدى",
          last_name: "الشمري",
          email: "huda@example.sa",
          role: "manager",
          joined_at: "2026-11-19T09:00:00.000Z",
        },
        {
          user_id: "u2",
          first_name: "Sami",
          last_name: "Ali",
          email: "sami@example.sa",
          role: "staff",
          joined_at: "2026-11-20T09:00:00.000Z",
        },
      ],
      invitations: ["pending", "accepted", "declined", "cancelled"].map((status, index) => ({
        id: `i${index}`,
        email: `guest${index}@example.sa`,
        status,
        organization: { id: organization.id, name: organization.name },
        invited_by: "هدى الشمري",
        created_at: "2026-11-21T09:00:00.000Z",
      })),
    };
    expect(v.parse(MembersResultSchema, answer)).toEqual(answer);
  });

  it("refuses an unknown role or invitation status", () => {
    const member = {
      user_id: "u",
      first_name: "a",
      last_name: "b",
      email: "e",
      role: "owner",
      joined_at: "t",
    };
    expect(v.safeParse(MembersResultSchema, { members: [member], invitations: [] }).success).toBe(
      false,
    );
  });
});

describe("InvitationInputSchema", () => {
  it("takes an email address, lower-cased", () => {
    expect(v.parse(InvitationInputSchema, { email: " Sami@Example.SA " })).toEqual({
      email: "sami@example.sa",
    });
    expect(codesOf(InvitationInputSchema, { email: "sami" })).toEqual({ email: ["email"] });
    expect(codesOf(InvitationInputSchema, {})).toEqual({ email: ["required"] });
  });
});

describe("organization constants", () => {
  it("lists the wizard's three documents, PDF or image, of at most 5 MiB", () => {
    expect(ORGANIZATION_DOCUMENTS).toEqual([
      "logo",
      "commercial_registration",
      "publishing_licence",
    ]);
    expect(DOCUMENT_CONTENT_TYPES).toEqual([
      "application/pdf",
      "image/jpeg",
      "image/png",
      "image/webp",
    ]);
    expect(DOCUMENT_MAX_BYTES).toBe(5_242_880);
  });

  it("keeps only the expiry dates editable after approval", () => {
    expect(FIELDS_EDITABLE_AFTER_APPROVAL).toEqual([
      "commercial_registration_expires_on",
      "publishing_licence_expires_on",
    ]);
  });
});
