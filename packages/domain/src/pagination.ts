import * as v from "valibot";
import { readWholeNumber } from "./numbers.ts";

/** Lists never return more than this many items per page. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * `?page=&per_page=` as sent by clients, read by the one number reader: absent or bad values
 * (`12abc`, `0x10`, `1e3`) fall back, sizes are capped.
 */
export const PageQuerySchema = v.object({
  page: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => readWholeNumber(text) ?? 0),
      v.transform((page) => (page >= 1 ? Math.min(page, 100_000) : 1)),
    ),
    // Stryker disable next-line StringLiteral: an empty default reads as page 1 too.
    "1",
  ),
  per_page: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => readWholeNumber(text) ?? 0),
      v.transform((size) => (size >= 1 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE)),
    ),
    String(DEFAULT_PAGE_SIZE),
  ),
});
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

export const PageMetaSchema = v.object({
  page: v.number(),
  per_page: v.number(),
  total: v.number(),
  pages: v.number(),
});
export type PageMeta = v.InferOutput<typeof PageMetaSchema>;

export function pageMeta(query: PageQuery, total: number): PageMeta {
  return {
    page: query.page,
    per_page: query.per_page,
    total,
    pages: Math.max(1, Math.ceil(total / query.per_page)),
  };
}
