import { PHONE_INPUT_ERRORS } from "./constants.ts";

/** `1`, an optional `;`, then the ISO 3166 code: `1;SA;SAU;Saudi Arabia`, `1;SA`, `1SA`. */
const REPLY = /^1;?([A-Za-z]{2})(?![A-Za-z])/;

/**
 * The spec's IP-to-country contract (§7) for `PhoneInput`'s `detectCountry`: a GET with no
 * payload whose plain-text reply starts with `1` followed by a country code. Any other reply, an
 * HTTP error or a network error rejects with Error('unable to fetch the country').
 */
export function createIpCountryLookup(
  url: string,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): () => Promise<string> {
  return async () => {
    let reply: string;
    try {
      const response = await fetchImpl(url, { method: "GET" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      reply = await response.text();
    } catch {
      throw new Error(PHONE_INPUT_ERRORS.countryFetch);
    }
    const match = REPLY.exec(reply.trim());
    if (!match?.[1]) throw new Error(PHONE_INPUT_ERRORS.countryFetch);
    return match[1].toUpperCase();
  };
}
