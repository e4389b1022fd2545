import { describe, expect, it } from "vitest";
import { canPrefetch } from "./prefetch.ts";

describe("canPrefetch", () => {
  it("skips slow-2g and data-saver connections", () => {
    expect(canPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(canPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
  });

  it("prefetches on other connections, and where the browser does not tell", () => {
    expect(canPrefetch({ effectiveType: "2g" })).toBe(true);
    expect(canPrefetch({ effectiveType: "4g" })).toBe(true);
    expect(canPrefetch({})).toBe(true);
  });
});
