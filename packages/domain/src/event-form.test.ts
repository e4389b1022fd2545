import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { codesOf } from "../test/issue-codes.ts";
import { EventFormSchema, parseCoordinate } from "./event-form.ts";

const event = {
  registration_opens_on: "2026-09-01",
  registration_closes_on: "2026-10-15",
  shipping_starts_on: "2026-10-20",
  opens_on: "2026-11-01",
  ends_on: "2026-11-10",
};

describe("the event form's coordinates, typed as text", () => {
  const typed = {
    name_ar: "معرض الرياض الدولي للكتاب",
    name_en: "Riyadh International Book Fair",
    venue_ar: "واجهة الرياض",
    venue_en: "Riyadh Front",
    address_ar: "",
    address_en: "",
    latitude: "",
    longitude: "",
    ...event,
  };

  test.each([
    ["24.7136", 24.7136],
    [" -46.5 ", -46.5],
    ["\u221246.5", -46.5],
    ["٢٤٫٧١٣٦", 24.7136],
    ["90", 90],
    ["", null],
    ["  ", null],
  ])("reads %j as %j", (text, degrees) => {
    expect(parseCoordinate(text)).toBe(degrees);
  });

  test.each(["24,7", "24.", ".5", "1e2", "north", "24.7.1"])("reads %j as no number", (text) => {
    expect(parseCoordinate(text)).toBeNaN();
  });

  test("gives EventInputSchema's output: degrees, or null for blank fields", () => {
    const output = v.parse(EventFormSchema, {
      ...typed,
      latitude: "24.8126",
      longitude: "46.6401",
    });
    expect([output.latitude, output.longitude]).toEqual([24.8126, 46.6401]);
    expect(v.parse(EventFormSchema, typed)).toMatchObject({ latitude: null, longitude: null });
  });

  test.each([
    ["latitude", "24,7", "numeric"],
    ["latitude", "90.5", "invalid"],
    ["longitude", "-180.01", "invalid"],
    ["longitude", "east", "numeric"],
  ])("reports %s = %j as %s, at that field", (field, text, code) => {
    const pinned = { ...typed, latitude: "24.7", longitude: "46.6" };
    expect(codesOf(EventFormSchema, { ...pinned, [field]: text })).toEqual({ [field]: [code] });
  });

  test("still judges the other fields", () => {
    expect(codesOf(EventFormSchema, { ...typed, name_en: "", ends_on: "2026-10-31" })).toEqual({
      name_en: ["required"],
      ends_on: ["date_order"],
    });
  });
});
