import { ApiErrorBodySchema } from "@rawaq/domain/envelope";
import { envelopeSchema } from "@rawaq/domain/envelope";
import {
  AdminUserListSchema,
  OutboxListSchema,
  SessionsResultSchema,
  UserSchema,
  type UserRole,
} from "@rawaq/domain/user";
import { type ContactMessageInput, ContactMessageSchema } from "@rawaq/domain/contact";
import { HealthSchema } from "@rawaq/domain/health";
import {
  BookImportResultSchema,
  BookSchema,
  BooksResultSchema,
  type BookInput,
  type BookStatus,
} from "@rawaq/domain/book";
import {
  InvitationSchema,
  MembersResultSchema,
  OrganizationSchema,
  OrganizationsResultSchema,
  type OrganizationDocument,
} from "@rawaq/domain/organization";
import {
  AdminBookListSchema,
  BookQueueOrganizationsSchema,
  AdminOrganizationDetailSchema,
  AdminOrganizationListSchema,
  AdminSummarySchema,
  AuditResultSchema,
  NotificationsResultSchema,
} from "@rawaq/domain/review";
import { ApiError } from "./errors.ts";
import { logisticsCalls } from "./logistics.ts";
import ky, { HTTPError, type KyInstance, type ResponsePromise } from "ky";
import * as v from "valibot";

export interface ApiClientOptions {
  /** The public API base URL setting, e.g. `/api` or `https://rawaq.example/api`. */
  baseUrl: string;
  /** The bearer token, read at every call. */
  getToken?: () => string | null | undefined;
  /** The UI locale, sent as Accept-Language so server messages come back translated. */
  getLocale?: () => string;
  fetch?: typeof globalThis.fetch;
}

/** How long a call that ends the session waits for the calls already under way with it. */
const SESSION_END_WAIT_MS = 3_000;

export function createApiClient(options: ApiClientOptions) {
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
  const endingSession = async <T>(end: () => Promise<T>) => {
    await afterCallsUnderWay();
    return end();
  };

  const http = ky.create({
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

  return {
    http,
    /** Complete data, parcels, shipment, products, and their administration (issue 11). */
    logistics: logisticsCalls(http, (path, body, schema, onProgress) =>
      upload(joinUrl(options.baseUrl, path), body, options, schema, onProgress),
    ),
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
    logout: () => endingSession(() => call(http.post("auth/logout"), envelopeSchema(v.null()))),
    /** Asks for a reset link; the answer is the same whether or not the address has an account. */
    requestPasswordReset: (email: string) =>
      call(http.post("auth/password-reset", { json: { email } }), envelopeSchema(v.null())),
    /** Whether a reset link can still be used; nothing is used. */
    checkResetLink: (token: string) =>
      call(
        http.post("auth/password-reset/check", { json: { token } }),
        envelopeSchema(LinkCheckSchema),
      ),
    /** Sets a new password from a reset link's token; 404 when the link is not valid. */
    resetPassword: (input: { token: string; password: string; password_confirmation: string }) =>
      call(http.post("auth/password-reset/confirm", { json: input }), envelopeSchema(v.null())),
    /** Whether an email-change link can still be used; nothing is used. */
    checkEmailChangeLink: (token: string) =>
      call(
        http.post("auth/email-change/check", { json: { token } }),
        envelopeSchema(LinkCheckSchema),
      ),
    /** Confirms a new email address from the link sent to it. */
    confirmEmailChange: (token: string) =>
      call(http.post("auth/email-change/confirm", { json: { token } }), envelopeSchema(v.null())),
    /** Saves the profile's editable fields. */
    updateProfile: (fields: Record<string, string>) =>
      call(http.patch("profile", { json: fields }), envelopeSchema(UserResultSchema)),
    /** The language of the signed-in user's mail. */
    setLocale: (locale: "ar" | "en") =>
      call(http.put("profile/locale", { json: { locale } }), envelopeSchema(UserResultSchema)),
    changePassword: (input: {
      current_password: string;
      password: string;
      password_confirmation: string;
    }) => call(http.post("profile/password", { json: input }), envelopeSchema(v.null())),
    /** Sends a confirmation link to a new address; nothing changes until it is opened. */
    requestEmailChange: (email: string) =>
      call(http.post("profile/email", { json: { email } }), envelopeSchema(v.null())),
    getSessions: () => call(http.get("profile/sessions"), envelopeSchema(SessionsResultSchema)),
    endSession: (id: string) =>
      call(http.delete(`profile/sessions/${encodeURIComponent(id)}`), envelopeSchema(v.null())),
    /** Logs out on every device, this one included. */
    endAllSessions: () =>
      endingSession(() => call(http.delete("profile/sessions"), envelopeSchema(v.null()))),
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
    /** spec §7: GET get_books_by_organization/{organizationId}; data.books (+ data.meta). */
    getBooksByOrganization: (organizationId: string, query: BookListQuery = {}) =>
      call(
        http.get(`get_books_by_organization/${encodeURIComponent(organizationId)}`, {
          searchParams: searchParams(query),
        }),
        envelopeSchema(BooksResultSchema),
      ),

    // Organizations: the wizard saves each step; `submit` sends it for review.
    /** Step 1 of a new organization: creates the caller's draft. */
    createOrganization: (legal: Record<string, string>) =>
      call(http.post("organizations", { json: legal }), envelopeSchema(OrganizationResult)),
    /** Saves step 1 or step 3 fields of a draft/rejected one, or the expiry dates once approved. */
    updateOrganization: (id: string, fields: Record<string, string>) =>
      call(
        http.patch(`organizations/${encodeURIComponent(id)}`, { json: fields }),
        envelopeSchema(OrganizationResult),
      ),
    submitOrganization: (id: string) =>
      call(
        http.post(`organizations/${encodeURIComponent(id)}/submit`),
        envelopeSchema(OrganizationResult),
      ),
    /** Uploads one of the three documents (progress from 0 to 1). */
    uploadOrganizationDocument: (
      id: string,
      kind: OrganizationDocument,
      file: File,
      onProgress?: (fraction: number) => void,
    ) => {
      const form = new FormData();
      form.set("file", file);
      return upload(
        joinUrl(
          options.baseUrl,
          `organizations/${encodeURIComponent(id)}/documents/${encodeURIComponent(kind)}`,
        ),
        form,
        options,
        envelopeSchema(OrganizationResult),
        onProgress,
        "PUT",
      );
    },
    /** A document as a Blob, for members of the organization and admins. */
    getOrganizationDocument: (id: string, kind: OrganizationDocument) =>
      blob(http.get(`organizations/${encodeURIComponent(id)}/documents/${kind}`)),
    getMembers: (id: string) =>
      call(
        http.get(`organizations/${encodeURIComponent(id)}/members`),
        envelopeSchema(MembersResultSchema),
      ),
    inviteMember: (id: string, email: string) =>
      call(
        http.post(`organizations/${encodeURIComponent(id)}/invitations`, { json: { email } }),
        envelopeSchema(v.object({ invitation: InvitationSchema })),
      ),
    cancelInvitation: (id: string, invitationId: string) =>
      call(
        http.delete(
          `organizations/${encodeURIComponent(id)}/invitations/${encodeURIComponent(invitationId)}`,
        ),
        envelopeSchema(v.null()),
      ),
    removeMember: (id: string, userId: string) =>
      call(
        http.delete(
          `organizations/${encodeURIComponent(id)}/members/${encodeURIComponent(userId)}`,
        ),
        envelopeSchema(v.null()),
      ),
    /** The organization's own audit log (its status changes and its books'). */
    getOrganizationAudit: (id: string, query: PageParams = {}) =>
      call(
        http.get(`organizations/${encodeURIComponent(id)}/audit`, {
          searchParams: searchParams(query),
        }),
        envelopeSchema(AuditResultSchema),
      ),

    // Invitations addressed to the caller (personal view).
    getMyInvitations: () =>
      call(
        http.get("invitations"),
        envelopeSchema(v.object({ invitations: v.array(InvitationSchema) })),
      ),
    respondToInvitation: (invitationId: string, answer: "accept" | "decline") =>
      call(
        http.post(`invitations/${encodeURIComponent(invitationId)}/${answer}`),
        envelopeSchema(v.object({ invitation: InvitationSchema })),
      ),

    getNotifications: (query: PageParams = {}) =>
      call(
        http.get("notifications", { searchParams: searchParams(query) }),
        envelopeSchema(NotificationsResultSchema),
      ),
    markNotificationsRead: () => call(http.post("notifications/read"), envelopeSchema(v.null())),

    // Books
    createBook: (organizationId: string, book: Record<keyof BookInput, string>) =>
      call(
        http.post(`organizations/${encodeURIComponent(organizationId)}/books`, { json: book }),
        envelopeSchema(v.object({ book: BookSchema })),
      ),
    /** Uploads a book list for a preview; nothing is stored as books until `commitBookImport`. */
    uploadBookList: (
      organizationId: string,
      file: File,
      onProgress?: (fraction: number) => void,
    ) => {
      const form = new FormData();
      form.set("file", file);
      return upload(
        joinUrl(
          options.baseUrl,
          `organizations/${encodeURIComponent(organizationId)}/book-imports`,
        ),
        form,
        options,
        envelopeSchema(BookImportResultSchema),
        onProgress,
      );
    },
    /** One page of an uploaded list's rows; `only: "errors"` lists the rows that need fixing. */
    getBookImport: (importId: string, query: PageParams & { only?: "errors" } = {}) =>
      call(
        http.get(`book-imports/${encodeURIComponent(importId)}`, {
          searchParams: searchParams(query),
        }),
        envelopeSchema(BookImportResultSchema),
      ),
    /** Stores every row of a list without errors as pending books, all or none. */
    commitBookImport: (importId: string) =>
      call(
        http.post(`book-imports/${encodeURIComponent(importId)}/commit`, { timeout: 120_000 }),
        envelopeSchema(BookImportResultSchema),
      ),
    /** The template's address; public, so a plain link downloads it. */
    bookTemplateUrl: (locale: string, format: "xlsx" | "csv" = "xlsx") =>
      joinUrl(options.baseUrl, `book-template.${format}?locale=${encodeURIComponent(locale)}`),

    // Administration
    admin: {
      getSummary: () => call(http.get("admin/summary"), envelopeSchema(AdminSummarySchema)),
      listOrganizations: (query: PageParams & { status?: string; q?: string } = {}) =>
        call(
          http.get("admin/organizations", { searchParams: searchParams(query) }),
          envelopeSchema(AdminOrganizationListSchema),
        ),
      getOrganization: (id: string) =>
        call(
          http.get(`admin/organizations/${encodeURIComponent(id)}`),
          envelopeSchema(AdminOrganizationDetailSchema),
        ),
      decideOrganization: (id: string, decision: "approve" | "reject", reason = "") =>
        call(
          http.post(`admin/organizations/${encodeURIComponent(id)}/decision`, {
            json: { decision, reason },
          }),
          envelopeSchema(OrganizationResult),
        ),
      listBooks: (
        query: PageParams & { status?: BookStatus; organization_id?: string; q?: string } = {},
      ) =>
        call(
          http.get("admin/books", { searchParams: searchParams(query) }),
          envelopeSchema(AdminBookListSchema),
        ),
      decideBooks: (ids: string[], decision: "approve" | "reject", reason = "") =>
        call(
          http.post("admin/books/decisions", { json: { ids, decision, reason } }),
          envelopeSchema(v.object({ updated: v.number() })),
        ),
      bookQueueOrganizations: (query: { status?: BookStatus } = {}) =>
        call(
          http.get("admin/books/organizations", { searchParams: searchParams(query) }),
          envelopeSchema(BookQueueOrganizationsSchema),
        ),
      /** Decides every book matching the filter; `count` is the number the admin confirmed. */
      decideMatchingBooks: (input: {
        status: BookStatus;
        organization_id?: string;
        q?: string;
        count: number;
        decision: "approve" | "reject";
        reason?: string;
      }) =>
        call(
          http.post("admin/books/decisions/matching", { json: input }),
          envelopeSchema(v.object({ updated: v.number() })),
        ),
      getAudit: (query: PageParams & { organization_id?: string } = {}) =>
        call(
          http.get("admin/audit", { searchParams: searchParams(query) }),
          envelopeSchema(AuditResultSchema),
        ),
      /** A download of books (an organization's, or the review queue) as xlsx or csv. */
      exportBooks: (query: {
        format: "xlsx" | "csv";
        status?: BookStatus;
        organization_id?: string;
      }) => blob(http.get("admin/books/export", { searchParams: searchParams(query) })),
      listUsers: (query: PageParams & { q?: string } = {}) =>
        call(
          http.get("admin/users", { searchParams: searchParams(query) }),
          envelopeSchema(AdminUserListSchema),
        ),
      changeUser: (id: string, change: { role?: UserRole; is_disabled?: boolean }) =>
        call(
          http.patch(`admin/users/${encodeURIComponent(id)}`, { json: change }),
          envelopeSchema(
            v.object({
              user: v.object({ id: v.string(), role: v.string(), is_disabled: v.boolean() }),
            }),
          ),
        ),
      getOutbox: (query: PageParams = {}) =>
        call(
          http.get("admin/outbox", { searchParams: searchParams(query) }),
          envelopeSchema(
            v.object({ ...OutboxListSchema.entries, transport: v.picklist(["outbox", "smtp"]) }),
          ),
        ),
      getUserIdentityDocument: (userId: string) =>
        blob(http.get(`admin/users/${encodeURIComponent(userId)}/identity-document`)),
    },
    /** Replaces the personal photo, reporting progress from 0 to 1. */
    uploadProfilePhoto: (file: File, onProgress?: (fraction: number) => void) => {
      const form = new FormData();
      form.set("file", file);
      return upload(
        joinUrl(options.baseUrl, "profile/photo"),
        form,
        options,
        envelopeSchema(UserResultSchema),
        onProgress,
        "PUT",
      );
    },
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

export interface PageParams {
  page?: number;
  per_page?: number;
}
export interface BookListQuery extends PageParams {
  status?: BookStatus;
  q?: string;
}

const OrganizationResult = v.object({ organization: OrganizationSchema });

/** Query parameters without the empty ones. */
export function searchParams(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== "")
      .map(([key, value]) => [key, String(value)]),
  );
}

/** A file download; a failure is an ApiError like every other call. */
export async function blob(request: ResponsePromise): Promise<Blob> {
  try {
    return await request.blob();
  } catch (error) {
    throw toApiError(error);
  }
}

const LoginResultSchema = v.object({ user: UserSchema, token: v.string() });
/** A mail link asked about before its page shows a form (issue 26). */
const LinkCheckSchema = v.object({ usable: v.boolean() });
const UserResultSchema = v.object({ user: UserSchema });

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
  method: "POST" | "PUT" = "POST",
): Promise<v.InferOutput<TSchema>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
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
    ? new ApiError(
        status,
        parsed.output.message,
        parsed.output.errors,
        parsed.output.requestId,
        parsed.output.code,
      )
    : new ApiError(status, statusText || "Request failed");
}

function toApiError(error: unknown): ApiError {
  if (error instanceof HTTPError) {
    return apiErrorFromBody(error.response.status, error.response.statusText, error.data);
  }
  return new ApiError(0, error instanceof Error ? error.message : String(error));
}

export type { KyInstance };
export { ApiError };
