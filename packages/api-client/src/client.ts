import { ApiErrorBodySchema } from "@rawaq/domain/envelope";
import { envelopeSchema } from "@rawaq/domain/envelope";
import { HealthSchema } from "@rawaq/domain/health";
import ky, { HTTPError, type KyInstance, type ResponsePromise } from "ky";
import * as v from "valibot";

/** A failed call, normalised: the server's message and field errors, or status 0 offline. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly errors: Record<string, string[]>;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
  }

  /** True when no answer came back at all (network down, server unreachable, timeout). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface ApiClientOptions {
  /** The public API base URL setting, e.g. `/api` or `https://rawaq.example/api`. */
  baseUrl: string;
  /** The bearer token, read at every call. */
  getToken?: () => string | null | undefined;
  /** The UI locale, sent as Accept-Language so server messages come back translated. */
  getLocale?: () => string;
  fetch?: typeof globalThis.fetch;
}

export function createApiClient(options: ApiClientOptions) {
  const http = ky.create({
    prefix: options.baseUrl,
    retry: 0,
    timeout: 15_000,
    fetch: options.fetch,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.getToken?.();
          if (token) request.headers.set("Authorization", `Bearer ${token}`);
          const locale = options.getLocale?.();
          if (locale) request.headers.set("Accept-Language", locale);
        },
      ],
    },
  });

  return {
    http,
    getHealth: () => call(http.get("health"), envelopeSchema(HealthSchema)),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Awaits a ky call and parses its body with a domain schema; every failure is an ApiError. */
export async function call<TSchema extends v.GenericSchema>(
  request: ResponsePromise,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch (error) {
    throw toApiError(error);
  }
  const result = v.safeParse(schema, body);
  if (!result.success) {
    throw new ApiError(502, "The server sent an answer this version does not understand.");
  }
  return result.output;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof HTTPError) {
    const parsed = v.safeParse(ApiErrorBodySchema, error.data);
    return parsed.success
      ? new ApiError(error.response.status, parsed.output.message, parsed.output.errors)
      : new ApiError(error.response.status, error.response.statusText || "Request failed");
  }
  return new ApiError(0, error instanceof Error ? error.message : String(error));
}

export type { KyInstance };
