import * as v from "valibot";

/** Every successful API answer: `{ data, message? }` (DESIGN.md, API conventions). */
export function envelopeSchema<TData extends v.GenericSchema>(data: TData) {
  return v.object({ data, message: v.optional(v.string()) });
}

/** Every failed API answer: `{ message, errors? }` with errors as `{ field: [messages] }`. */
export const ApiErrorBodySchema = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  /** The request's id (its X-Request-Id), which a user can quote to support. */
  requestId: v.optional(v.string()),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;
