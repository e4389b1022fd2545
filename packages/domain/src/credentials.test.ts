import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { codesOf } from "../test/issue-codes.ts";
import {
  ChangePasswordInputSchema,
  EmailInputSchema,
  LinkTokenSchema,
  LoginInputSchema,
  ResetPasswordInputSchema,
  TokenInputSchema,
} from "./credentials.ts";

describe("LoginInputSchema", () => {
  it("accepts an email and any non-empty password, and lower-cases the email", () => {
    expect(v.parse(LoginInputSchema, { email: " Huda@Example.SA", password: " x " })).toEqual({
      email: "huda@example.sa",
      password: " x ",
    });
  });

  it.each([
    [{ email: "huda@example.sa", password: "" }, { password: ["required"] }],
    [{ email: "huda@example.sa" }, { password: ["required"] }],
    [{ email: "huda", password: "x" }, { email: ["email"] }],
    [{ email: "", password: "x" }, { email: ["required"] }],
    [{ email: "huda@example.sa", password: 123456 }, { password: ["required"] }],
  ])("reports %j", (input, errors) => {
    expect(codesOf(LoginInputSchema, input)).toEqual(errors);
  });
});

describe("ChangePasswordInputSchema", () => {
  const change = {
    current_password: "the old one",
    password: "a brand new passphrase",
    password_confirmation: "a brand new passphrase",
  };

  it("accepts the current password and a new one confirmed", () => {
    expect(codesOf(ChangePasswordInputSchema, change)).toEqual({});
  });

  it.each([
    [{ current_password: "" }, { current_password: ["required"] }],
    [{ current_password: 1234 }, { current_password: ["required"] }],
    [{ password_confirmation: 1234 }, { password_confirmation: ["required"] }],
    // A password that is not text is missing, not unconfirmed.
    [{ password: 123456789012 }, { password: ["required"] }],
    [
      { password: "short", password_confirmation: "other" },
      { password: ["password_too_short"], password_confirmation: ["confirmed"] },
    ],
    [{ password: "short", password_confirmation: "short" }, { password: ["password_too_short"] }],
    [{ password_confirmation: "another passphrase" }, { password_confirmation: ["confirmed"] }],
    [{ password_confirmation: "" }, { password_confirmation: ["required"] }],
  ])("reports %j as %j", (changes, errors) => {
    expect(codesOf(ChangePasswordInputSchema, { ...change, ...changes })).toEqual(errors);
  });
});

describe("ResetPasswordInputSchema", () => {
  it("takes a new password, 12 to 128 characters, confirmed", () => {
    const password = "x".repeat(12);
    expect(
      codesOf(ResetPasswordInputSchema, { password, password_confirmation: password }),
    ).toEqual({});
    const long = "x".repeat(129);
    expect(
      codesOf(ResetPasswordInputSchema, { password: long, password_confirmation: long }),
    ).toEqual({ password: ["too_long"] });
    expect(
      codesOf(ResetPasswordInputSchema, { password, password_confirmation: `${password}y` }),
    ).toEqual({ password_confirmation: ["confirmed"] });
    for (const password_confirmation of [7, ""]) {
      expect(codesOf(ResetPasswordInputSchema, { password, password_confirmation })).toEqual({
        password_confirmation: ["required"],
      });
    }
    expect(
      codesOf(ResetPasswordInputSchema, {
        password: 123456789012,
        password_confirmation: password,
      }),
    ).toEqual({ password: ["required"] });
    expect(
      codesOf(ResetPasswordInputSchema, { password: "short", password_confirmation: "other" }),
    ).toEqual({ password: ["password_too_short"], password_confirmation: ["confirmed"] });
  });
});

describe("EmailInputSchema", () => {
  it("reads an address in lower case, trimmed", () => {
    expect(v.parse(EmailInputSchema, { email: " Huda@Example.SA " })).toEqual({
      email: "huda@example.sa",
    });
    expect(codesOf(EmailInputSchema, { email: "huda@" })).toEqual({ email: ["email"] });
  });
});

describe("LinkTokenSchema", () => {
  it("is 43 base64url characters, nothing else", () => {
    const token = "Aa0_-".repeat(8) + "xyz";
    expect(v.is(LinkTokenSchema, token)).toBe(true);
    for (const bad of [
      token.slice(1),
      `${token}a`,
      `${token.slice(1)}=`,
      `${token.slice(1)}+`,
      "",
    ]) {
      expect(v.is(LinkTokenSchema, bad), bad).toBe(false);
    }
    expect(v.is(TokenInputSchema, { token })).toBe(true);
    expect(v.is(TokenInputSchema, {})).toBe(false);
  });
});
