import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { fc } from "../test/fast-check.ts";
import { codesOf } from "../test/issue-codes.ts";
import {
  AdminRequestFilterSchema,
  AdminRequestListSchema,
  BoothChangeSchema,
  BoothInputSchema,
  BoothLayoutInputSchema,
  EventInputSchema,
  EventListSchema,
  FloorPlanSchema,
  HoldInputSchema,
  MessageInputSchema,
  MyReservationSchema,
  RequestDecisionSchema,
  RequestDetailSchema,
  RequestInputSchema,
  RequestListSchema,
  RequestUpdateSchema,
  ReservationListSchema,
  ZoneInputSchema,
  boothPrice,
  canRequest,
  effectiveReservationStatus,
  eventPhase,
  fitsApprovedArea,
  holdExpiresAt,
  isActiveRequest,
  isRegistrationOpen,
  nearestEvent,
  rectsOverlap,
  requestStatusAfter,
} from "./participation.ts";
import { schemaFieldErrors } from "./validation.ts";

const event = {
  registration_opens_on: "2026-09-01",
  registration_closes_on: "2026-10-15",
  shipping_starts_on: "2026-10-20",
  opens_on: "2026-11-01",
  ends_on: "2026-11-10",
};
const at = (iso: string) => new Date(iso);

describe("the registration window", () => {
  test("is open from its first to its last day, both included (UTC days)", () => {
    expect(isRegistrationOpen(event, at("2026-08-31T23:59:59Z"))).toBe(false);
    expect(isRegistrationOpen(event, at("2026-09-01T00:00:00Z"))).toBe(true);
    expect(isRegistrationOpen(event, at("2026-10-15T23:59:59Z"))).toBe(true);
    expect(isRegistrationOpen(event, at("2026-10-16T00:00:00Z"))).toBe(false);
  });

  test("phases follow the dates", () => {
    expect(eventPhase(event, at("2026-08-01T00:00:00Z"))).toBe("upcoming");
    expect(eventPhase(event, at("2026-09-10T00:00:00Z"))).toBe("registration");
    expect(eventPhase(event, at("2026-10-25T00:00:00Z"))).toBe("preparation");
    expect(eventPhase(event, at("2026-11-10T12:00:00Z"))).toBe("running");
    expect(eventPhase(event, at("2026-11-11T00:00:00Z"))).toBe("ended");
  });
});

describe("the nearest event, where /reservation opens", () => {
  const riyadh = { id: "riyadh", opens_on: "2026-11-01", ends_on: "2026-11-10" };
  const jeddah = { id: "jeddah", opens_on: "2026-12-10", ends_on: "2026-12-20" };
  const madinah = { id: "madinah", opens_on: "2025-05-01", ends_on: "2025-05-10" };

  test("is the soonest to open among those not yet over, in any order", () => {
    const now = at("2026-09-10T09:00:00Z");
    expect(nearestEvent([jeddah, riyadh, madinah], now)?.id).toBe("riyadh");
    expect(nearestEvent([madinah, riyadh, jeddah], now)?.id).toBe("riyadh");
  });

  test("a running event is still the nearest, through its last day", () => {
    expect(nearestEvent([jeddah, riyadh], at("2026-11-10T23:59:00Z"))?.id).toBe("riyadh");
    expect(nearestEvent([jeddah, riyadh], at("2026-11-11T00:00:00Z"))?.id).toBe("jeddah");
  });

  test("when every event is over, the one that ended last; none without events", () => {
    expect(nearestEvent([madinah, riyadh, jeddah], at("2027-01-01T00:00:00Z"))?.id).toBe("jeddah");
    expect(nearestEvent([], at("2027-01-01T00:00:00Z"))).toBeUndefined();
  });
});

describe("request transitions", () => {
  test("the exhibitor edits and submits a draft or a request sent back for changes", () => {
    for (const action of ["edit", "submit"] as const) {
      expect(canRequest(action, "draft")).toBe(true);
      expect(canRequest(action, "changes_requested")).toBe(true);
      expect(canRequest(action, "submitted")).toBe(false);
      expect(canRequest(action, "approved")).toBe(false);
      expect(canRequest(action, "rejected")).toBe(false);
    }
  });

  test("the administration decides submitted requests only", () => {
    for (const action of ["approve", "reject", "request_changes"] as const) {
      expect(canRequest(action, "submitted")).toBe(true);
      for (const status of ["draft", "approved", "rejected", "changes_requested"] as const) {
        expect(canRequest(action, status)).toBe(false);
      }
    }
    expect(requestStatusAfter("submit")).toBe("submitted");
    expect(requestStatusAfter("approve")).toBe("approved");
    expect(requestStatusAfter("reject")).toBe("rejected");
    expect(requestStatusAfter("request_changes")).toBe("changes_requested");
  });

  test("only a rejected request stops counting as the organization's active one", () => {
    expect(isActiveRequest("rejected")).toBe(false);
    expect(isActiveRequest("draft")).toBe(true);
    expect(isActiveRequest("approved")).toBe(true);
  });
});

describe("holds", () => {
  const now = at("2026-09-10T10:00:00Z");

  test("last thirty minutes", () => {
    expect(holdExpiresAt(now).toISOString()).toBe("2026-09-10T10:30:00.000Z");
  });

  test("a held reservation past its time is expired, whether or not it was swept", () => {
    const expires_at = "2026-09-10T10:30:00.000Z";
    expect(effectiveReservationStatus({ status: "held", expires_at }, now)).toBe("held");
    expect(
      effectiveReservationStatus({ status: "held", expires_at }, at("2026-09-10T10:30:00Z")),
    ).toBe("expired");
    expect(
      effectiveReservationStatus({ status: "confirmed", expires_at }, at("2027-01-01T00:00:00Z")),
    ).toBe("confirmed");
  });

  test("the area held never passes the approved area", () => {
    expect(fitsApprovedArea(18, 9, 9)).toBe(true);
    expect(fitsApprovedArea(18, 9, 10)).toBe(false);
    expect(fitsApprovedArea(9, 0, 9)).toBe(true);
  });
});

test("a booth costs its area times the price per m², or the fixed price", () => {
  expect(
    boothPrice({ price_mode: "per_square_metre", price_halalas: 50_000, area_square_metres: 9 }),
  ).toBe(450_000);
  expect(boothPrice({ price_mode: "fixed", price_halalas: 300_000, area_square_metres: 9 })).toBe(
    300_000,
  );
});

test("booths overlap when their areas share a cell, not when they only touch", () => {
  const a = { x: 0, y: 0, width: 3, height: 3 };
  expect(rectsOverlap(a, { x: 2, y: 2, width: 3, height: 3 })).toBe(true);
  expect(rectsOverlap(a, { x: 3, y: 0, width: 3, height: 3 })).toBe(false);
  expect(rectsOverlap(a, { x: 0, y: 3, width: 3, height: 3 })).toBe(false);
});

describe("inputs", () => {
  const valid = {
    name_ar: "معرض الرياض الدولي للكتاب",
    name_en: "Riyadh International Book Fair",
    venue_ar: "واجهة الرياض",
    venue_en: "Riyadh Front",
    ...event,
  };

  test("an event's dates must follow each other", () => {
    expect(schemaFieldErrors(EventInputSchema, valid)).toEqual({});
    expect(
      schemaFieldErrors(EventInputSchema, { ...valid, registration_closes_on: "2026-08-01" }),
    ).toEqual({ registration_closes_on: ["date_order"] });
    expect(schemaFieldErrors(EventInputSchema, { ...valid, ends_on: "2026-10-31" })).toEqual({
      ends_on: ["date_order"],
    });
    expect(
      schemaFieldErrors(EventInputSchema, { ...valid, shipping_starts_on: "2026-11-02" }),
    ).toEqual({ shipping_starts_on: ["date_order"] });
  });

  test.each([
    ["opens_on", "2026-13-01"],
    ["registration_opens_on", "2026-13-01"],
    ["registration_closes_on", "2026-02-30"],
    ["opens_on", ""],
  ])("a wrong %s has its own error and puts none on the other dates", (field, value) => {
    expect(Object.keys(schemaFieldErrors(EventInputSchema, { ...valid, [field]: value }))).toEqual([
      field,
    ]);
  });

  test("a blank area is required, not a number error", () => {
    const id = "7b0f2c1e-4a52-4c1b-9d4e-2f6a8b3c9d10";
    const base = { event_id: id, booth_type: "corner", titles_count: "120" };
    expect(schemaFieldErrors(RequestInputSchema, { ...base, requested_area: " " })).toEqual({
      requested_area: ["required"],
    });
    expect(schemaFieldErrors(RequestInputSchema, { ...base, requested_area: "12a" })).toEqual({
      requested_area: ["numeric"],
    });
  });

  test("a request accepts Arabic-Indic digits and refuses a zero area", () => {
    const id = "7b0f2c1e-4a52-4c1b-9d4e-2f6a8b3c9d10";
    const base = { event_id: id, booth_type: "corner", titles_count: "١٢٠" };
    expect(schemaFieldErrors(RequestInputSchema, { ...base, requested_area: "١٨" })).toEqual({});
    expect(schemaFieldErrors(RequestInputSchema, { ...base, requested_area: 0 })).toEqual({
      requested_area: ["invalid"],
    });
  });

  test("an approval names the area; a rejection or a request for changes says why", () => {
    expect(schemaFieldErrors(RequestDecisionSchema, { decision: "approve" })).toEqual({
      approved_area: ["required"],
    });
    expect(
      schemaFieldErrors(RequestDecisionSchema, { decision: "approve", approved_area: 18 }),
    ).toEqual({});
    expect(schemaFieldErrors(RequestDecisionSchema, { decision: "reject" })).toEqual({
      reason: ["required"],
    });
    expect(
      schemaFieldErrors(RequestDecisionSchema, { decision: "request_changes", reason: "  " }),
    ).toEqual({ reason: ["required"] });
  });
});

// ---- the rules one by one: each counter-example fails only the rule it names -------------------

const ID = "7b0f2c1e-4a52-4c1b-9d4e-2f6a8b3c9d10";

describe("phases, day by day", () => {
  test.each([
    ["2026-08-31T23:59:59Z", "upcoming"],
    ["2026-09-01T00:00:00Z", "registration"],
    ["2026-10-15T23:59:59Z", "registration"],
    ["2026-10-16T00:00:00Z", "preparation"],
    ["2026-10-31T23:59:59Z", "preparation"],
    ["2026-11-01T00:00:00Z", "running"],
    ["2026-11-10T23:59:59Z", "running"],
    ["2026-11-11T00:00:00Z", "ended"],
  ])("on %s the event is %s", (now, phase) => {
    expect(eventPhase(event, at(now))).toBe(phase);
  });

  test("registration is open exactly in the registration phase", () => {
    const day = fc
      .integer({ min: 0, max: 120 })
      .map((days) => new Date(Date.UTC(2026, 7, 15 + days, 12)));
    fc.assert(
      fc.property(day, (now) => {
        expect(isRegistrationOpen(event, now)).toBe(eventPhase(event, now) === "registration");
      }),
    );
  });

  test("a one-day registration is open on that day only", () => {
    const oneDay = { ...event, registration_closes_on: "2026-09-01" };
    expect(isRegistrationOpen(oneDay, at("2026-09-01T12:00:00Z"))).toBe(true);
    expect(isRegistrationOpen(oneDay, at("2026-09-02T00:00:00Z"))).toBe(false);
    expect(isRegistrationOpen(oneDay, at("2026-08-31T12:00:00Z"))).toBe(false);
  });
});

describe("requests, status by status", () => {
  test("every status but rejected counts", () => {
    expect(isActiveRequest("submitted")).toBe(true);
    expect(isActiveRequest("changes_requested")).toBe(true);
  });
});

describe("holds, case by case", () => {
  const now = at("2026-09-10T10:00:00Z");

  test.each([
    ["held", null, "held"],
    ["held", "2026-09-10T10:00:00.001Z", "held"],
    ["held", "2026-09-10T10:00:00.000Z", "expired"],
    ["held", "2026-09-10T09:59:59.999Z", "expired"],
    ["held", at("2026-09-10T10:00:00.001Z"), "held"],
    ["held", at("2026-09-10T09:00:00Z"), "expired"],
    ["confirmed", null, "confirmed"],
    ["confirmed", "2026-09-10T09:00:00Z", "confirmed"],
    ["cancelled", "2026-09-10T09:00:00Z", "cancelled"],
    ["expired", "2026-09-10T11:00:00Z", "expired"],
  ] as const)("a %s reservation until %j is %s", (status, expires_at, effective) => {
    expect(effectiveReservationStatus({ status, expires_at }, now)).toBe(effective);
  });

  test("a hold expires thirty minutes later, whatever the time", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (time) => {
        const expires = holdExpiresAt(new Date(time));
        expect(expires.getTime() - time).toBe(1_800_000);
      }),
    );
  });

  test("the approved area may be filled exactly, never passed", () => {
    expect(fitsApprovedArea(18, 0, 18)).toBe(true);
    expect(fitsApprovedArea(18, 0, 19)).toBe(false);
    expect(fitsApprovedArea(18, 17, 1)).toBe(true);
    expect(fitsApprovedArea(18, 18, 1)).toBe(false);
    expect(fitsApprovedArea(0, 0, 1)).toBe(false);
  });
});

describe("booths on the plan", () => {
  test("a per-m² price of a one-metre booth is the price itself, and a fixed price ignores the area", () => {
    expect(
      boothPrice({ price_mode: "per_square_metre", price_halalas: 70_000, area_square_metres: 1 }),
    ).toBe(70_000);
    expect(
      boothPrice({ price_mode: "per_square_metre", price_halalas: 50_000, area_square_metres: 2 }),
    ).toBe(100_000);
    expect(
      boothPrice({ price_mode: "fixed", price_halalas: 300_000, area_square_metres: 36 }),
    ).toBe(300_000);
  });

  const a = { x: 3, y: 3, width: 3, height: 3 };
  test.each([
    [{ x: 6, y: 3, width: 2, height: 3 }, false, "touches on the right"],
    [{ x: 1, y: 3, width: 2, height: 3 }, false, "touches on the left"],
    [{ x: 3, y: 6, width: 3, height: 2 }, false, "touches below"],
    [{ x: 3, y: 1, width: 3, height: 2 }, false, "touches above"],
    [{ x: 5, y: 3, width: 2, height: 3 }, true, "shares the right column"],
    [{ x: 1, y: 3, width: 3, height: 3 }, true, "shares the left column"],
    [{ x: 3, y: 5, width: 3, height: 2 }, true, "shares the bottom row"],
    [{ x: 3, y: 1, width: 3, height: 3 }, true, "shares the top row"],
    [{ x: 4, y: 4, width: 1, height: 1 }, true, "lies inside"],
    [{ x: 0, y: 0, width: 10, height: 10 }, true, "covers it"],
    [{ x: 6, y: 6, width: 1, height: 1 }, false, "touches a corner"],
    [{ x: 5, y: 5, width: 1, height: 1 }, true, "shares the corner cell"],
  ])("a booth at %j: %s (%s)", (b, overlaps) => {
    expect(rectsOverlap(a, b)).toBe(overlaps);
    expect(rectsOverlap(b, a)).toBe(overlaps);
  });

  test("booths overlap exactly when they share a cell", () => {
    // The reference: the cells each booth covers, compared one by one.
    const cells = (rect: { x: number; y: number; width: number; height: number }) => {
      const covered = new Set<string>();
      for (let column = rect.x; column < rect.x + rect.width; column++) {
        for (let row = rect.y; row < rect.y + rect.height; row++) covered.add(`${column},${row}`);
      }
      return covered;
    };
    const rect = fc.record({
      x: fc.integer({ min: 0, max: 8 }),
      y: fc.integer({ min: 0, max: 8 }),
      width: fc.integer({ min: 1, max: 5 }),
      height: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(rect, rect, (first, second) => {
        const second_cells = cells(second);
        const shared = [...cells(first)].some((cell) => second_cells.has(cell));
        expect(rectsOverlap(first, second)).toBe(shared);
      }),
      { numRuns: 500 },
    );
  });
});

describe("an event, field by field", () => {
  const valid = {
    name_ar: "معرض الرياض الدولي للكتاب",
    name_en: "Riyadh International Book Fair",
    venue_ar: "واجهة الرياض",
    venue_en: "Riyadh Front",
    ...event,
  };

  test("reads dates in Arabic-Indic digits and with spaces, and fills the optional fields", () => {
    expect(
      v.parse(EventInputSchema, { ...valid, opens_on: "٢٠٢٦-١١-٠١", ends_on: " 2026-11-10 " }),
    ).toEqual({ ...valid, address_ar: "", address_en: "", latitude: null, longitude: null });
    const placed = {
      ...valid,
      address_ar: " طريق  الملك\nفهد ",
      address_en: "King Fahd  Road",
      latitude: 24.7,
      longitude: 46.6,
    };
    expect(v.parse(EventInputSchema, placed)).toEqual({
      ...placed,
      address_ar: "طريق الملك فهد",
      address_en: "King Fahd Road",
    });
  });

  test("accepts each pair of dates on the same day", () => {
    const sameDays = [
      { registration_closes_on: "2026-09-01" },
      { shipping_starts_on: "2026-11-01" },
      { registration_closes_on: "2026-11-01", shipping_starts_on: "2026-11-01" },
      { ends_on: "2026-11-01" },
    ];
    for (const dates of sameDays)
      expect(codesOf(EventInputSchema, { ...valid, ...dates })).toEqual({});
  });

  test.each([
    [{ registration_closes_on: "2026-08-31" }, "registration_closes_on"],
    [{ shipping_starts_on: "2026-11-02" }, "shipping_starts_on"],
    [{ registration_closes_on: "2026-11-02" }, "opens_on"],
    [{ ends_on: "2026-10-31" }, "ends_on"],
  ])("reports %j, a day out of order, on %s", (dates, field) => {
    expect(codesOf(EventInputSchema, { ...valid, ...dates })).toEqual({ [field]: ["date_order"] });
    // …also when another field is wrong, even when it is not text at all.
    expect(codesOf(EventInputSchema, { ...valid, ...dates, name_ar: "" })).toEqual({
      name_ar: ["required"],
      [field]: ["date_order"],
    });
    expect(codesOf(EventInputSchema, { ...valid, ...dates, venue_en: 7 })).toEqual({
      venue_en: ["required"],
      [field]: ["date_order"],
    });
  });

  test.each([
    "registration_opens_on",
    "registration_closes_on",
    "shipping_starts_on",
    "opens_on",
    "ends_on",
  ])("compares no order with %s when it is not text", (field) => {
    expect(codesOf(EventInputSchema, { ...valid, [field]: 20261101 })).toEqual({
      [field]: ["required"],
    });
  });

  test.each([
    ["name_ar", "", "required"],
    ["name_ar", "م".repeat(201), "too_long"],
    ["name_en", "  ", "required"],
    ["name_en", "n".repeat(201), "too_long"],
    ["venue_ar", "\u200f", "required"],
    ["venue_ar", "و".repeat(201), "too_long"],
    ["venue_en", "", "required"],
    ["venue_en", "v".repeat(201), "too_long"],
    // Each name in its own letters: typed into the other language's field, it is refused.
    ["name_ar", "Riyadh International Book Fair", "arabic_letters"],
    ["name_en", "معرض الرياض الدولي للكتاب", "latin_letters"],
    ["venue_ar", "2027", "arabic_letters"],
    ["venue_en", "واجهة الرياض", "latin_letters"],
    ["latitude", "24.7", "numeric"],
    ["latitude", 90.01, "invalid"],
    ["latitude", -90.01, "invalid"],
    ["longitude", 180.01, "invalid"],
    ["longitude", -180.01, "invalid"],
    ["longitude", true, "numeric"],
    ["ends_on", "", "required"],
    ["ends_on", "   ", "required"],
    ["ends_on", "2026-13-01", "invalid_date"],
    ["ends_on", "2026-11-31", "invalid_date"],
    ["ends_on", "10/11/2026", "invalid_date"],
    ["ends_on", "2027-02-29", "invalid_date"],
  ])("reports %s = %j as %s", (field, value, code) => {
    // With a whole pin, so a coordinate's own error is the only one.
    const pinned = { ...valid, latitude: 24.7, longitude: 46.6 };
    expect(codesOf(EventInputSchema, { ...pinned, [field]: value })).toEqual({ [field]: [code] });
  });

  test.each([
    [{ address_ar: "ط".repeat(301), address_en: "Road" }, { address_ar: ["too_long"] }],
    [{ address_ar: 5, address_en: "Road" }, { address_ar: ["invalid"] }],
    [
      { address_ar: "Airport Road", address_en: "Airport Road" },
      { address_ar: ["arabic_letters"] },
    ],
    [{ address_ar: "طريق المطار", address_en: "" }, { address_en: ["required"] }],
    [{ address_ar: "", address_en: "Airport Road" }, { address_ar: ["required"] }],
  ])("an address is in both languages or in neither: %j", (address, errors) => {
    expect(codesOf(EventInputSchema, { ...valid, ...address })).toEqual(errors);
  });

  test("a name may hold a code or digits beside the letters of its language", () => {
    const names = { name_ar: "القاعة A 2027", name_en: "Hall A 2027" };
    expect(codesOf(EventInputSchema, { ...valid, ...names })).toEqual({});
  });

  test("accepts the longest names and address and the edges of the map", () => {
    const longest = {
      ...valid,
      name_ar: "م".repeat(200),
      name_en: "n".repeat(200),
      venue_ar: "و".repeat(200),
      venue_en: "v".repeat(200),
      address_ar: "ط".repeat(300),
      address_en: "a".repeat(300),
    };
    expect(codesOf(EventInputSchema, longest)).toEqual({});
    for (const [latitude, longitude] of [
      [90, 180],
      [-90, -180],
      [0, 0],
    ]) {
      const output = v.parse(EventInputSchema, { ...valid, latitude, longitude });
      expect([output.latitude, output.longitude]).toEqual([latitude, longitude]);
    }
    expect(v.parse(EventInputSchema, { ...valid, latitude: null }).latitude).toBeNull();
  });

  test("a pin is both coordinates or none: the missing half is required", () => {
    expect(codesOf(EventInputSchema, { ...valid, latitude: 24.7 })).toEqual({
      longitude: ["required"],
    });
    expect(codesOf(EventInputSchema, { ...valid, latitude: null, longitude: 46.6 })).toEqual({
      latitude: ["required"],
    });
  });
});

describe("zones and booths", () => {
  const zone = {
    code: " a1 ",
    name_ar: "القاعة أ",
    name_en: "Hall A",
    plan_width: 40,
    plan_height: "٣٠",
  };
  const booth = {
    code: "a-12",
    type: "corner",
    area_square_metres: 9,
    price_mode: "per_square_metre",
    price_halalas: 50_000,
    x: 0,
    y: 0,
    width: 3,
    height: 3,
  };

  test("a zone's code is upper case and its plan size whole metres", () => {
    expect(v.parse(ZoneInputSchema, zone)).toEqual({
      ...zone,
      code: "A1",
      plan_width: 40,
      plan_height: 30,
    });
  });

  test("a booth is available unless blocked", () => {
    expect(v.parse(BoothInputSchema, booth)).toEqual({
      ...booth,
      code: "A-12",
      status: "available",
    });
    expect(v.parse(BoothInputSchema, { ...booth, status: "blocked" }).status).toBe("blocked");
  });

  test.each([
    ["plan_width", 4],
    ["plan_width", 200],
    ["plan_height", "4"],
    ["plan_height", "200"],
    ["code", "Z".repeat(20)],
    ["name_ar", "ق".repeat(120)],
    ["name_en", "h".repeat(120)],
  ])("a zone accepts %s = %j", (field, value) => {
    expect(codesOf(ZoneInputSchema, { ...zone, [field]: value })).toEqual({});
  });

  test.each([
    ["code", "", "required"],
    ["code", "Z".repeat(21), "too_long"],
    ["name_ar", "ق".repeat(121), "too_long"],
    ["name_en", "h".repeat(121), "too_long"],
    ["name_ar", "Hall A", "arabic_letters"],
    ["name_en", "القاعة أ", "latin_letters"],
    ["plan_width", 3, "invalid"],
    ["plan_width", 201, "invalid"],
    ["plan_height", "3", "invalid"],
    ["plan_height", "201", "invalid"],
    ["plan_height", 30.5, "numeric"],
  ])("a zone reports %s = %j as %s", (field, value, code) => {
    expect(codesOf(ZoneInputSchema, { ...zone, [field]: value })).toEqual({ [field]: [code] });
  });

  test.each([
    ["type", "standard"],
    ["type", "island"],
    ["price_mode", "fixed"],
    ["area_square_metres", 1],
    ["area_square_metres", 10_000],
    ["price_halalas", 0],
    ["price_halalas", 1_000_000_000],
    ["x", 199],
    ["y", "199"],
    ["width", 1],
    ["width", 200],
    ["height", 1],
    ["height", "200"],
  ])("a booth accepts %s = %j", (field, value) => {
    expect(codesOf(BoothInputSchema, { ...booth, [field]: value })).toEqual({});
  });

  test.each([
    ["code", " ", "required"],
    ["type", "round", "unknown_option"],
    ["price_mode", "hourly", "unknown_option"],
    ["status", "sold", "unknown_option"],
    ["area_square_metres", 0, "invalid"],
    ["area_square_metres", 10_001, "invalid"],
    ["price_halalas", -1, "invalid"],
    ["price_halalas", 1_000_000_001, "invalid"],
    ["x", -1, "invalid"],
    ["x", 200, "invalid"],
    ["y", "200", "invalid"],
    ["width", 0, "invalid"],
    ["width", 201, "invalid"],
    ["height", 0, "invalid"],
    ["height", "201", "invalid"],
  ])("a booth reports %s = %j as %s", (field, value, code) => {
    expect(codesOf(BoothInputSchema, { ...booth, [field]: value })).toEqual({ [field]: [code] });
  });

  test("a layout saves up to 2000 booths, new ones without an id", () => {
    const withId = { ...booth, id: ID };
    expect(v.parse(BoothLayoutInputSchema, { booths: [booth, withId] })).toEqual({
      booths: [
        { ...booth, code: "A-12", status: "available" },
        { ...withId, code: "A-12", status: "available" },
      ],
    });
    const many = Array.from({ length: 2000 }, () => booth);
    expect(codesOf(BoothLayoutInputSchema, { booths: many })).toEqual({});
    expect(codesOf(BoothLayoutInputSchema, { booths: [...many, booth] })).toEqual({
      booths: ["too_long"],
    });
    expect(codesOf(BoothLayoutInputSchema, { booths: "A-12" })).toEqual({ booths: ["invalid"] });
    expect(codesOf(BoothLayoutInputSchema, { booths: [{ ...booth, id: "12" }] })).toEqual({
      "booths.0.id": ["invalid"],
    });
  });
});

describe("whole numbers as typed", () => {
  const base = { event_id: ID, booth_type: "corner", titles_count: 0 };
  const area = (requested_area: unknown) =>
    codesOf(RequestInputSchema, { ...base, requested_area });

  test.each([
    [1, 1],
    ["1", 1],
    [" 18 ", 18],
    ["١٨", 18],
    ["۱۸", 18],
    ["10000", 10_000],
    [10_000, 10_000],
  ])("reads %j as %j", (typed, value) => {
    expect(area(typed)).toEqual({});
    expect(v.parse(RequestInputSchema, { ...base, requested_area: typed }).requested_area).toBe(
      value,
    );
  });

  test.each([
    ["abc", "numeric"],
    ["1e3", "numeric"],
    ["18.5", "numeric"],
    ["-1", "numeric"],
    [18.5, "numeric"],
    [true, "numeric"],
    [0, "invalid"],
    ["0", "invalid"],
    [10_001, "invalid"],
    ["10001", "invalid"],
  ])("reports %j as %s", (typed, code) => {
    expect(area(typed)).toEqual({ requested_area: [code] });
  });
});

describe("requests, field by field", () => {
  const request = { event_id: ID, requested_area: 18, booth_type: "standard", titles_count: 120 };

  test("a request's notes are optional and cleaned", () => {
    expect(v.parse(RequestInputSchema, request)).toEqual({ ...request, notes: "" });
    expect(v.parse(RequestInputSchema, { ...request, notes: " كتب  أطفال " }).notes).toBe(
      "كتب أطفال",
    );
    const update = { requested_area: "٢٠", booth_type: "island", titles_count: "0", notes: "n" };
    expect(v.parse(RequestUpdateSchema, update)).toEqual({
      requested_area: 20,
      booth_type: "island",
      titles_count: 0,
      notes: "n",
    });
    expect(codesOf(RequestInputSchema, { ...request, notes: "n".repeat(2000) })).toEqual({});
    expect(codesOf(RequestInputSchema, { ...request, titles_count: 100_000 })).toEqual({});
  });

  test.each([
    ["event_id", "fair-2026", "invalid"],
    ["booth_type", "round", "unknown_option"],
    ["titles_count", -1, "invalid"],
    ["titles_count", 100_001, "invalid"],
    ["notes", "n".repeat(2001), "too_long"],
    ["notes", 5, "invalid"],
  ])("a request reports %s = %j as %s", (field, value, code) => {
    expect(codesOf(RequestInputSchema, { ...request, [field]: value })).toEqual({
      [field]: [code],
    });
  });

  test.each([
    ["requested_area", 0, "invalid"],
    ["booth_type", "round", "unknown_option"],
    ["titles_count", "x", "numeric"],
    ["notes", "n".repeat(2001), "too_long"],
  ])("an update reports %s = %j as %s", (field, value, code) => {
    const update = { requested_area: 18, booth_type: "corner", titles_count: 1 };
    expect(codesOf(RequestUpdateSchema, { ...update, [field]: value })).toEqual({
      [field]: [code],
    });
  });

  test("a decision is one of three", () => {
    expect(codesOf(RequestDecisionSchema, { decision: "maybe" })).toEqual({
      decision: ["unknown_option"],
    });
    expect(codesOf(RequestDecisionSchema, { decision: 1, reason: "" })).toEqual({
      decision: ["unknown_option"],
    });
  });

  test("an approval's area is a whole number of one to 10,000 m², and a reason is optional", () => {
    const approve = { decision: "approve", approved_area: "١٨" };
    expect(v.parse(RequestDecisionSchema, approve)).toEqual({
      ...approve,
      approved_area: 18,
      reason: "",
    });
    expect(codesOf(RequestDecisionSchema, { ...approve, approved_area: 10_000 })).toEqual({});
    expect(codesOf(RequestDecisionSchema, { ...approve, approved_area: 1, reason: "ok" })).toEqual(
      {},
    );
    expect(codesOf(RequestDecisionSchema, { ...approve, approved_area: 0 })).toEqual({
      approved_area: ["invalid"],
    });
    expect(codesOf(RequestDecisionSchema, { ...approve, approved_area: 10_001 })).toEqual({
      approved_area: ["invalid"],
    });
    expect(codesOf(RequestDecisionSchema, { decision: "approve", approved_area: null })).toEqual({
      approved_area: ["required"],
    });
  });

  test("a rejection or a request for changes needs a reason of at most 1000 characters, no area", () => {
    for (const decision of ["reject", "request_changes"]) {
      const decided = { decision, reason: " السجل  منتهي " };
      expect(v.parse(RequestDecisionSchema, decided)).toEqual({
        decision,
        approved_area: null,
        reason: "السجل منتهي",
      });
      expect(codesOf(RequestDecisionSchema, { decision, reason: "r".repeat(1000) })).toEqual({});
      expect(codesOf(RequestDecisionSchema, { decision, reason: "r".repeat(1001) })).toEqual({
        reason: ["too_long"],
      });
      expect(codesOf(RequestDecisionSchema, { decision, reason: "" })).toEqual({
        reason: ["required"],
      });
    }
  });

  test("a missing reason is reported alongside another field's error", () => {
    expect(codesOf(RequestDecisionSchema, { decision: "reject", approved_area: 0 })).toEqual({
      approved_area: ["invalid"],
      reason: ["required"],
    });
    expect(codesOf(RequestDecisionSchema, { decision: "reject", approved_area: true })).toEqual({
      approved_area: ["numeric"],
      reason: ["required"],
    });
    expect(codesOf(RequestDecisionSchema, { decision: "approve", reason: 5 })).toEqual({
      approved_area: ["required"],
      reason: ["invalid"],
    });
  });

  test("messages and holds", () => {
    expect(v.parse(MessageInputSchema, { body: " متى  الموعد؟ " })).toEqual({
      body: "متى الموعد؟",
    });
    expect(codesOf(MessageInputSchema, { body: "m".repeat(4000) })).toEqual({});
    expect(codesOf(MessageInputSchema, { body: "m".repeat(4001) })).toEqual({ body: ["too_long"] });
    expect(codesOf(MessageInputSchema, { body: " " })).toEqual({ body: ["required"] });
    expect(v.parse(HoldInputSchema, { booth_id: ID })).toEqual({ booth_id: ID });
    expect(codesOf(HoldInputSchema, { booth_id: "A-12" })).toEqual({ booth_id: ["invalid"] });
  });
});

describe("participation answers", () => {
  const meta = { page: 1, per_page: 20, total: 1, pages: 1 };
  const fairEvent = {
    id: "e1",
    name: { ar: "معرض الرياض الدولي للكتاب", en: "Riyadh International Book Fair" },
    venue: { ar: "واجهة الرياض", en: "Riyadh Front" },
    address: { ar: "", en: "" },
    latitude: null,
    longitude: 46.6,
    ...event,
    is_registration_open: true,
  };
  const planBooth = {
    id: "b1",
    zone_id: "z1",
    code: "A-12",
    type: "corner",
    area_square_metres: 9,
    price_mode: "per_square_metre",
    price_halalas: 50_000,
    total_halalas: 450_000,
    x: 0,
    y: 0,
    width: 3,
    height: 3,
    status: "available",
    state: "held",
    is_mine: false,
    holder: {
      reservation_id: "r1",
      organization_id: "o1",
      organization_name: "دار المعرفة",
      expires_at: "2026-09-10T10:30:00.000Z",
    },
  };
  const request = {
    id: "q1",
    organization_id: "o1",
    organization_name: "دار المعرفة",
    event: { id: "e1", name: { ar: "معرض الرياض", en: "Riyadh Fair" } },
    status: "submitted",
    requested_area: 18,
    booth_type: "island",
    titles_count: 120,
    notes: "",
    approved_area: null,
    reason: null,
    unread_messages: 2,
    submitted_at: "2026-09-02T09:00:00.000Z",
    decided_at: null,
    created_at: "2026-09-01T09:00:00.000Z",
  };
  const reservation = {
    id: "r1",
    booth_id: "b1",
    booth_code: "A-12",
    zone_code: "A",
    area_square_metres: 9,
    total_halalas: 450_000,
    organization_id: "o1",
    organization_name: "دار المعرفة",
    status: "held",
    expires_at: "2026-09-10T10:30:00.000Z",
    created_at: "2026-09-10T10:00:00.000Z",
  };

  test("read events and the floor plan whole", () => {
    const events = { events: [fairEvent], meta };
    expect(v.parse(EventListSchema, events)).toEqual(events);
    const plan = {
      event: fairEvent,
      zones: [
        {
          id: "z1",
          event_id: "e1",
          code: "A",
          name: { ar: "القاعة أ", en: "Hall A" },
          plan_width: 40,
          plan_height: 30,
          booths: [
            planBooth,
            {
              ...planBooth,
              id: "b2",
              type: "standard",
              price_mode: "fixed",
              state: "confirmed",
              holder: null,
            },
            {
              ...planBooth,
              id: "b3",
              type: "island",
              status: "blocked",
              state: "blocked",
              holder: undefined,
            },
            {
              ...planBooth,
              id: "b4",
              state: "available",
              is_mine: true,
              holder: { ...planBooth.holder, expires_at: null },
            },
          ],
        },
      ],
    };
    expect(v.parse(FloorPlanSchema, plan)).toEqual(plan);
    const odd = {
      ...plan,
      zones: [{ ...plan.zones[0], booths: [{ ...planBooth, state: "sold" }] }],
    };
    expect(v.safeParse(FloorPlanSchema, odd).success).toBe(false);
  });

  test.each(["available", "held", "confirmed", "blocked"])(
    "reads a booth change to %s",
    (state) => {
      const change = {
        booth_id: "b1",
        state,
        organization_id: state === "available" ? null : "o1",
      };
      expect(v.parse(BoothChangeSchema, change)).toEqual(change);
    },
  );

  test("reads requests in every status, with their counts and details, whole", () => {
    const statuses = ["draft", "submitted", "approved", "rejected", "changes_requested"];
    const requests = statuses.map((status) => ({ ...request, status }));
    const mine = { requests, meta: { ...meta, unread: 3 } };
    expect(v.parse(RequestListSchema, mine)).toEqual(mine);
    const counts = { submitted: 1, approved: 2, rejected: 3, changes_requested: 4, draft: 5 };
    const admin = { requests, meta, counts };
    expect(v.parse(AdminRequestListSchema, admin)).toEqual(admin);
    const unknown = { requests: [{ ...request, status: "archived" }], meta, counts };
    expect(v.safeParse(AdminRequestListSchema, unknown).success).toBe(false);
    const detail = {
      request: {
        ...request,
        status: "approved",
        approved_area: 18,
        decided_at: request.submitted_at,
      },
      timeline: [
        {
          id: "t1",
          from_status: null,
          to_status: "submitted",
          actor: { name: "هدى", role: "exhibitor", deleted: false },
          reason: null,
          created_at: "2026-09-02T09:00:00.000Z",
        },
        {
          id: "t2",
          from_status: "submitted",
          to_status: "approved",
          actor: { name: "Admin", role: "admin", deleted: false },
          reason: "ok",
          created_at: "2026-09-03T09:00:00.000Z",
        },
      ],
      messages: [
        {
          id: "m1",
          body: "متى الموعد؟",
          author: { name: "هدى", role: "exhibitor", deleted: false },
          is_mine: true,
          created_at: "2026-09-02T10:00:00.000Z",
        },
        {
          id: "m2",
          body: "الأحد",
          author: { name: "Admin", role: "admin", deleted: false },
          is_mine: false,
          created_at: "2026-09-02T11:00:00.000Z",
        },
      ],
    };
    expect(v.parse(RequestDetailSchema, detail)).toEqual(detail);
    const guest = {
      ...detail,
      messages: [{ ...detail.messages[0], author: { name: "x", role: "guest" } }],
    };
    expect(v.safeParse(RequestDetailSchema, guest).success).toBe(false);
  });

  test("filters the administration's requests by status and event", () => {
    for (const status of ["draft", "submitted", "approved", "rejected", "changes_requested"]) {
      expect(v.parse(AdminRequestFilterSchema, { status, event_id: ID })).toEqual({
        status,
        event_id: ID,
      });
    }
    expect(v.safeParse(AdminRequestFilterSchema, { status: "archived" }).success).toBe(false);
    expect(v.safeParse(AdminRequestFilterSchema, { event_id: "e1" }).success).toBe(false);
  });

  test("reads reservations in every status whole", () => {
    const reservations = ["held", "confirmed", "expired", "cancelled"].map((status) => ({
      ...reservation,
      status,
      expires_at: status === "held" ? reservation.expires_at : null,
    }));
    const list = { reservations, meta };
    expect(v.parse(ReservationListSchema, list)).toEqual(list);
    const mine = {
      events: [
        {
          id: "e1",
          name: { ar: "معرض", en: "Fair" },
          opens_on: "2026-11-01",
          ends_on: "2026-11-10",
        },
      ],
      request_id: "q1",
      event_id: "e1",
      approved_area: 18,
      reservations,
      held_area: 9,
    };
    expect(v.parse(MyReservationSchema, mine)).toEqual(mine);
    const none = {
      events: [],
      request_id: null,
      event_id: null,
      approved_area: 0,
      reservations: [],
      held_area: 0,
    };
    expect(v.parse(MyReservationSchema, none)).toEqual(none);
    const odd = { reservations: [{ ...reservation, status: "released" }], meta };
    expect(v.safeParse(ReservationListSchema, odd).success).toBe(false);
  });
});
