import { describe, expect, test } from "vitest";
import { parcelText, parseParcelText } from "./parcel-text.ts";

describe("the quick list's parcels cell", () => {
  test("one number alone takes the whole quantity", () => {
    expect(parseParcelText(" P-001 ", "20")).toEqual([{ number: "P-001", quantity: "20" }]);
  });
  test("several parcels with their quantities, Arabic separators and digits too", () => {
    expect(parseParcelText("P-001:15، P-002×٥", "20")).toEqual([
      { number: "P-001", quantity: "15" },
      { number: "P-002", quantity: "5" },
    ]);
  });
  test("reads back what it shows", () => {
    const text = parcelText([
      { number: "A1", quantity: 3 },
      { number: "A2", quantity: 4 },
    ]);
    expect(parseParcelText(text, "7")).toEqual([
      { number: "A1", quantity: "3" },
      { number: "A2", quantity: "4" },
    ]);
  });
});
