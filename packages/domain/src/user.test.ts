import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  AdminUserChangeSchema,
  AdminUserListSchema,
  OutboxListSchema,
  SessionsResultSchema,
  UserSchema,
} from "./user.ts";
import { codesOf } from "../test/issue-codes.ts";

const user = {
  id: "u1",
  email: "huda@example.sa",
  first_name: "هدى",
  last_name: "الشمري",
  role: "exhibitor",
  phone: "+966501234567",
  country: "SA",
  city: "SA-RIYADH",
  district: "العليا",
  street: "طريق الملك فهد",
  date_of_birth: "1990-05-17",
  identity_expiration_date: "2030-01-01",
  identity_type: "national_id",
  identity_country: null,
  confirm_identity_last4: "5672",
  has_personal_image: true,
  has_identity_document: false,
  locale: "ar",
  privacy_notice_version: "2026-12-07",
  created_at: "2026-11-19T09:00:00.000Z",
};

describe("UserSchema", () => {
  it.each(["exhibitor", "admin"])("reads a user whose role is %s whole", (role) => {
    expect(v.parse(UserSchema, { ...user, role })).toEqual({ ...user, role });
  });

  it("reads a passport holder and an account made without an identity", () => {
    const passport = { ...user, identity_type: "passport", identity_country: "EG" };
    expect(v.parse(UserSchema, passport)).toEqual(passport);
    const none = { ...user, identity_type: null, confirm_identity_last4: null };
    expect(v.parse(UserSchema, none)).toEqual(none);
    expect(v.safeParse(UserSchema, { ...user, identity_type: "driving_licence" }).success).toBe(
      false,
    );
    expect(v.safeParse(UserSchema, { ...user, locale: "fr" }).success).toBe(false);
  });

  it("refuses an unknown role", () => {
    expect(v.safeParse(UserSchema, { ...user, role: "manager" }).success).toBe(false);
  });
});

describe("account answers", () => {
  const meta = { page: 1, per_page: 20, total: 1, pages: 1 };

  it("reads the sessions, the accounts and the outbox whole", () => {
    const sessions = {
      sessions: [
        {
          id: "s1",
          browser: "Chrome",
          os: null,
          created_at: "2026-11-19T09:00:00.000Z",
          last_used_at: "2026-11-19T10:00:00.000Z",
          is_current: true,
        },
      ],
    };
    expect(v.parse(SessionsResultSchema, sessions)).toEqual(sessions);
    const users = {
      users: [
        {
          id: "u1",
          email: "huda@example.sa",
          first_name: "هدى",
          last_name: "الشمري",
          role: "admin",
          is_disabled: false,
          organization_name: null,
          created_at: "2026-11-19T09:00:00.000Z",
        },
      ],
      meta,
    };
    expect(v.parse(AdminUserListSchema, users)).toEqual(users);
    const outbox = {
      messages: [
        {
          id: "m1",
          recipient: "huda@example.sa",
          locale: "ar",
          template: "password_reset",
          subject: "إعادة تعيين كلمة المرور في رواق",
          body: null,
          status: "failed",
          error: "550 Mailbox unavailable",
          created_at: "2026-11-19T09:00:00.000Z",
          sent_at: null,
        },
      ],
      meta,
    };
    expect(v.parse(OutboxListSchema, outbox)).toEqual(outbox);
    for (const status of ["stored", "sending", "sent"]) {
      const message = { ...outbox.messages[0], status };
      expect(v.parse(OutboxListSchema, { ...outbox, messages: [message] }).messages[0]).toEqual(
        message,
      );
    }
    const unknownStatus = { ...outbox, messages: [{ ...outbox.messages[0], status: "queued" }] };
    expect(v.safeParse(OutboxListSchema, unknownStatus).success).toBe(false);
  });
});

describe("AdminUserChangeSchema", () => {
  it("takes a role, a disabled flag, or both", () => {
    expect(v.parse(AdminUserChangeSchema, { role: "admin", is_disabled: true })).toEqual({
      role: "admin",
      is_disabled: true,
    });
    expect(v.parse(AdminUserChangeSchema, {})).toEqual({});
  });

  it("reports an unknown role and a flag that is not a boolean", () => {
    expect(codesOf(AdminUserChangeSchema, { role: "owner", is_disabled: "yes" })).toEqual({
      role: ["unknown_option"],
      is_disabled: ["invalid"],
    });
  });
});
