import type { Context } from "hono";
import { validator } from "hono/validator";
import * as v from "valibot";
import type { AppEnv } from "./context.ts";
import { notFound } from "./respond.ts";

/**
 * Checks a route's path parameters before its handler runs: ids with the domain's `IdSchema`, other
 * parameters (a document kind…) with their own schema. Anything else names nothing, so it is
 * 404, and no query ever sees it. Read the result with `c.req.valid("param")`.
 */
export function pathParams<const TEntries extends Record<string, v.GenericSchema<string>>>(
  entries: TEntries,
) {
  const schema = v.object(entries);
  return validator("param", (value, c) => {
    const result = v.safeParse(schema, value);
    if (result.success) return result.output;
    return notFound(c as unknown as Context<AppEnv>);
  });
}
