import { describe, expect, it } from "vitest";
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES } from "./files.ts";

describe("personal images", () => {
  it("are JPEG, PNG or WebP of at most 5 MiB", () => {
    expect(IMAGE_CONTENT_TYPES).toEqual(["image/jpeg", "image/png", "image/webp"]);
    expect(IMAGE_MAX_BYTES).toBe(5_242_880);
  });
});
