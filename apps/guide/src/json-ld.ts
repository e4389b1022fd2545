import type {
  GuideEvent,
  GuideExhibitorProfile,
  GuideHouse,
  GuideOffer,
} from "@rawaq/domain/guide";
import { halalasToSar } from "@rawaq/domain/money";
import type { Locale } from "@rawaq/i18n/locales";
import { guidePaths } from "./paths.ts";

/**
 * schema.org data of the guide's pages (decision 083): search engines and link previews read the
 * event, each house and each title with its offers from the page itself.
 */

export function eventData(event: GuideEvent, locale: Locale, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name[locale],
    startDate: event.startsOn,
    endDate: event.endsOn,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: `${origin}${guidePaths.home(locale)}`,
    inLanguage: locale,
    location: {
      "@type": "Place",
      name: event.venue[locale],
      address: event.address[locale] || event.venue[locale],
    },
  };
}

export function houseData(
  house: GuideHouse,
  profile: GuideExhibitorProfile,
  logoUrl: string | null,
  locale: Locale,
  origin: string,
) {
  const description =
    profile.description[locale] || profile.description[locale === "ar" ? "en" : "ar"];
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: locale === "ar" ? house.name : house.commercialName,
    alternateName: locale === "ar" ? house.commercialName : house.name,
    url: `${origin}${guidePaths.exhibitor(locale, house.slug)}`,
    ...(profile.website ? { sameAs: [profile.website] } : {}),
    ...(logoUrl ? { logo: logoUrl } : {}),
    ...(description ? { description } : {}),
    address: { "@type": "PostalAddress", addressCountry: house.country },
  };
}

export function bookData(offers: GuideOffer[], locale: Locale, origin: string) {
  const [first] = offers;
  if (!first) return null;
  return {
    "@context": "https://schema.org",
    "@type": "Book",
    name: first.title,
    author: { "@type": "Person", name: first.author },
    isbn: first.isbn,
    inLanguage: first.language,
    publisher: { "@type": "Organization", name: first.publisher },
    url: `${origin}${guidePaths.title(locale, first.isbn)}`,
    offers: offers.map((offer) => ({
      "@type": "Offer",
      price: halalasToSar(offer.priceHalalas),
      priceCurrency: "SAR",
      availability: "https://schema.org/InStoreOnly",
      seller: {
        "@type": "Organization",
        name: locale === "ar" ? offer.house.name : offer.house.commercialName,
        url: `${origin}${guidePaths.exhibitor(locale, offer.house.slug)}`,
      },
    })),
  };
}
