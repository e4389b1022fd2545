import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ApiErrorBodySchema, envelopeSchema } from "./envelope.ts";

describe("envelopeSchema", () => {
  const schema = envelopeSchema(v.object({ id: v.string() }));

  it("reads data with or without a message", () => {
    expect(v.parse(schema, { data: { id: "1" } })).toEqual({ data: { id: "1" } });
    expect(v.parse(schema, { data: { id: "1" }, message: "Saved." })).toEqual({
      data: { id: "1" },
      message: "Saved.",
    });
  });

  it("refuses an answer whose data does not fit, or without data", () => {
    expect(v.safeParse(schema, { data: { id: 1 } }).success).toBe(false);
    expect(v.safeParse(schema, { message: "Saved." }).success).toBe(false);
    expect(v.safeParse(schema, { data: { id: "1" }, message: 5 }).success).toBe(false);
  });
});

describe("ApiErrorBodySchema", () => {
  it("reads a message with or without field errors", () => {
    const body = {
      message: "The given data was invalid.",
      errors: { email: ["The field email is required."] },
    };
    expect(v.parse(ApiErrorBodySchema, body)).toEqual(body);
    expect(v.parse(ApiErrorBodySchema, { message: "Not found." })).toEqual({
      message: "Not found.",
    });
    expect(v.parse(ApiErrorBodySchema, { message: "Not found.", requestId: "r-1" })).toEqual({
      message: "Not found.",
      requestId: "r-1",
    });
  });

  it("refuses field errors that are not lists of messages", () => {
    expect(
      v.safeParse(ApiErrorBodySchema, { message: "x", errors: { email: "required" } }).success,
    ).toBe(false);
    expect(v.safeParse(ApiErrorBodySchema, { errors: {} }).success).toBe(false);
  });
});
