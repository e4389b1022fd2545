import type { Seller } from "@rawaq/domain/seller";
import type { UblDocument, UblParty } from "./ubl.ts";

/** The fair's organizer as a document's seller: identified by its commercial registration. */
export function sellerParty(seller: Seller): UblParty {
  return {
    name: seller.name_ar,
    vat_number: seller.vat_number,
    identifier: { scheme: "CRN", id: seller.commercial_registration_number },
    address: {
      street: seller.street,
      building_number: seller.building_number,
      additional_number: seller.additional_number,
      district: seller.district,
      city: seller.city,
      zip: seller.zip,
      country: "SA",
    },
  };
}

/** A valid document of `seller` for the compliance checks of onboarding. */
export function sampleDocument(
  seller: Seller,
  kind: UblDocument["kind"],
  icv: number,
  pih: string,
  now: Date,
): UblDocument {
  return {
    kind,
    uuid: "",
    number: kind === "invoice" ? "SAMPLE-1" : "SAMPLE-1-C",
    issued_at: now,
    supply_date: now.toISOString().slice(0, 10),
    due_date: null,
    icv,
    pih,
    seller: sellerParty(seller),
    buyer: {
      name: "Sample Publishing House",
      vat_number: "399999999900003",
      identifier: null,
      address: {
        street: "Prince Sultan",
        building_number: "2322",
        additional_number: "",
        district: "Al-Murabba",
        city: "Riyadh",
        zip: "23333",
        country: "SA",
      },
    },
    lines: [{ id: "1", name: "Booth A-01", amount_halalas: 100_000 }],
    subtotal_halalas: 100_000,
    vat_halalas: 15_000,
    total_halalas: 115_000,
    iban: "SA0380000000608010167519",
    credits:
      kind === "credit_note" ? { number: "SAMPLE-1", reason: "Cancelled reservation" } : null,
  };
}

/**
 * The seller a simulation's unit is onboarded with when no seller is set yet: complete, so the
 * compliance checks pass; the invoices themselves carry the seller the administration set.
 */
export const SIMULATION_SELLER: Seller = {
  name_ar: "منظم المعرض التجريبي",
  name_en: "Demo fair organizer",
  vat_number: "399999999900003",
  commercial_registration_number: "1010000000",
  building_number: "1234",
  street: "King Fahd Road",
  district: "Al Olaya",
  city: "Riyadh",
  zip: "12244",
  additional_number: "",
  updated_at: null,
};
