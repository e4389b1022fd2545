import { describe, expect, it } from "vitest";
import { switchedPath } from "./locale-switch.tsx";

describe("switchedPath", () => {
  it("keeps the path and changes only the locale prefix", () => {
    expect(switchedPath("/ar/books/new", "en")).toBe("/en/books/new");
    expect(switchedPath("/en", "ar")).toBe("/ar");
    expect(switchedPath("/en/", "ar")).toBe("/ar");
  });
});
