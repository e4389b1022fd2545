import { findCountry, loadKnownStates } from "@rawaq/domain/geo/countries";
import type { InvoiceParty } from "@rawaq/domain/payments";
import { LIST_SEPARATORS } from "@rawaq/i18n/text";
import type { OrganizationRow } from "../../core/membership.ts";

/**
 * The buyer's address on an invoice: the organization's city and country, named in each of the
 * invoice's languages from the same place data the wizard offers. The postal code is not an
 * address, so it is never used as one.
 */
export async function buyerAddress(
  countryId: string,
  cityId: string | null,
  nationalAddress?: { building_number: string; street: string; district: string },
): Promise<InvoiceParty["address"]> {
  const country = findCountry(countryId);
  const city = cityId
    ? (await loadKnownStates(countryId)).find((state) => state.id === cityId)
    : undefined;
  // A national address, when given, comes first as registered (issue 30): "2322 Prince Sultan
  // Street, Al Murabba", then the city and the country in the invoice's language.
  const street = nationalAddress
    ? [
        `${nationalAddress.building_number} ${nationalAddress.street}`.trim(),
        nationalAddress.district,
      ]
    : [];
  const parts = (locale: "ar" | "en") =>
    [...street, city?.name[locale], country?.name[locale] ?? countryId].filter(Boolean);
  // Not isolated: the address is a copy on a tax invoice, as plain as the seller's.
  return {
    ar: parts("ar").join(LIST_SEPARATORS.comma.ar),
    en: parts("en").join(LIST_SEPARATORS.comma.en),
  };
}

/** The organization as the buyer of an invoice, copied when the invoice is issued. */
export async function invoiceBuyer(organization: OrganizationRow): Promise<InvoiceParty> {
  return {
    name: organization.name,
    vat_number: organization.vatNumber ?? "",
    commercial_registration_number: organization.commercialRegistrationNumber,
    address: await buyerAddress(organization.countryId, organization.cityId, {
      building_number: organization.buildingNumber,
      street: organization.street,
      district: organization.district,
    }),
  };
}
