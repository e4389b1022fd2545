import { ApiError } from "@rawaq/api-client/errors";
import { PRECONDITION_CODES, type PreconditionCode } from "@rawaq/domain/envelope";

/** The missing precondition a failed call names (its answer's `code`), or undefined. */
export function preconditionOf(error: unknown): PreconditionCode | undefined {
  const code = error instanceof ApiError ? error.code : undefined;
  return PRECONDITION_CODES.find((known) => known === code);
}

/**
 * The SWR `onError` of a page's data: a failed fetch is only logged (spec §8). A missing
 * precondition is not a failure (decision 072): the caller's own organization's data is asked
 * with the page, before the app knows whether there is one (decision 079), so a reader without
 * one gets `no_organization`, which the page already explains; nothing is logged for it.
 */
export function logLoadFailure(what: string) {
  return (error: unknown) => {
    if (preconditionOf(error)) return;
    console.error(`${what} could not be loaded:`, error);
  };
}
