import {
  BookImportResultSchema,
  BookSchema,
  BooksResultSchema,
  type BookInput,
  type BookStatus,
} from "@rawaq/domain/book";
import { envelopeSchema } from "@rawaq/domain/envelope";
import { AdminBookListSchema, BookQueueOrganizationsSchema } from "@rawaq/domain/review";
import * as v from "valibot";
import { type Http, type PageParams, blob, call, searchParams, segment } from "./http.ts";

// apps/api/src/features/books: an organization's books, book lists uploaded as sheets, the
// template, and the administration's review queue.

export interface BookListQuery extends PageParams {
  status?: BookStatus;
  q?: string;
}

export function bookCalls({ ky, upload, url }: Http) {
  return {
    /** spec §7: GET get_books_by_organization/{organizationId}; data.books (+ data.meta). */
    getBooksByOrganization: (organizationId: string, query: BookListQuery = {}) =>
      call(
        ky.get(`get_books_by_organization/${segment(organizationId)}`, {
          searchParams: searchParams(query),
        }),
        envelopeSchema(BooksResultSchema),
      ),
    /** The same list of the caller's own organization, asked without its id. */
    getMyBooks: (query: BookListQuery = {}) =>
      call(
        ky.get("my-organization/books", { searchParams: searchParams(query) }),
        envelopeSchema(BooksResultSchema),
      ),
    createBook: (organizationId: string, book: Record<keyof BookInput, string>) =>
      call(
        ky.post(`organizations/${segment(organizationId)}/books`, { json: book }),
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
        `organizations/${segment(organizationId)}/book-imports`,
        form,
        envelopeSchema(BookImportResultSchema),
        onProgress,
      );
    },
    /** One page of an uploaded list's rows; `only: "errors"` lists the rows that need fixing. */
    getBookImport: (importId: string, query: PageParams & { only?: "errors" } = {}) =>
      call(
        ky.get(`book-imports/${segment(importId)}`, { searchParams: searchParams(query) }),
        envelopeSchema(BookImportResultSchema),
      ),
    /** Stores every row of a list without errors as pending books, all or none. */
    commitBookImport: (importId: string) =>
      call(
        ky.post(`book-imports/${segment(importId)}/commit`, { timeout: 120_000 }),
        envelopeSchema(BookImportResultSchema),
      ),
    /** The template's address; public, so a plain link downloads it. */
    bookTemplateUrl: (locale: string, format: "xlsx" | "csv" = "xlsx") =>
      url(`book-template.${format}?locale=${encodeURIComponent(locale)}`),

    admin: {
      listBooks: (
        query: PageParams & {
          status?: BookStatus;
          organization_id?: string;
          /** The titles of the houses approved for this event. */
          event_id?: string;
          q?: string;
        } = {},
      ) =>
        call(
          ky.get("admin/books", { searchParams: searchParams(query) }),
          envelopeSchema(AdminBookListSchema),
        ),
      decideBooks: (ids: string[], decision: "approve" | "reject", reason = "") =>
        call(
          ky.post("admin/books/decisions", { json: { ids, decision, reason } }),
          envelopeSchema(v.object({ updated: v.number() })),
        ),
      bookQueueOrganizations: (query: { status?: BookStatus; event_id?: string } = {}) =>
        call(
          ky.get("admin/books/organizations", { searchParams: searchParams(query) }),
          envelopeSchema(BookQueueOrganizationsSchema),
        ),
      /** Decides every book matching the filter; `count` is the number the admin confirmed. */
      decideMatchingBooks: (input: {
        status: BookStatus;
        organization_id?: string;
        event_id?: string;
        q?: string;
        count: number;
        decision: "approve" | "reject";
        reason?: string;
      }) =>
        call(
          ky.post("admin/books/decisions/matching", { json: input }),
          envelopeSchema(v.object({ updated: v.number() })),
        ),
      /** A download of books (an organization's, or the review queue) as xlsx or csv. */
      exportBooks: (query: {
        format: "xlsx" | "csv";
        status?: BookStatus;
        organization_id?: string;
        event_id?: string;
      }) => blob(ky.get("admin/books/export", { searchParams: searchParams(query) })),
    },
  };
}
