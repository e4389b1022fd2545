import { randomBytes } from "node:crypto";
import type {
  BookLogistics,
  BookLogisticsInput,
  Destination,
  ParcelStatus,
} from "@rawaq/domain/logistics";
import { nextParcelStatus } from "@rawaq/domain/logistics";
import type { FairRule } from "@rawaq/domain/fair-rules";
import type { Locale } from "@rawaq/i18n/locales";
import type { FieldErrors, ValidationCode } from "@rawaq/domain/validation";
import { TransactionRollbackError, and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookLogistics, books, parcelItems, parcels, shippers } from "../../db/schema/index.ts";
import { recordAudit } from "../../core/audit.ts";
import {
  exceptionsByHouse,
  findBreaches,
  houseFair,
  loadFairRules,
  withExceptions,
} from "../../core/fair-rules.ts";
import { notifyOrganizations } from "../../core/notifications.ts";
import { toBookLogistics } from "./queries.ts";
import type { UserRow } from "../../core/users.ts";

// Crockford's alphabet without look-alikes: a code a person can read off a label.
const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new parcel's scannable code: RWQ and ten random characters (50 bits). */
export function newParcelCode(): string {
  const bytes = randomBytes(10);
  let code = "RWQ";
  for (const byte of bytes) code += CODE_ALPHABET[byte % 32];
  return code;
}

/** A saved book as the list shows it, or why it was not saved. */
export type SaveOutcome =
  { book: BookLogistics } | "not_found" | { errors: FieldErrors<ValidationCode> };
export type SaveRefusal = Exclude<SaveOutcome, { book: BookLogistics }>;

export function isSaved(outcome: SaveOutcome): outcome is { book: BookLogistics } {
  return typeof outcome === "object" && "book" in outcome;
}

/**
 * Saves one approved book's data and parcels in the caller's transaction, and returns the book
 * as saved. The book row is locked first, so two edits of one book run one after the other and
 * the quantities always add up. A typed parcel number that already exists in the organization
 * puts the book in that parcel; a parcel that was already sent can no longer change, and a parcel
 * left empty is removed. Four statements when the parcels change, three when they do not: each
 * one a round trip that ten people saving at once wait on (bench/logistics.ts).
 */
export async function saveBookLogisticsIn(
  tx: Database,
  organizationId: string,
  bookId: string,
  input: BookLogisticsInput,
  fieldPrefix = "",
): Promise<SaveOutcome> {
  const [book] = await tx
    .select({ id: books.id, title: books.title, author: books.author, isbn: books.isbn })
    .from(books)
    .where(
      and(
        eq(books.id, bookId),
        eq(books.organizationId, organizationId),
        eq(books.status, "approved"),
      ),
    )
    .for("update");
  if (!book) return "not_found";

  // A statement of its own after the lock: it sees what an edit that held the lock committed.
  const current = await tx
    .select({
      parcelId: parcels.id,
      number: parcels.number,
      quantity: parcelItems.quantity,
      destination: parcels.destination,
    })
    .from(parcelItems)
    .innerJoin(parcels, eq(parcels.id, parcelItems.parcelId))
    .where(eq(parcelItems.bookId, bookId));
  const unchanged =
    current.length === input.parcels.length &&
    input.parcels.every((share) =>
      current.some((row) => row.number === share.number && row.quantity === share.quantity),
    );
  if (!unchanged && current.some((row) => row.destination !== null)) {
    return { errors: { [`${fieldPrefix}parcels`]: ["parcel_sent"] } };
  }

  // The book's quantity, price and barcode: a statement of its own when the parcels stay, a part
  // of the one that writes the shares when they change.
  const saveData = tx
    .insert(bookLogistics)
    .values({
      bookId,
      organizationId,
      quantity: input.quantity,
      priceHalalas: input.price,
      barcode: input.barcode,
    })
    .onConflictDoUpdate({
      target: bookLogistics.bookId,
      set: {
        quantity: input.quantity,
        priceHalalas: input.price,
        barcode: input.barcode,
        updatedAt: new Date(),
      },
    });
  if (unchanged) await saveData;
  else {
    // The parcels with these numbers, made when new, locked and returned in one statement: the
    // update that changes nothing is what makes ON CONFLICT lock and return an existing row.
    const numbers = [...new Set(input.parcels.map((share) => share.number))];
    const targets = await tx
      .insert(parcels)
      .values(numbers.map((number) => ({ organizationId, number, code: newParcelCode() })))
      .onConflictDoUpdate({
        target: [parcels.organizationId, parcels.number],
        set: { number: sql`excluded.number` },
      })
      .returning({ id: parcels.id, number: parcels.number, destination: parcels.destination });
    const errors: FieldErrors<ValidationCode> = {};
    input.parcels.forEach((share, index) => {
      const target = targets.find((row) => row.number === share.number);
      if (target?.destination) errors[`${fieldPrefix}parcels.${index}.number`] = ["parcel_sent"];
    });
    if (Object.keys(errors).length > 0) return { errors };

    // The book's shares (its other parcels' dropped, these written) and its data, in one
    // statement: the rows its parts touch are disjoint, so their order within it does not matter.
    const items = input.parcels.map((share) => ({
      parcelId: targets.find((row) => row.number === share.number)!.id,
      bookId,
      quantity: share.quantity,
    }));
    const dropped = tx.$with("dropped").as(
      tx
        .delete(parcelItems)
        .where(
          and(
            eq(parcelItems.bookId, bookId),
            notInArray(
              parcelItems.parcelId,
              items.map((item) => item.parcelId),
            ),
          ),
        )
        .returning({ parcelId: parcelItems.parcelId }),
    );
    const data = tx.$with("data").as(saveData.returning({ bookId: bookLogistics.bookId }));
    await tx
      .with(dropped, data)
      .insert(parcelItems)
      .values(items)
      .onConflictDoUpdate({
        target: [parcelItems.parcelId, parcelItems.bookId],
        set: { quantity: sql`excluded.quantity` },
      });
    // Parcels this book left and nothing else is in: gone.
    const left = current
      .map((row) => row.parcelId)
      .filter((id) => !targets.some((target) => target.id === id));
    if (left.length > 0) {
      await tx
        .delete(parcels)
        .where(
          and(
            inArray(parcels.id, left),
            isNull(parcels.destination),
            sql`not exists (select 1 from ${parcelItems} i where i.parcel_id = ${parcels.id})`,
          ),
        );
    }
  }

  // The book as a read after the commit would give it (queries.ts's sharesOf, by number).
  const shares = unchanged
    ? current.map((row) => ({
        number: row.number,
        quantity: row.quantity,
        sent: row.destination !== null,
      }))
    : input.parcels.map((share) => ({ ...share, sent: false }));
  shares.sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
  return {
    book: toBookLogistics(
      {
        ...book,
        quantity: input.quantity,
        priceHalalas: input.price,
        barcode: input.barcode,
      },
      shares,
    ),
  };
}

/** Thrown inside a transaction to roll it back with the errors it found. */
export class Refused extends Error {
  readonly outcome: SaveRefusal;
  constructor(outcome: SaveRefusal) {
    super("refused");
    this.outcome = outcome;
  }
}

export function saveBookLogistics(
  db: Database,
  organizationId: string,
  bookId: string,
  input: BookLogisticsInput,
): Promise<SaveOutcome> {
  return db
    .transaction(async (tx) => {
      const outcome = await saveBookLogisticsIn(tx, organizationId, bookId, input);
      if (!isSaved(outcome)) throw new Refused(outcome);
      return outcome;
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return error.outcome;
      throw error;
    });
}

/** Lock in a fixed order, so two bulk saves of overlapping books cannot deadlock. */
function inLockOrder<T extends { bookId: string }>(entries: T[]) {
  return entries
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => (a.bookId < b.bookId ? -1 : 1));
}

/**
 * What {@link saveManyBookLogistics} would refuse, entry by entry, without saving anything: the
 * same saves run in a transaction that is always rolled back, each entry checked whatever the
 * others' outcome. Keys are the entry's own fields (`parcels`, `parcels.0.number`); an unknown or
 * unapproved book is `book_id: ["unknown_book"]`.
 */
export async function checkManyBookLogistics(
  db: Database,
  organizationId: string,
  entries: { bookId: string; input: BookLogisticsInput }[],
): Promise<Map<number, FieldErrors<ValidationCode>>> {
  const errors = new Map<number, FieldErrors<ValidationCode>>();
  await db
    .transaction(async (tx) => {
      for (const entry of inLockOrder(entries)) {
        // A savepoint per entry: a refused entry leaves nothing behind for the next ones.
        const outcome = await tx
          .transaction(async (savepoint) => {
            const saved = await saveBookLogisticsIn(
              savepoint,
              organizationId,
              entry.bookId,
              entry.input,
            );
            if (!isSaved(saved)) throw new Refused(saved);
            return saved;
          })
          .catch((error: unknown) => {
            if (error instanceof Refused) return error.outcome;
            throw error;
          });
        if (outcome === "not_found") errors.set(entry.index, { book_id: ["unknown_book"] });
        else if (!isSaved(outcome)) errors.set(entry.index, outcome.errors);
      }
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return errors;
}

/** Several books at once, all or nothing, in the order given. */
export function saveManyBookLogistics(
  db: Database,
  organizationId: string,
  entries: { bookId: string; input: BookLogisticsInput }[],
): Promise<"saved" | SaveRefusal> {
  return db
    .transaction(async (tx) => {
      for (const entry of inLockOrder(entries)) {
        const outcome = await saveBookLogisticsIn(
          tx,
          organizationId,
          entry.bookId,
          entry.input,
          `books.${entry.index}.`,
        );
        if (outcome === "not_found") {
          throw new Refused({ errors: { [`books.${entry.index}.book_id`]: ["invalid"] } });
        }
        if (!isSaved(outcome)) throw new Refused(outcome);
      }
      return "saved" as const;
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return error.outcome;
      throw error;
    });
}

/**
 * Step 2: the labels are attached and these parcels go to `destination`, once. Recorded in the
 * audit log (no status changes; the destination is the change). Returns how many were sent, or
 * the errors when one of them is unknown or already sent.
 */
export async function sendParcels(
  db: Database,
  actor: UserRow,
  organizationId: string,
  ids: string[],
  destination: Destination,
  now: Date,
  locale: Locale,
): Promise<number | { errors: FieldErrors<ValidationCode> }> {
  return db
    .transaction(async (tx) => {
      const rows = await tx
        .select({ id: parcels.id, number: parcels.number, destination: parcels.destination })
        .from(parcels)
        .where(and(eq(parcels.organizationId, organizationId), inArray(parcels.id, ids)))
        .for("update");
      if (rows.length !== new Set(ids).size) throw new Refused({ errors: { ids: ["invalid"] } });
      if (rows.some((row) => row.destination !== null)) {
        throw new Refused({ errors: { ids: ["parcel_sent"] } });
      }
      const ruleErrors = await fairRuleErrors(tx, organizationId, ids, now, locale);
      if (ruleErrors) throw new Refused({ errors: ruleErrors });
      await tx
        .update(parcels)
        .set({ destination, labelsAttachedAt: now, sentAt: now })
        .where(inArray(parcels.id, ids));
      await recordAudit(
        tx,
        actor,
        rows.map((row) => ({
          organizationId,
          entityType: "parcel" as const,
          entityId: row.id,
          entityLabel: row.number,
          fromStatus: null,
          toStatus: destination,
          reason: null,
        })),
      );
      return rows.length;
    })
    .catch((error: unknown) => {
      if (error instanceof Refused && typeof error.outcome === "object") return error.outcome;
      throw error;
    });
}

const RULE_CODES: Record<Exclude<FairRule, "fair_languages">, ValidationCode> = {
  copies_per_title: "rule_copies_per_title",
  parcels_per_area: "rule_parcels_per_area",
  publication_age: "rule_publication_age",
  refused_titles: "rule_refused_titles",
};

/**
 * The fair's rules a sending would break (issue 32), per parcel (`ids.N`, as sent): a title in
 * it over the copies allowed, too old or refused, and every parcel past the stand's allowance.
 * An excepted rule does not block, nor the languages rule (about the list, not the parcels).
 * Null when nothing blocks, or the house has no fair to obey.
 */
async function fairRuleErrors(
  db: Database,
  organizationId: string,
  ids: string[],
  now: Date,
  locale: Locale,
): Promise<FieldErrors<ValidationCode> | null> {
  const fair = await houseFair(db, organizationId, now);
  if (!fair) return null;
  const rules = await loadFairRules(db, fair.id);
  const [found, exceptions, items] = await Promise.all([
    findBreaches(db, fair, rules, locale, {
      organizationIds: [organizationId],
      extraParcels: new Map([[organizationId, ids.length]]),
    }),
    exceptionsByHouse(db, fair.id, [organizationId]),
    db
      .select({ parcelId: parcelItems.parcelId, bookId: parcelItems.bookId })
      .from(parcelItems)
      .where(inArray(parcelItems.parcelId, ids)),
  ]);
  const blocking = withExceptions(
    found.get(organizationId) ?? [],
    exceptions.get(organizationId) ?? [],
  ).filter((breach) => !breach.excepted && breach.rule !== "fair_languages");
  if (blocking.length === 0) return null;
  const errors: FieldErrors<ValidationCode> = {};
  ids.forEach((id, index) => {
    const inParcel = new Set(
      items.filter((item) => item.parcelId === id).map((item) => item.bookId),
    );
    const codes = new Set<ValidationCode>();
    for (const breach of blocking) {
      if (breach.rule === "fair_languages") continue;
      if (breach.book === null || inParcel.has(breach.book.id)) codes.add(RULE_CODES[breach.rule]);
    }
    if (codes.size > 0) errors[`ids.${index}`] = [...codes];
  });
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Step 3: a shipper for these parcels; they must be sent and not yet in transit. */
export async function assignShipper(
  db: Database,
  organizationId: string,
  ids: string[],
  shipperId: string,
): Promise<number | { errors: FieldErrors<ValidationCode> }> {
  return db
    .transaction(async (tx) => {
      const [shipper] = await tx
        .select({ id: shippers.id })
        .from(shippers)
        .where(and(eq(shippers.id, shipperId), eq(shippers.active, true)));
      if (!shipper) throw new Refused({ errors: { shipper_id: ["unknown_option"] } });
      const rows = await tx
        .select({ id: parcels.id, status: parcels.status, destination: parcels.destination })
        .from(parcels)
        .where(and(eq(parcels.organizationId, organizationId), inArray(parcels.id, ids)))
        .for("update");
      if (rows.length !== new Set(ids).size) throw new Refused({ errors: { ids: ["invalid"] } });
      if (rows.some((row) => row.status !== "prepared" || row.destination === null)) {
        throw new Refused({ errors: { ids: ["locked"] } });
      }
      await tx.update(parcels).set({ shipperId }).where(inArray(parcels.id, ids));
      return rows.length;
    })
    .catch((error: unknown) => {
      if (error instanceof Refused && typeof error.outcome === "object") return error.outcome;
      throw error;
    });
}

/**
 * Admin: moves parcels to `status`, one step forward (or one back, to undo a mistake). A parcel
 * leaves (in transit) only once sent with a shipper. Each change is audited and each
 * organization told once, in the same transaction. Parcels already there are skipped.
 */
export async function moveParcels(
  db: Database,
  admin: UserRow,
  ids: string[],
  status: ParcelStatus,
  now: Date,
): Promise<number | { errors: FieldErrors<ValidationCode> }> {
  return db
    .transaction(async (tx) => {
      const rows = await tx
        .select({
          id: parcels.id,
          organizationId: parcels.organizationId,
          number: parcels.number,
          status: parcels.status,
          destination: parcels.destination,
          shipperId: parcels.shipperId,
        })
        .from(parcels)
        .where(inArray(parcels.id, ids))
        .for("update");
      if (rows.length !== new Set(ids).size) throw new Refused({ errors: { ids: ["invalid"] } });
      const moving = rows.filter((row) => row.status !== status);
      const allowed = moving.every(
        (row) =>
          (nextParcelStatus(row.status) === status || nextParcelStatus(status) === row.status) &&
          (status !== "in_transit" || (row.destination !== null && row.shipperId !== null)),
      );
      if (!allowed) throw new Refused({ errors: { status: ["invalid"] } });
      if (moving.length === 0) return 0;
      await tx
        .update(parcels)
        .set({ status, deliveredAt: status === "delivered" ? now : null })
        .where(
          inArray(
            parcels.id,
            moving.map((row) => row.id),
          ),
        );
      await recordAudit(
        tx,
        admin,
        moving.map((row) => ({
          organizationId: row.organizationId,
          entityType: "parcel" as const,
          entityId: row.id,
          entityLabel: row.number,
          fromStatus: row.status,
          toStatus: status,
          reason: null,
        })),
      );
      const byOrganization = new Map<string, typeof moving>();
      for (const row of moving) {
        byOrganization.set(row.organizationId, [
          ...(byOrganization.get(row.organizationId) ?? []),
          row,
        ]);
      }
      await notifyOrganizations(
        tx,
        "parcels_moved",
        new Map(
          [...byOrganization].map(([organizationId, moved]) => [
            organizationId,
            {
              count: moved.length,
              status,
              ...(moved.length === 1 ? { number: moved[0]!.number } : {}),
            },
          ]),
        ),
      );
      return moving.length;
    })
    .catch((error: unknown) => {
      if (error instanceof Refused && typeof error.outcome === "object") return error.outcome;
      throw error;
    });
}
