import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { books, parcels, shippers } from "../db/schema.ts";
import type { UserRow } from "../core/users.ts";
import {
  assignShipper,
  moveParcels,
  saveBookLogisticsIn,
  sendParcels,
} from "../features/logistics/service.ts";
import { completeIsbn13 } from "@rawaq/domain/isbn";

/** Books of the demo house left without logistics data, so step 1 still has work to show. */
const INCOMPLETE_BOOKS = 3;
const BOOKS_PER_PARCEL = 3;

/**
 * The approved demo house's pipeline, half done, through the features' own functions: most
 * books complete with their parcels, some parcels labelled and sent (storage and booth), a
 * shipper on three of them, and one in transit.
 */
export async function seedDemoLogistics(
  db: Database,
  people: { admin: UserRow; publisher: UserRow },
  organizationId: string,
) {
  const approved = await db
    .select({ id: books.id })
    .from(books)
    .where(eq(books.organizationId, organizationId))
    .orderBy(asc(books.isbn));
  const withData = approved.slice(0, Math.max(0, approved.length - INCOMPLETE_BOOKS));
  for (const [index, book] of withData.entries()) {
    const parcel = `P-${String(Math.floor(index / BOOKS_PER_PARCEL) + 1).padStart(3, "0")}`;
    const quantity = 20 + ((index * 7) % 30);
    // The first book of each parcel splits into a second parcel too, to show a book in two.
    const split = index % BOOKS_PER_PARCEL === 0 && index > 0;
    const previous = `P-${String(Math.floor(index / BOOKS_PER_PARCEL)).padStart(3, "0")}`;
    await saveBookLogisticsIn(db, organizationId, book.id, {
      quantity,
      price: 2500 + index * 350,
      barcode: completeIsbn13(`628100${String(index + 1).padStart(6, "0")}`),
      parcels: split
        ? [
            { number: parcel, quantity: quantity - 5 },
            { number: previous, quantity: 5 },
          ]
        : [{ number: parcel, quantity }],
    });
  }
  const made = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(eq(parcels.organizationId, organizationId))
    .orderBy(asc(parcels.number));
  const ids = made.map((parcel) => parcel.id);
  await sendParcels(db, people.publisher, organizationId, ids.slice(0, 3), "storage");
  await sendParcels(db, people.publisher, organizationId, ids.slice(3, 4), "booth");
  const [shipper] = await db
    .select({ id: shippers.id })
    .from(shippers)
    .orderBy(asc(shippers.nameEn));
  if (shipper) {
    await assignShipper(db, organizationId, ids.slice(0, 3), shipper.id);
    await moveParcels(db, people.admin, ids.slice(0, 1), "in_transit");
  }
}
