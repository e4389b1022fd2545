import { describe, expect, it } from "vitest";
import { ruleRedirect } from "./route-rules.ts";

const rules = {
  "/old-books": { redirect: "/books" },
  "/fair": { redirect: "https://fair.example.sa/" },
  "/health": { redirect: "/api/health" },
};

describe("ruleRedirect", () => {
  it("gives an in-app redirect for a relative target", () => {
    expect(ruleRedirect("/old-books", rules)).toEqual({ kind: "app", to: "/books" });
    expect(ruleRedirect("/old-books/", rules)).toEqual({ kind: "app", to: "/books" });
  });

  it("gives a full page load for an absolute target", () => {
    expect(ruleRedirect("/fair", rules)).toEqual({
      kind: "document",
      to: "https://fair.example.sa/",
    });
  });

  it("treats a target outside the app as a full page load on this origin", () => {
    expect(ruleRedirect("/health", rules, "http://localhost:3000")).toEqual({
      kind: "document",
      to: "http://localhost:3000/api/health",
    });
  });

  it("has nothing to say about paths without a rule", () => {
    expect(ruleRedirect("/books", rules)).toBeNull();
    expect(ruleRedirect("/constructor", rules)).toBeNull();
  });

  // A rule is written by hand: a mistyped one must not send anyone off the app or run code.
  it.each([
    ["a protocol-relative target", "//evil.example/ar"],
    ["a backslash target", "/\\evil.example"],
    ["a javascript: target written as absolute", "javascript://%0aalert(1)"],
    ["a javascript: target", "javascript:alert(1)"],
    ["a data: target", "data://text/html,<script>alert(1)</script>"],
    ["an absolute target that is no URL", "http://[evil"],
  ])("is no redirect for %s", (_, target) => {
    expect(
      ruleRedirect("/bad", { "/bad": { redirect: target } }, "http://localhost:3000"),
    ).toBeNull();
  });
});
