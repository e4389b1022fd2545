import { describe, expect, it } from "vitest";
import { middleware } from "./middleware.ts";

const visitor = { locale: "ar" as const, path: "/books", hasToken: false };
const member = { ...visitor, hasToken: true };

describe("route middleware registry", () => {
  it("sends a visitor without a token to the login page", () => {
    expect(middleware("auth")(visitor)).toBe("/auth/login");
    expect(middleware("auth")(member)).toBeNull();
  });

  it("sends a token holder away from login and signup to the profile", () => {
    expect(middleware("guest")(member)).toBe("/auth/profile");
    expect(middleware("guest")(visitor)).toBeNull();
  });

  it("lets everyone through public pages", () => {
    expect(middleware("public")(visitor)).toBeNull();
    expect(middleware("public")(member)).toBeNull();
  });

  it("throws for a name that is not registered", () => {
    expect(() => middleware("admin-only")).toThrow("Unknown middleware: admin-only");
    expect(() => middleware("toString")).toThrow("Unknown middleware: toString");
  });
});
