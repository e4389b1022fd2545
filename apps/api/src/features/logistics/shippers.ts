import type { ShipperInputSchema, Shipper } from "@rawaq/domain/logistics";
import type { PageQuery } from "@rawaq/domain/pagination";
import type { Locale } from "@rawaq/i18n/locales";
import { asc, count, eq } from "drizzle-orm";
import type * as v from "valibot";
import type { Database } from "../../db/client.ts";
import { shippers } from "../../db/schema/index.ts";

type ShipperInput = v.InferOutput<typeof ShipperInputSchema>;

export function toShipper(row: typeof shippers.$inferSelect): Shipper {
  return {
    id: row.id,
    name: { ar: row.nameAr, en: row.nameEn },
    phone: row.phone,
    email: row.email,
    active: row.active,
  };
}

function shipperColumns(input: ShipperInput) {
  return {
    nameAr: input.name_ar,
    nameEn: input.name_en,
    phone: input.phone,
    email: input.email,
    active: input.active,
  };
}

const byName = (locale: Locale) => asc(locale === "ar" ? shippers.nameAr : shippers.nameEn);

/** The fair's active shippers by name in the reader's language, for step 3. */
export async function activeShippers(db: Database, locale: Locale): Promise<Shipper[]> {
  const rows = await db
    .select()
    .from(shippers)
    .where(eq(shippers.active, true))
    .orderBy(byName(locale))
    .limit(500);
  return rows.map(toShipper);
}

/** One page of every shipper, active or not, by name. */
export async function listShippers(
  db: Database,
  locale: Locale,
  page: PageQuery,
): Promise<{ shippers: Shipper[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(shippers)
      .orderBy(byName(locale), asc(shippers.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(shippers),
  ]);
  return { shippers: rows.map(toShipper), total: totals?.total ?? 0 };
}

export async function createShipper(db: Database, input: ShipperInput): Promise<Shipper> {
  const [row] = await db.insert(shippers).values(shipperColumns(input)).returning();
  return toShipper(row!);
}

/** Undefined when no shipper has this id. */
export async function updateShipper(
  db: Database,
  shipperId: string,
  input: ShipperInput,
): Promise<Shipper | undefined> {
  const [row] = await db
    .update(shippers)
    .set(shipperColumns(input))
    .where(eq(shippers.id, shipperId))
    .returning();
  return row ? toShipper(row) : undefined;
}
