import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { codesOf, codesOfAsync } from "../test/issue-codes.ts";
import { RegisterInputSchema } from "./account.ts";
import {
  AccountDeletionInputSchema,
  AdminAccountDeletionInputSchema,
  BREACH_NOTICE_HOURS,
  ConsentSchema,
  DocumentAccessSchema,
  NoticeConsentInputSchema,
  ObligationSchema,
  PRIVACY_NOTICE_VERSION,
  PrivacyTermsSchema,
  RETENTION_DEFAULT_DAYS,
  RETENTION_KEYS,
} from "./privacy.ts";
import { PROCESSING_RECORDS, STANDING_RETENTIONS } from "./processing-records.ts";

// Issue 31: the notice's version is agreed to as it is, the deletions ask what they need, and the
// records of processing name only retentions something keeps.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-07T10:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

const signup = {
  email: "huda@example.sa",
  password: "correct-horse-1",
  password_confirmation: "correct-horse-1",
  first_name: "هدى",
  last_name: "الشمري",
  phone: "+966501234567",
  confirm_identity: "1012345672",
  identity_expiration_date: "2031-01-31",
  date_of_birth: "1990-05-01",
  country: "SA",
  city: "SA-RIYADH",
  district: "العليا",
  street: "طريق الملك فهد",
};

describe("the notice's version", () => {
  it("is a calendar date", () => {
    expect(PRIVACY_NOTICE_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("signup takes the current one, none (the spec's form), and refuses any other", async () => {
    const withVersion = await v.parseAsync(RegisterInputSchema, {
      ...signup,
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    });
    expect(withVersion.privacy_notice_version).toBe(PRIVACY_NOTICE_VERSION);
    expect(
      (await v.parseAsync(RegisterInputSchema, signup)).privacy_notice_version,
    ).toBeUndefined();
    expect(
      await codesOfAsync(RegisterInputSchema, { ...signup, privacy_notice_version: "2020-01-01" }),
    ).toEqual({ privacy_notice_version: ["notice_outdated"] });
  });

  it("agreeing later takes only the current one", () => {
    expect(codesOf(NoticeConsentInputSchema, { version: PRIVACY_NOTICE_VERSION })).toEqual({});
    expect(codesOf(NoticeConsentInputSchema, { version: "2020-01-01" })).toEqual({
      version: ["notice_outdated"],
    });
  });
});

describe("deleting an account", () => {
  it("by the person needs the password, as typed", () => {
    expect(v.parse(AccountDeletionInputSchema, { password: " pass word " })).toEqual({
      password: " pass word ",
    });
    expect(codesOf(AccountDeletionInputSchema, { password: "" })).toEqual({
      password: ["required"],
    });
    expect(codesOf(AccountDeletionInputSchema, {})).toEqual({ password: ["required"] });
  });

  it("by the administration needs a reason of at most 500 characters, trimmed", () => {
    expect(v.parse(AdminAccountDeletionInputSchema, { reason: "  Asked by mail  " })).toEqual({
      reason: "Asked by mail",
    });
    expect(codesOf(AdminAccountDeletionInputSchema, { reason: "   " })).toEqual({
      reason: ["required"],
    });
    expect(codesOf(AdminAccountDeletionInputSchema, { reason: "x".repeat(500) })).toEqual({});
    expect(codesOf(AdminAccountDeletionInputSchema, { reason: "x".repeat(501) })).toEqual({
      reason: ["too_long"],
    });
  });
});

describe("the records of processing", () => {
  it("name each kind of data once, with a retention the job or a standing rule keeps", () => {
    const kinds = PROCESSING_RECORDS.map((record) => record.data);
    expect(new Set(kinds).size).toBe(kinds.length);
    const known = new Set<string>([...RETENTION_KEYS, ...STANDING_RETENTIONS]);
    for (const record of PROCESSING_RECORDS) {
      expect(known.has(record.retention), record.data).toBe(true);
      expect(record.audience.length, record.data).toBeGreaterThan(0);
    }
    // Every period the job applies is stated for some kind of data.
    for (const key of RETENTION_KEYS) {
      expect(
        PROCESSING_RECORDS.some((record) => record.retention === key),
        key,
      ).toBe(true);
    }
  });

  it("the terms carry a period for every key, in days", () => {
    expect([...RETENTION_KEYS].sort()).toEqual(Object.keys(RETENTION_DEFAULT_DAYS).sort());
    const terms = {
      notice_version: PRIVACY_NOTICE_VERSION,
      retention_days: RETENTION_DEFAULT_DAYS,
    };
    expect(v.parse(PrivacyTermsSchema, terms)).toEqual(terms);
    const { ended_links: _left, ...partial } = RETENTION_DEFAULT_DAYS;
    expect(v.safeParse(PrivacyTermsSchema, { ...terms, retention_days: partial }).success).toBe(
      false,
    );
  });
});

describe("what the law and the notice fix", () => {
  it("the periods the notice states by default, and the 72 hours of a breach", () => {
    // Decision 085 and the notice: settings may change them, these are what a fair starts with.
    expect(RETENTION_DEFAULT_DAYS).toEqual({
      identity_documents: 180,
      badge_photos: 30,
      unsubmitted_drafts: 365,
      ended_links: 7,
    });
    expect(BREACH_NOTICE_HOURS).toBe(72);
  });
});

describe("the answers", () => {
  it("read a consent, an access and an obligation of each kind, and nothing else", () => {
    for (const kind of ["privacy_notice", "identity_document"]) {
      const consent = { kind, version: PRIVACY_NOTICE_VERSION, given_at: "2026-12-07T10:00:00Z" };
      expect(v.parse(ConsentSchema, consent)).toEqual(consent);
    }
    expect(
      v.safeParse(ConsentSchema, { kind: "marketing", version: "x", given_at: "x" }).success,
    ).toBe(false);
    for (const purpose of ["organization_review", "badge_check", "person_request"]) {
      const line = {
        id: "a",
        accessed_at: "2026-12-07T10:00:00Z",
        kind: "identity_document",
        purpose,
        viewer_name: null,
        viewer_role: "admin",
      };
      expect(v.parse(DocumentAccessSchema, line)).toEqual(line);
    }
    expect(
      v.safeParse(DocumentAccessSchema, {
        id: "a",
        accessed_at: "x",
        kind: "identity_document",
        purpose: "curiosity",
        viewer_name: null,
        viewer_role: "admin",
      }).success,
    ).toBe(false);
    for (const kind of ["held_booth", "unpaid_invoice"]) {
      const obligation = { kind, event_id: "e", event_name: "معرض", reference: "A-1" };
      expect(v.parse(ObligationSchema, obligation)).toEqual(obligation);
    }
    expect(
      v.safeParse(ObligationSchema, {
        kind: "parcel",
        event_id: "e",
        event_name: "x",
        reference: "x",
      }).success,
    ).toBe(false);
  });
});
