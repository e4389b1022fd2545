// Apart from the client so that code which only tells a failed call apart (error pages, retry
// rules) does not bring the whole client, its HTTP library and every schema into a page.

/** A failed call, normalised: the server's message and field errors, or status 0 offline. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly errors: Record<string, string[]>;
  /** The server's id for the failed request, which a user can quote to support. */
  readonly requestId: string | undefined;
  /** A missing precondition's code (`no_organization`…), when the answer named one. */
  readonly code: string | undefined;
  /** What the refusal names (`data` of the body), to be read with the call's own schema. */
  readonly data: unknown;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> = {},
    requestId?: string,
    code?: string,
    data?: unknown,
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.requestId = requestId;
    this.code = code;
    this.data = data;
  }

  /** True when no answer came back at all (network down, server unreachable, timeout). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}
