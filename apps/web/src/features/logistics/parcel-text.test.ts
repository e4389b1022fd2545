import { describe, expect, test } from "vitest";
import { fairBoothMarking, parcelText, parseParcelText } from "./parcel-text.ts";

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

describe("a label's hall/booth marking", () => {
  const booth = (zone: string, code: string) => ({
    event_name_ar: "معرض",
    event_name_en: "Fair",
    zone_name_ar: `قاعة ${zone}`,
    zone_name_en: `Hall ${zone}`,
    booth_code: code,
  });
  test("each hall once, with its booths, in the label's language", () => {
    const booths = [booth("A", "A-01"), booth("A", "A-02"), booth("B", "B-07")];
    expect(fairBoothMarking(booths, "en")).toBe("Hall A · A-01, A-02 | Hall B · B-07");
    expect(fairBoothMarking(booths, "ar")).toBe("قاعة A · A-01، A-02 | قاعة B · B-07");
  });
  test("nothing while no booth is confirmed", () => {
    expect(fairBoothMarking([], "en")).toBe("");
  });
});
