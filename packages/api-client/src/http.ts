import { ApiErrorBodySchema } from "@rawaq/domain/envelope";
import ky, { HTTPError, type KyInstance, type ResponsePromise } from "ky";
import * as v from "valibot";
import { ApiError } from "./errors.ts";

// What every feature's calls are made with: the ky instance, answers parsed with their domain
// schema, downloads, uploads with progress, query strings. The feature files import this file
// and nothing else of the package; client.ts composes them.

export interface ApiClientOptions {
  /** The public API base URL setting, e.g. `/api` or `https://rawaq.example/api`. */
  baseUrl: string;
  /** The bearer token, read at every call. */
  getToken?: () => string | null | undefined;
  /** The UI locale, sent as Accept-Language so server messages come back translated. */
  getLocale?: () => string;
  fetch?: typeof globalThis.fetch;
}

/** What a feature's calls are built on. */
export interface Http {
  ky: KyInstance;
  options: ApiClientOptions;
  /** An address under the API's base (`path` without a leading slash). */
  url: (path: string) => string;
  /** A multipart request with upload progress (0 to 1), its answer parsed with `schema`. */
  upload: <TSchema extends v.GenericSchema>(
    path: string,
    body: FormData,
    schema: TSchema,
    onProgress?: (fraction: number) => void,
    method?: "POST" | "PUT",
  ) => Promise<v.InferOutput<TSchema>>;
  /** Runs a call that ends this session once the calls already under way have their answer. */
  endingSession: <T>(end: () => Promise<T>) => Promise<T>;
}

/** How long a call that ends the session waits for the calls already under way with it. */
const SESSION_END_WAIT_MS = 3_000;

export function createHttp(options: ApiClientOptions): Http {
  // The calls under way, until their answer's headers arrive: a call that ends this session
  // waits for them, or those still on their way would reach the server with a revoked token and
  // come back 401 (an error on the page being left, and in the browser's console).
  const underWay = new Set<Promise<Response>>();
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const trackedFetch: typeof globalThis.fetch = (input, init) => {
    const answer = baseFetch(input, init);
    underWay.add(answer);
    const forget = () => underWay.delete(answer);
    answer.then(forget, forget);
    return answer;
  };
  const afterCallsUnderWay = () =>
    Promise.race([
      Promise.allSettled([...underWay]),
      new Promise((resolve) => setTimeout(resolve, SESSION_END_WAIT_MS)),
    ]);

  const instance = ky.create({
    prefix: options.baseUrl,
    retry: 0,
    timeout: 15_000,
    fetch: trackedFetch,
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
  const url = (path: string) => `${options.baseUrl.replace(/\/+$/, "")}/${path}`;

  return {
    ky: instance,
    options,
    url,
    upload: (path, body, schema, onProgress, method = "POST") =>
      upload(url(path), body, options, schema, onProgress, method),
    endingSession: async (end) => {
      await afterCallsUnderWay();
      return end();
    },
  };
}

export interface PageParams {
  page?: number;
  per_page?: number;
}

/** A path segment from a value (an id, a kind), encoded. */
export const segment = (value: string) => encodeURIComponent(value);

/** Query parameters without the empty ones. */
export function searchParams(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== "")
      .map(([key, value]) => [key, String(value)]),
  );
}

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
  return parseAnswer(schema, body);
}

/** A file download; a failure is an ApiError like every other call. */
export async function blob(request: ResponsePromise): Promise<Blob> {
  try {
    return await request.blob();
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * What `upload` uses of an XMLHttpRequest, named here so the client also compiles in programs
 * without the DOM's types (the API's contract test, which gives it one of its own).
 */
interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  responseType: string;
  readonly upload: {
    addEventListener(
      type: "progress",
      listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void,
    ): void;
  };
  addEventListener(type: "load" | "error", listener: () => void): void;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  send(body: FormData): void;
}

/**
 * A multipart upload through XMLHttpRequest: fetch cannot report upload progress in browsers
 * over HTTP/1.1, and users need to see a 5 MB upload move.
 */
function upload<TSchema extends v.GenericSchema>(
  url: string,
  body: FormData,
  options: ApiClientOptions,
  schema: TSchema,
  onProgress: ((fraction: number) => void) | undefined,
  method: "POST" | "PUT",
): Promise<v.InferOutput<TSchema>> {
  return new Promise((resolve, reject) => {
    const request = new (
      globalThis as unknown as { XMLHttpRequest: new () => UploadRequest }
    ).XMLHttpRequest();
    request.open(method, url);
    const token = options.getToken?.();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    const locale = options.getLocale?.();
    if (locale) request.setRequestHeader("Accept-Language", locale);
    request.responseType = "text";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener("error", () => reject(new ApiError(0, "Network error")));
    request.addEventListener("load", () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        parsed = undefined;
      }
      if (request.status < 200 || request.status >= 300) {
        reject(apiErrorFromBody(request.status, request.statusText, parsed));
        return;
      }
      try {
        const output = parseAnswer(schema, parsed);
        onProgress?.(1);
        resolve(output);
      } catch (error) {
        reject(error);
      }
    });
    request.send(body);
  });
}

/** A successful answer parsed with its domain schema; an unknown shape is an ApiError (502). */
function parseAnswer<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const failure = new ApiError(
      502,
      "The server sent an answer this version does not understand.",
    );
    // Where the answer and the schema part, for a developer's console or a test (not the reader).
    failure.cause = result.issues.map(
      (issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`,
    );
    throw failure;
  }
  return result.output;
}

/** A failed answer's `{ message, errors }`, or its status text when the body is not one. */
function apiErrorFromBody(status: number, statusText: string, body: unknown): ApiError {
  const parsed = v.safeParse(ApiErrorBodySchema, body);
  return parsed.success
    ? new ApiError(
        status,
        parsed.output.message,
        parsed.output.errors,
        parsed.output.requestId,
        parsed.output.code,
        parsed.output.data,
      )
    : new ApiError(status, statusText || "Request failed");
}

/** Any failure of a ky call as an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof HTTPError) {
    return apiErrorFromBody(error.response.status, error.response.statusText, error.data);
  }
  if (error instanceof ApiError) return error;
  return new ApiError(0, error instanceof Error ? error.message : String(error));
}

export { ApiError };
