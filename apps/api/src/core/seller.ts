import type { BankDetails, InvoiceParty } from "@rawaq/domain/payments";
import { type Seller, type SellerInput, nationalAddressLines } from "@rawaq/domain/seller";
import type { UserRow } from "./users.ts";
import type { Database } from "../db/client.ts";
import { sellerSettings } from "../db/schema/index.ts";

/**
 * The fair's administration as the seller on every invoice, and the account exhibitors pay into.
 * Copied into each invoice when it is issued, so a change here never alters an issued invoice.
 */
export const FAIR_SELLER: InvoiceParty = {
  name: "هيئة الأدب والنشر والترجمة",
  vat_number: "310122393500003",
  commercial_registration_number: "1010665432",
  address: { ar: "الرياض، المملكة العربية السعودية", en: "Riyadh, Saudi Arabia" },
};

export const FAIR_BANK: BankDetails = {
  bank_name: "البنك الأهلي السعودي",
  iban: "SA0380000000608010167519",
  account_name: "هيئة الأدب والنشر والترجمة",
};

/** The seller before the administration first saves it: the built-in one, no national address. */
const BUILT_IN_SELLER: Seller = {
  name_ar: FAIR_SELLER.name,
  name_en: "Literature, Publishing and Translation Commission",
  vat_number: FAIR_SELLER.vat_number,
  commercial_registration_number: FAIR_SELLER.commercial_registration_number,
  building_number: "",
  street: "",
  district: "",
  city: "",
  zip: "",
  additional_number: "",
  updated_at: null,
};

/** The seller as the administration set it (issue 30), else the built-in one. */
export async function readSeller(db: Database): Promise<Seller> {
  const [row] = await db.select().from(sellerSettings).limit(1);
  if (!row) return BUILT_IN_SELLER;
  return {
    name_ar: row.nameAr,
    name_en: row.nameEn,
    vat_number: row.vatNumber,
    commercial_registration_number: row.commercialRegistrationNumber,
    building_number: row.buildingNumber,
    street: row.street,
    district: row.district,
    city: row.city,
    zip: row.zip,
    additional_number: row.additionalNumber,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The administration sets the seller; invoices issued from now on carry it. */
export async function saveSeller(
  db: Database,
  actor: UserRow,
  input: SellerInput,
  now: Date,
): Promise<Seller> {
  const values = {
    nameAr: input.name_ar,
    nameEn: input.name_en,
    vatNumber: input.vat_number,
    commercialRegistrationNumber: input.commercial_registration_number,
    buildingNumber: input.building_number,
    street: input.street,
    district: input.district,
    city: input.city,
    zip: input.zip,
    additionalNumber: input.additional_number,
    updatedAt: now,
    updatedByUserId: actor.id,
  };
  await db
    .insert(sellerSettings)
    .values({ id: "fair", ...values })
    .onConflictDoUpdate({ target: sellerSettings.id, set: values });
  return readSeller(db);
}

/** The seller as an invoice carries it: its national address once set, else the city. */
export function invoiceSeller(seller: Seller): InvoiceParty {
  const address = nationalAddressLines(seller);
  return {
    name: seller.name_ar,
    name_en: seller.name_en,
    vat_number: seller.vat_number,
    commercial_registration_number: seller.commercial_registration_number,
    address: address.ar ? address : FAIR_SELLER.address,
  };
}
