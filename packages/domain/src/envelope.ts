import * as v from "valibot";

/** Every successful API answer: `{ data, message? }` (DESIGN.md, API conventions). */
export function envelopeSchema<TData extends v.GenericSchema>(data: TData) {
  return v.object({ data, message: v.optional(v.string()) });
}

/**
 * Why a request cannot be served *yet*: a step the caller has still to take, not a failure
 * (issue 26). The failure's `code` says which, so a page shows the way forward instead of
 * "check your connection".
 */
export const PRECONDITION_CODES = [
  /** The caller belongs to no organization: register one, or accept an invitation. */
  "no_organization",
  /** The caller's organization waits for (or was refused) the administration's approval. */
  "organization_not_approved",
  /** A Saudi house's tax invoice needs its national address: its manager gives it first. */
  "national_address_missing",
] as const;
export type PreconditionCode = (typeof PRECONDITION_CODES)[number];

/** Every failed API answer: `{ message, errors? }` with errors as `{ field: [messages] }`. */
export const ApiErrorBodySchema = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  /** A missing precondition's code (PRECONDITION_CODES); a newer server's unknown one is kept. */
  code: v.optional(v.string()),
  /** The request's id (its X-Request-Id), which a user can quote to support. */
  requestId: v.optional(v.string()),
  /** What a refusal names for the client to show (a deletion's obligations, issue 31). */
  data: v.optional(v.unknown()),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;
