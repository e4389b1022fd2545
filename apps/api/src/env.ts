import * as v from "valibot";

const PortSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, "must be a whole number between 0 and 65535"),
  v.transform(Number),
  v.maxValue(65535, "must be a whole number between 0 and 65535"),
);

const BooleanSchema = v.pipe(
  v.picklist(["true", "false", "1", "0"], 'must be "true" or "false"'),
  v.transform((value) => value === "true" || value === "1"),
);

const EnvSchema = v.object({
  PORT: v.optional(PortSchema, "3000"),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty")), ".data"),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL"),
    ),
  ),
  UPLOADS_DIR: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  WEB_DIST_DIR: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  SEED_DEMO_DATA: v.optional(BooleanSchema, "true"),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** Never print a connection string's password, even in an error. */
function redact(key: string, value: string | undefined): string | undefined {
  return key === "DATABASE_URL" && value
    ? value.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@")
    : value;
}

export class EnvError extends Error {
  override name = "EnvError";
}

/** Reads the API's settings; the only module that looks at process.env. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as most shells and .env files intend.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = v.safeParse(EnvSchema, present);
  if (result.success) return result.output;
  const lines = result.issues.map((issue) => {
    const key = v.getDotPath(issue) ?? "environment";
    return `  ${key} ${issue.message} (got ${JSON.stringify(redact(key, source[key]))})`;
  });
  throw new EnvError(`Invalid settings:\n${lines.join("\n")}`);
}
