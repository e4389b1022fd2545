import { beforeEach, describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadForChunkError } from "./chunk-reload.ts";

describe("reloadForChunkError", () => {
  beforeEach(() => sessionStorage.clear());

  it("reloads once per path within 10 seconds, then again after the window", () => {
    const reload = vi.fn();
    expect(reloadForChunkError("/ar/books", 1_000, reload)).toBe(true);
    expect(reloadForChunkError("/ar/books", 10_999, reload)).toBe(false);
    expect(reloadForChunkError("/ar/books", 11_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("keeps a separate window for each path", () => {
    const reload = vi.fn();
    reloadForChunkError("/ar/books", 1_000, reload);
    expect(reloadForChunkError("/ar/shipment", 2_000, reload)).toBe(true);
  });
});

describe("isChunkLoadError", () => {
  it("recognises Chromium's and Safari's messages, and nothing else", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });
});
