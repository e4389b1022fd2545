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
  });
});
