import { describe, expect, it } from "vitest";
import { loadMaps, mapsScriptUrl } from "./maps.ts";

describe("maps loader", () => {
  it("asks for the places library with a load callback, in the UI language", () => {
    const url = new URL(mapsScriptUrl("KEY", "ar"));
    expect(url.searchParams.get("libraries")).toBe("places");
    expect(url.searchParams.get("callback")).toBe("__rawaqMapsLoaded");
    expect(url.searchParams.get("language")).toBe("ar");
  });

  it("loads nothing without a key, so features fall back to plain inputs", async () => {
    const before = document.scripts.length;
    await expect(loadMaps(undefined, "en")).resolves.toBeNull();
    expect(document.scripts.length).toBe(before);
  });
});
