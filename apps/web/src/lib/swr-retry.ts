import { ApiError } from "@rawaq/api-client/errors";

/** How many times a failed GET is tried again before its view shows the error and Retry. */
export const MAX_GET_RETRIES = 3;

/**
 * Whether a failed GET is worth asking again: no answer at all, a server failure or a
 * rate limit may pass; a 4xx answer (not found, forbidden, invalid) will not change by itself.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.isNetworkError || error.status >= 500 || error.status === 429;
}

/** The wait before the nth retry (1-based): 1 s, 2 s, 4 s… */
export function retryDelay(attempt: number): number {
  return 1000 * 2 ** (attempt - 1);
}

type Revalidate = (options: { retryCount: number }) => void;

/**
 * SWR's onErrorRetry for the whole app: GETs are retried (SWR's own default is on; this app had
 * it off, so a failed fetch left a blank view), only when retrying can help, a few times, with
 * a growing wait.
 */
export function onErrorRetry(
  error: unknown,
  _key: string,
  _config: unknown,
  revalidate: Revalidate,
  { retryCount }: { retryCount: number },
): void {
  if (!isRetryable(error) || retryCount > MAX_GET_RETRIES) return;
  setTimeout(() => revalidate({ retryCount }), retryDelay(retryCount));
}
