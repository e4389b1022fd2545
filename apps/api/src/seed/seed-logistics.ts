import { completeIsbn13 } from "@rawaq/domain/isbn";
import { BookLogisticsInputSchema } from "@rawaq/domain/logistics";
import { halalasToSar } from "@rawaq/domain/money";
import { asc, eq } from "drizzle-orm";
import * as v from "valibot";
import {
  isLogisticsStepOpen,
  logisticsProgress,
  type LogisticsStep,
} from "../core/logistics-progress.ts";
import type { UserRow } from "../core/users.ts";
import type { Database } from "../db/client.ts";
import { parcels, shippers } from "../db/schema/index.ts";
import {
  assignShipper,
  isSaved,
  moveParcels,
  saveBookLogisticsIn,
  sendParcels,
} from "../features/logistics/service.ts";

// The approved demo house's logistics (journey 5–7), through the features' own functions and
// only when the routes would allow each step: a step opens once the one before it is complete.

const BOOKS_PER_PARCEL = 3;
/** How many of the sent parcels get a shipper (the rest wait for one: step 3's work to show). */
const WITH_SHIPPER = 3;

type House = { id: string; status: string };

/** Fails the seed when the product would refuse the step now (the 409 of the logistics routes). */
async function expectStepOpen(db: Database, house: House, step: LogisticsStep) {
  if (!isLogisticsStepOpen(await logisticsProgress(db, house), step)) {
    throw new Error(`The demo house's logistics step "${step}" is not open.`);
  }
}

function expectDone(outcome: number | { errors: unknown }, step: string) {
  if (typeof outcome !== "number") {
    throw new Error(`The demo seed was refused at ${step}: ${JSON.stringify(outcome.errors)}.`);
  }
}

/**
 * Step 1 for `bookIds`: quantity, price, barcode and parcels, three books to a parcel numbered
 * after `parcelsBefore` (the first book of each parcel after the first also puts five copies in
 * the parcel before, to show a book in two). Returns how many parcels there are afterwards.
 */
export async function completeBookData(
  db: Database,
  house: House,
  bookIds: string[],
  parcelsBefore: number,
): Promise<number> {
  await expectStepOpen(db, house, "data");
  const parcelNumber = (index: number) => `P-${String(parcelsBefore + index + 1).padStart(3, "0")}`;
  for (const [index, bookId] of bookIds.entries()) {
    const inParcel = Math.floor(index / BOOKS_PER_PARCEL);
    const quantity = 20 + ((index * 7) % 30);
    const split = index % BOOKS_PER_PARCEL === 0 && index > 0;
    const serial = parcelsBefore * BOOKS_PER_PARCEL + index + 1;
    const input = v.parse(BookLogisticsInputSchema, {
      quantity,
      price: halalasToSar(2500 + serial * 350),
      barcode: completeIsbn13(`628100${String(serial).padStart(6, "0")}`),
      parcels: split
        ? [
            { number: parcelNumber(inParcel), quantity: quantity - 5 },
            { number: parcelNumber(inParcel - 1), quantity: 5 },
          ]
        : [{ number: parcelNumber(inParcel), quantity }],
    });
    const saved = await saveBookLogisticsIn(db, house.id, bookId, input);
    if (!isSaved(saved)) {
      throw new Error(`The demo seed was refused saving a book's data: ${JSON.stringify(saved)}.`);
    }
  }
  return parcelsBefore + Math.ceil(bookIds.length / BOOKS_PER_PARCEL);
}

/**
 * Steps 2 and 3 for every parcel so far: all sent (the last to the booth, the others to storage),
 * a shipper for the first three, and the first of those moved on to in transit by the admin.
 */
export async function prepareParcels(
  db: Database,
  people: { admin: UserRow; publisher: UserRow },
  house: House,
) {
  await expectStepOpen(db, house, "locations");
  const made = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(eq(parcels.organizationId, house.id))
    .orderBy(asc(parcels.number));
  const ids = made.map((parcel) => parcel.id);
  expectDone(
    await sendParcels(
      db,
      people.publisher,
      house.id,
      ids.slice(0, -1),
      "storage",
      new Date(),
      "ar",
    ),
    "send to storage",
  );
  expectDone(
    await sendParcels(db, people.publisher, house.id, ids.slice(-1), "booth", new Date(), "ar"),
    "send to the booth",
  );

  await expectStepOpen(db, house, "shippers");
  const [shipper] = await db
    .select({ id: shippers.id })
    .from(shippers)
    .orderBy(asc(shippers.email));
  if (!shipper) throw new Error("The demo fair has no shipper.");
  expectDone(
    await assignShipper(db, house.id, ids.slice(0, WITH_SHIPPER), shipper.id),
    "choose a shipper",
  );
  expectDone(
    await moveParcels(db, people.admin, ids.slice(0, 1), "in_transit", new Date()),
    "in transit",
  );
}
