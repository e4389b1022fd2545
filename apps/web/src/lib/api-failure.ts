import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "@rawaq/api-client/errors";

/** What a failed call says when no answer came back (or none the page can read). */
export const UNEXPECTED_FAILURE = msg`An unexpected error occurred. Please try again later.`;

/** A failed call as a form shows it: the server's field errors and message, or a generic text. */
export function serverFailure(
  error: unknown,
  i18n: I18n,
): { errors: Record<string, string[]>; message: string } {
  if (error instanceof ApiError && !error.isNetworkError) {
    return { errors: error.errors, message: error.message };
  }
  return { errors: {}, message: i18n._(UNEXPECTED_FAILURE) };
}

/** The server's message for a failed call, or a generic text when no answer came back. */
export function failureMessage(error: unknown, i18n: I18n): string {
  return serverFailure(error, i18n).message;
}

/**
 * Like failureMessage, but the first field error wins: an upload has one field, and its error
 * (wrong type, too large) says more than the server's summary.
 */
export function firstFailureMessage(error: unknown, i18n: I18n): string {
  const { errors, message } = serverFailure(error, i18n);
  return Object.values(errors)[0]?.[0] ?? message;
}

/**
 * The server's id for a failed request, if its answer carried one (`requestId` of the error
 * body: an ApiError, or a route error's data), for the "reference" small print of error states.
 */
export function requestIdOf(error: unknown): string | undefined {
  const requestId =
    error instanceof ApiError
      ? error.requestId
      : (error as { requestId?: unknown; data?: { requestId?: unknown } } | null)?.requestId;
  return typeof requestId === "string" && requestId ? requestId : undefined;
}
