import { sql } from "drizzle-orm";
import { date, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { cascadeReference, createdAt, id, status, timestamptz } from "./columns.ts";
import { organizations } from "./organizations.ts";

export const books = pgTable(
  "books",
  {
    id: id(),
    organizationId: cascadeReference("organization_id", () => organizations.id),
    title: text("title").notNull(),
    author: text("author").notNull(),
    authorNationality: text("author_nationality").notNull(),
    language: text("language").notNull(),
    // Canonical ISBN-13 digits.
    isbn: text("isbn").notNull(),
    issueDate: date("issue_date").notNull(),
    publisherName: text("publisher_name").notNull(),
    status: status(["pending", "approved", "rejected"]).default("pending"),
    rejectionReason: text("rejection_reason"),
    reviewedAt: timestamptz("reviewed_at"),
    createdAt: createdAt(),
    // The guide's search reads this (decision 083): title, author and publisher folded by
    // rawaq_fold (migration 0014), the SQL twin of @rawaq/domain/search-fold's foldForSearch.
    searchText: text("search_text").generatedAlwaysAs(
      sql`rawaq_fold(title || ' ' || author || ' ' || publisher_name)`,
    ),
  },
  (table) => [
    // A title is listed once per organization; the import's duplicate check relies on it.
    uniqueIndex("books_org_isbn_key").on(table.organizationId, table.isbn),
    index("books_org_status_created_idx").on(table.organizationId, table.status, table.createdAt),
    // Step 1's list: an organization's approved books by title, a page at a time (bench/logistics).
    index("books_org_status_title_idx").on(
      table.organizationId,
      table.status,
      table.title,
      table.id,
    ),
    index("books_status_created_idx").on(table.status, table.createdAt),
    // The dashboard's reviews by day (issue 32): the titles reviewed since the trend's first day,
    // with their house and status, read from the index alone rather than from every title.
    index("books_reviewed_idx").on(table.reviewedAt, table.organizationId, table.status),
    // Searches match any part of a title, an author or an ISBN (`ilike '%…%'`): trigram indexes
    // answer them across every house's books (the review queue) without reading them all.
    index("books_title_trgm_idx").using("gin", table.title.op("gin_trgm_ops")),
    index("books_author_trgm_idx").using("gin", table.author.op("gin_trgm_ops")),
    index("books_isbn_trgm_idx").using("gin", table.isbn.op("gin_trgm_ops")),
    index("books_search_text_trgm_idx").using("gin", table.searchText.op("gin_trgm_ops")),
  ],
);
