import { ApiErrorBodySchema } from "@rawaq/domain/envelope";
import { envelopeSchema } from "@rawaq/domain/envelope";
import { UserSchema } from "@rawaq/domain/user";
import { type ContactMessageInput, ContactMessageSchema } from "@rawaq/domain/contact";
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
    /** spec §7: POST auth/login, JSON email + password; data.user and data.token are read. */
    login: (credentials: { email: string; password: string }) =>
      call(http.post("auth/login", { json: credentials }), envelopeSchema(LoginResultSchema)),
    /** spec §7: POST auth/register, multipart with the signup fields. */
    register: (form: FormData) =>
      call(http.post("auth/register", { body: form }), envelopeSchema(UserResultSchema)),
    sendContactMessage: (message: ContactMessageInput) =>
      call(
        http.post("contact", { json: message }),
        envelopeSchema(v.object({ message: ContactMessageSchema })),
      ),
    logout: () => call(http.post("auth/logout"), envelopeSchema(v.null())),
    /** spec §7: GET profile with the Bearer token; data.user. */
    getProfile: () => call(http.get("profile"), envelopeSchema(UserResultSchema)),
    /** The user's photo (authorized, so not an <img src>): a Blob, or null when there is none. */
    getProfilePhoto: async (): Promise<Blob | null> => {
      try {
        return await http.get("profile/photo").blob();
      } catch (error) {
        const failure = toApiError(error);
        if (failure.status === 404) return null;
        throw failure;
      }
    },
    /** spec §7: GET organizations; data.organization and data.meta. */
    getOrganizations: () =>
      call(http.get("organizations"), envelopeSchema(OrganizationsResultSchema)),
    /** spec §7: GET get_books_by_organization/{organizationId}; data.books. */
    getBooksByOrganization: (organizationId: string) =>
      call(
        http.get(`get_books_by_organization/${encodeURIComponent(organizationId)}`),
        envelopeSchema(v.object({ books: v.array(v.unknown()) })),
      ),
    /** Uploads the identity document, reporting progress from 0 to 1. */
    uploadIdentityDocument: (file: File, onProgress?: (fraction: number) => void) => {
      const form = new FormData();
      form.set("file", file);
      return upload(
        joinUrl(options.baseUrl, "profile/identity-document"),
        form,
        options,
        envelopeSchema(UserResultSchema),
        onProgress,
      );
    },
  };
}

const LoginResultSchema = v.object({ user: UserSchema, token: v.string() });
const UserResultSchema = v.object({ user: UserSchema });
const OrganizationsResultSchema = v.object({
  organization: v.nullable(v.record(v.string(), v.unknown())),
  meta: v.object({
    status: v.nullable(v.string()),
    books: v.object({ pending: v.number(), approved: v.number(), rejected: v.number() }),
  }),
});

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path}`;
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
  onProgress?: (fraction: number) => void,
): Promise<v.InferOutput<TSchema>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
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
  return parseAnswer(schema, body);
}

/** A successful answer parsed with its domain schema; an unknown shape is an ApiError (502). */
function parseAnswer<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body);
  if (!result.success) {
    throw new ApiError(502, "The server sent an answer this version does not understand.");
  }
  return result.output;
}

/** A failed answer's `{ message, errors }`, or its status text when the body is not one. */
function apiErrorFromBody(status: number, statusText: string, body: unknown): ApiError {
  const parsed = v.safeParse(ApiErrorBodySchema, body);
  return parsed.success
    ? new ApiError(status, parsed.output.message, parsed.output.errors)
    : new ApiError(status, statusText || "Request failed");
}

function toApiError(error: unknown): ApiError {
  if (error instanceof HTTPError) {
    return apiErrorFromBody(error.response.status, error.response.statusText, error.data);
  }
  return new ApiError(0, error instanceof Error ? error.message : String(error));
}

export type { KyInstance };
