import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PageMetaSchema,
  PageQuerySchema,
  pageMeta,
} from "./pagination.ts";

describe("PageQuerySchema", () => {
  it("defaults to the first page of 20", () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(v.parse(PageQuerySchema, {})).toEqual({ page: 1, per_page: 20 });
  });

  it.each([
    ["3", 3],
    ["٣", 3],
    ["۱۲", 12],
    ["1", 1],
    // Forms nobody types read as no page at all (one strict reader, numbers.ts).
    ["7abc", 1],
    ["0x10", 1],
    ["1e3", 1],
    ["100000", 100_000],
    ["100001", 100_000],
    ["0", 1],
    ["-2", 1],
    ["abc", 1],
    ["", 1],
  ])("reads page=%j as %i", (page, expected) => {
    expect(v.parse(PageQuerySchema, { page }).page).toBe(expected);
  });

  it.each([
    ["50", 50],
    ["١٠", 10],
    ["1", 1],
    ["100", 100],
    ["101", 100],
    ["5000", 100],
    ["0", 20],
    ["-5", 20],
    ["all", 20],
    ["0b11", 20],
    ["Infinity", 20],
  ])("reads per_page=%j as %i", (perPage, expected) => {
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(v.parse(PageQuerySchema, { per_page: perPage }).per_page).toBe(expected);
  });
});

describe("pageMeta", () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [41, 20, 3],
    [100, 100, 1],
    [10_000, 100, 100],
  ])("counts %i items in pages of %i as %i pages", (total, perPage, pages) => {
    const meta = pageMeta({ page: 2, per_page: perPage }, total);
    expect(meta).toEqual({ page: 2, per_page: perPage, total, pages });
    expect(v.parse(PageMetaSchema, meta)).toEqual(meta);
  });
});
