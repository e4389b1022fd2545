import { randomUUID } from "node:crypto";
import {
  booths,
  events,
  organizationMembers,
  organizations,
  participationRequests,
  zones,
} from "../src/db/schema/index.ts";
import { type TestUser, createUser, legalData } from "./fixtures.ts";
import type { TestApp } from "./helpers.ts";

/** The clock the participation tests start at: inside the fixture event's registration window. */
export const IN_WINDOW = new Date("2026-09-10T09:00:00Z");

export const eventInput = {
  name_ar: "معرض الرياض الدولي للكتاب",
  name_en: "Riyadh International Book Fair",
  venue_ar: "واجهة الرياض",
  venue_en: "Riyadh Front",
  address_ar: "طريق المطار",
  address_en: "Airport Road",
  registration_opens_on: "2026-09-01",
  registration_closes_on: "2026-10-15",
  shipping_starts_on: "2026-10-20",
  opens_on: "2026-11-01",
  ends_on: "2026-11-10",
};

export function booth(code: string, x: number, y: number, overrides: Record<string, unknown> = {}) {
  return {
    code,
    type: "standard",
    area_square_metres: 9,
    price_mode: "per_square_metre",
    price_halalas: 50_000,
    x,
    y,
    width: 3,
    height: 3,
    ...overrides,
  };
}

/** {@link eventInput} as an `events` row, for writing an event straight to the database. */
export const eventRow = {
  nameAr: eventInput.name_ar,
  nameEn: eventInput.name_en,
  venueAr: eventInput.venue_ar,
  venueEn: eventInput.venue_en,
  addressAr: eventInput.address_ar,
  addressEn: eventInput.address_en,
  registrationOpensOn: eventInput.registration_opens_on,
  registrationClosesOn: eventInput.registration_closes_on,
  shippingStartsOn: eventInput.shipping_starts_on,
  startsOn: eventInput.opens_on,
  endsOn: eventInput.ends_on,
};

/** An event with one zone and `count` booths in a row, written straight to the database. */
export async function insertFair(api: TestApp, count = 4) {
  const [event] = await api.db.insert(events).values(eventRow).returning();
  const [zone] = await api.db
    .insert(zones)
    .values({
      eventId: event!.id,
      code: "A",
      nameAr: "القاعة",
      nameEn: "Hall",
      planWidth: 200,
      planHeight: 10,
    })
    .returning();
  const rows = await api.db
    .insert(booths)
    .values(
      Array.from({ length: count }, (_, index) => ({
        zoneId: zone!.id,
        code: `A-${index + 1}`,
        type: "standard" as const,
        areaSquareMetres: 9,
        priceMode: "per_square_metre" as const,
        priceHalalas: 50_000,
        x: index * 3,
        y: 0,
        width: 3,
        height: 3,
      })),
    )
    .returning();
  return { event: event!, zone: zone!, booths: rows };
}

/**
 * A manager of an approved organization with an approved request for `eventId`, written straight
 * to the database (the request's own transitions are tested through the API).
 */
export async function approvedExhibitor(
  api: TestApp,
  eventId: string,
  approvedArea = 18,
): Promise<{ user: TestUser; organizationId: string; requestId: string }> {
  const user = await createUser(api);
  const data = legalData();
  const [organization] = await api.db
    .insert(organizations)
    .values({
      status: "approved",
      name: `دار ${randomUUID().slice(0, 8)}`,
      commercialName: data.commercial_name,
      commercialRegistrationNumber: data.commercial_registration_number,
      commercialRegistrationExpiresOn: data.commercial_registration_expires_on,
      publishingLicenceNumber: data.publishing_licence_number,
      publishingLicenceExpiresOn: data.publishing_licence_expires_on,
      email: data.email,
      zip: data.zip,
      phone1: data.phone1,
      countryId: data.country,
      cityId: data.city,
      // A Saudi house's national address: its tax invoices name it (issue 30).
      buildingNumber: "2322",
      street: "شارع الأمير سلطان",
      district: "المربع",
    })
    .returning();
  await api.db
    .insert(organizationMembers)
    .values({ organizationId: organization!.id, userId: user.id, role: "manager" });
  const [request] = await api.db
    .insert(participationRequests)
    .values({
      organizationId: organization!.id,
      eventId,
      status: "approved",
      requestedArea: approvedArea,
      approvedArea,
      boothType: "standard",
      titlesCount: 10,
      decidedAt: new Date(),
    })
    .returning();
  return { user, organizationId: organization!.id, requestId: request!.id };
}
