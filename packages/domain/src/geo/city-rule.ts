import * as v from "valibot";
import { hasState, loadStates } from "./countries.ts";

/** A form's place: a country and, when that country has any, one of its cities. */
type Place = { country: string; city: string };

/**
 * The one rule of a place (registration, profile, an organization's legal data): the city is
 * required when the country has cities ("required") and must be one of them ("unknown_option"),
 * reported on `city`. Async: a country's cities load lazily, so the browser's forms leave it to
 * the server.
 */
const cityRule = v.forwardAsync(
  v.partialCheckAsync<
    Place,
    [["country"], ["city"]],
    Place,
    (issue: v.PartialCheckIssue<Place>) => string
  >(
    [["country"], ["city"]],
    async ({ country, city }) =>
      city === "" ? (await loadStates(country)).length === 0 : hasState(country, city),
    (issue) => ((issue.input as Place).city === "" ? "required" : "unknown_option"),
  ),
  ["city"],
);

export function cityOfCountry<TInput extends Place>() {
  // The rule reads only the place; the object it checks has more fields, which it passes on.
  return cityRule as unknown as v.BaseValidationAsync<TInput, TInput, v.PartialCheckIssue<TInput>>;
}
