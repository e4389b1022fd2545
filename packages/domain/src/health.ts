import * as v from "valibot";

export const DATABASE_KINDS = ["pglite", "postgres"] as const;
export const DatabaseKindSchema = v.picklist(DATABASE_KINDS);
export type DatabaseKind = v.InferOutput<typeof DatabaseKindSchema>;

export const HealthSchema = v.object({
  status: v.literal("ok"),
  database: DatabaseKindSchema,
});
export type Health = v.InferOutput<typeof HealthSchema>;
