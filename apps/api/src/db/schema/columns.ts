import { sql } from "drizzle-orm";
import { type AnyPgColumn, integer, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The columns tables share, written once. Names, types, defaults and references here are the
 * database's: changing one changes every table that uses it, and needs a migration.
 */

export const id = () =>
  uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** Every moment is stored with its time zone. */
export const timestamptz = <TName extends string>(name: TName) =>
  timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz("created_at").notNull().defaultNow();
export const updatedAt = () => timestamptz("updated_at").notNull().defaultNow();

/** Required; the row is deleted with the row it points at. */
export const cascadeReference = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: "cascade" });

/** Optional; emptied when the row it points at (an account, usually) is deleted. */
export const setNullReference = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: "set null" });

/** A row's state among `values`; chain `.default(…)` where rows start in one. */
export const status = <const TValues extends readonly [string, ...string[]]>(values: TValues) =>
  text("status", { enum: values }).notNull();

/** The language a person writes in and is written to. */
export const locale = () => text("locale", { enum: ["ar", "en"] }).notNull();

/** A file whose bytes live in the file store under `storage_key`, never in the database. */
export const storedFile = () => ({
  contentType: text("content_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  storageKey: text("storage_key").notNull(),
});

type CamelCase<TName extends string> = TName extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : TName;

const requiredText = (name: string) => text(name).notNull();
const textEmptyByDefault = (name: string) => requiredText(name).default("");

type Bilingual<TPrefix extends string, TColumn> = Record<
  `${CamelCase<TPrefix>}Ar` | `${CamelCase<TPrefix>}En`,
  TColumn
>;

/**
 * A text kept in both languages, each in its own column (decision 066):
 * `bilingualText("entity_label")` is `entityLabelAr` (`entity_label_ar`) and `entityLabelEn`
 * (`entity_label_en`), both required; with `{ default: "" }` both may be left out.
 */
export function bilingualText<TPrefix extends string>(
  prefix: TPrefix,
): Bilingual<TPrefix, ReturnType<typeof requiredText>>;
export function bilingualText<TPrefix extends string>(
  prefix: TPrefix,
  options: { default: "" },
): Bilingual<TPrefix, ReturnType<typeof textEmptyByDefault>>;
export function bilingualText(prefix: string, options?: { default: "" }) {
  const column = options ? textEmptyByDefault : requiredText;
  const key = prefix.replace(/_(.)/g, (_, letter: string) => letter.toUpperCase());
  return { [`${key}Ar`]: column(`${prefix}_ar`), [`${key}En`]: column(`${prefix}_en`) };
}
