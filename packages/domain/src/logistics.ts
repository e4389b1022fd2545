import * as v from "valibot";
import { BilingualSchema, bilingualName } from "./bilingual.ts";
import { PageMetaSchema } from "./pagination.ts";
import { completeIsbn13 } from "./isbn.ts";
import { sarToHalalas } from "./money.ts";
import { wholeNumberSchema } from "./numbers.ts";
import { normalizeDigits } from "./rules.ts";
import { SheetImportResultSchema } from "./sheet-import.ts";
import { cleanText } from "./text.ts";
import { EmailSchema, IdSchema } from "./validation.ts";

// The logistics pipeline (DESIGN.md journey steps 5–7): every approved book's quantity, price,
// barcode and parcels; labels and destination; shipper; then the parcels' way to the fair.

export const PARCEL_STATUSES = ["prepared", "in_transit", "delivered"] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

export const DESTINATIONS = ["storage", "booth"] as const;
export type Destination = (typeof DESTINATIONS)[number];

/** The status after `status`, or null once delivered. Only admins move parcels along. */
export function nextParcelStatus(status: ParcelStatus): ParcelStatus | null {
  const index = PARCEL_STATUSES.indexOf(status);
  return PARCEL_STATUSES[index + 1] ?? null;
}

/** A shipper can be assigned or changed until the parcel leaves (in transit). */
export function canChangeShipper(status: ParcelStatus): boolean {
  return status === "prepared";
}

/** Limits of one book's logistics data. */
export const MAX_QUANTITY = 100_000;
export const MAX_PRICE_HALALAS = 10_000_000; // 100,000 SAR
export const MAX_PARCELS_PER_BOOK = 50;
export const MAX_PARCEL_NUMBER_LENGTH = 32;
export const MAX_BULK_PARCELS = 500;

/** A barcode as typed: Arabic-Indic digits made Latin, spaces and hyphens of numbers dropped. */
export function compactBarcode(value: string): string {
  const text = normalizeDigits(value).trim();
  const digits = text.replace(/[\s\u00a0\u2010-\u2015-]/g, "");
  return /^\d+$/.test(digits) ? digits : text.toUpperCase();
}

/**
 * Whether a barcode is acceptable: a numeric one must be a valid EAN-13 (an ISBN-13 is one); any
 * other is a Code 128 style code of letters, digits, dots and hyphens.
 */
export function isValidBarcode(value: string): boolean {
  const code = compactBarcode(value);
  // An EAN-13 is an ISBN-13's form: its first twelve digits give its check digit.
  if (/^\d+$/.test(code)) return code.length === 13 && completeIsbn13(code.slice(0, 12)) === code;
  return /^[A-Z0-9][A-Z0-9.\-/]{2,47}$/.test(code);
}

/** A parcel number as typed: trimmed, Latin digits, upper case. */
export function normalizeParcelNumber(value: string): string {
  return normalizeDigits(value).trim().toUpperCase();
}

export const ParcelNumberSchema = v.pipe(
  v.string("required"),
  v.transform(normalizeParcelNumber),
  v.nonEmpty("required"),
  v.maxLength(MAX_PARCEL_NUMBER_LENGTH, "too_long"),
  v.regex(/^[A-Z0-9][A-Z0-9-]*$/, "parcel_number"),
);

/** A whole number of copies, from a number or a typed string (Arabic-Indic digits accepted). */
function countSchema(max: number) {
  return wholeNumberSchema(1, max, { empty: "numeric", below: "positive", above: "too_large" });
}

export const PriceSchema = v.pipe(
  v.union([v.number(), v.string()], "numeric"),
  // An unreadable amount becomes -1 (not null, which would read as a missing field).
  v.transform((value) => sarToHalalas(value) ?? -1),
  v.check((halalas) => halalas !== -1, "price"),
  v.check((halalas) => halalas > 0, "positive"),
  v.check((halalas) => halalas <= MAX_PRICE_HALALAS, "too_large"),
);

export const ParcelShareInputSchema = v.object({
  number: ParcelNumberSchema,
  quantity: countSchema(MAX_QUANTITY),
});
export type ParcelShareInput = v.InferOutput<typeof ParcelShareInputSchema>;

/** The parcels' quantities of one book add up to its quantity. */
export function parcelsMatchQuantity(quantity: number, parcels: readonly { quantity: number }[]) {
  return parcels.reduce((sum, parcel) => sum + parcel.quantity, 0) === quantity;
}

/**
 * One book's logistics data: quantity, price in SAR (stored in halalas), barcode, and its parcels
 * (a number appears once; the quantities add up to the book's quantity).
 */
export const BookLogisticsInputSchema = v.pipe(
  v.object({
    quantity: countSchema(MAX_QUANTITY),
    price: PriceSchema,
    barcode: v.pipe(
      v.string("required"),
      v.transform(compactBarcode),
      v.nonEmpty("required"),
      v.check(isValidBarcode, "barcode"),
    ),
    parcels: v.pipe(
      v.array(ParcelShareInputSchema, "required"),
      v.minLength(1, "required"),
      v.maxLength(MAX_PARCELS_PER_BOOK, "too_long"),
      v.check(
        (parcels) => new Set(parcels.map((parcel) => parcel.number)).size === parcels.length,
        "duplicate_parcel",
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [["quantity"], ["parcels"]],
      // Compared only when every quantity is a whole number: a quantity that is itself wrong
      // has its own error, and the parcels are not to blame for it.
      (input) =>
        ![input.quantity, ...input.parcels.map((parcel) => parcel.quantity)].every(
          Number.isInteger,
        ) || parcelsMatchQuantity(input.quantity, input.parcels),
      "parcel_sum",
    ),
    ["parcels"],
  ),
);
export type BookLogisticsInput = v.InferOutput<typeof BookLogisticsInputSchema>;

/** Several books at once (the quick list): each entry is one book's data. */
export const BulkLogisticsInputSchema = v.object({
  books: v.pipe(
    v.array(v.object({ book_id: IdSchema, data: v.unknown() }), "required"),
    v.minLength(1, "required"),
    v.maxLength(100, "too_long"),
  ),
});

/**
 * A book's parcels as one text, the way the quick list and the uploaded sheets hold them:
 * `P-01:10; P-02:5`, or one number alone for the whole `quantity` (`P-01`). Commas, Arabic commas,
 * semicolons, Arabic semicolons and line breaks separate; `:`, `×`, `=` or ` x ` give a quantity.
 * What cannot be read is passed on as typed, so {@link BookLogisticsInputSchema} says what is wrong
 * (decision 054).
 */
export function parseParcelsText(
  text: string,
  quantity: string,
): { number: string; quantity: string }[] {
  const parts = normalizeDigits(text)
    .split(/[,،;؛\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 1 && !/[:×=]|\s[xX]\s/.test(parts[0]!)) {
    return [{ number: parts[0]!, quantity }];
  }
  return parts.map((part) => {
    const [number = "", count = ""] = part.split(/\s*(?::|×|=|\s[xX]\s)\s*/);
    return { number: number.trim(), quantity: count.trim() };
  });
}

/** A book's parcels as the sheets write them: `P-01:10; P-02:5` (read by {@link parseParcelsText}). */
export function formatParcelsText(
  parcels: readonly { number: string; quantity: number }[],
): string {
  return parcels.map((parcel) => `${parcel.number}:${parcel.quantity}`).join("; ");
}

/**
 * The columns of the uploaded logistics sheet, in the template's order. A row names its book by
 * ISBN, or by id when the ISBN is empty; the title is there for the person filling it in.
 */
export const LOGISTICS_SHEET_FIELDS = [
  "isbn",
  "book_id",
  "title",
  "quantity",
  "price",
  "barcode",
  "parcels",
] as const;
export type LogisticsSheetField = (typeof LOGISTICS_SHEET_FIELDS)[number];

/** An uploaded logistics sheet and one page of its checked rows (the book lists' shape). */
export const LogisticsImportResultSchema = SheetImportResultSchema;

/** Whether a book's stored data completes step 1. */
export function isBookDataComplete(book: {
  quantity: number | null;
  price_halalas: number | null;
  barcode: string | null;
  parcels: readonly { quantity: number }[];
}): boolean {
  return (
    book.quantity !== null &&
    book.quantity > 0 &&
    book.price_halalas !== null &&
    book.price_halalas > 0 &&
    book.barcode !== null &&
    book.barcode !== "" &&
    book.parcels.length > 0 &&
    parcelsMatchQuantity(book.quantity, book.parcels)
  );
}

/** Why the pipeline is closed, in the order an exhibitor fixes it. */
export type PipelineBlocker = "not_approved" | "books_pending" | "no_approved_book";

export function pipelineBlocker(input: {
  organizationStatus: string | null;
  pending: number;
  approved: number;
}): PipelineBlocker | null {
  if (input.organizationStatus !== "approved") return "not_approved";
  if (input.pending > 0) return "books_pending";
  if (input.approved === 0) return "no_approved_book";
  return null;
}

export type StepState = "closed" | "open" | "complete";

/** The three steps' states: a step opens only when the one before it is complete. */
export function pipelineSteps(progress: {
  is_open: boolean;
  data_completed: boolean;
  locations_completed: boolean;
  shippers_completed: boolean;
}): [StepState, StepState, StepState] {
  const state = (open: boolean, complete: boolean): StepState =>
    !open ? "closed" : complete ? "complete" : "open";
  const data = state(progress.is_open, progress.data_completed);
  const locations = state(data === "complete", progress.locations_completed);
  const shippers = state(locations === "complete", progress.shippers_completed);
  return [data, locations, shippers];
}

// ---- answers -----------------------------------------------------------------------------

export const ParcelShareSchema = v.object({
  number: v.string(),
  quantity: v.number(),
  /** Once the parcel is sent its contents are fixed. */
  sent: v.boolean(),
});

export const BookLogisticsSchema = v.object({
  book_id: v.string(),
  title: v.string(),
  author: v.string(),
  isbn: v.string(),
  quantity: v.nullable(v.number()),
  price_halalas: v.nullable(v.number()),
  barcode: v.nullable(v.string()),
  parcels: v.array(ParcelShareSchema),
  complete: v.boolean(),
});
export type BookLogistics = v.InferOutput<typeof BookLogisticsSchema>;

export const LOGISTICS_FILTERS = ["all", "incomplete", "complete"] as const;

export const LogisticsFilterSchema = v.object({
  state: v.optional(v.picklist(LOGISTICS_FILTERS)),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});

export const LogisticsProgressSchema = v.object({
  is_open: v.boolean(),
  blocker: v.nullable(v.picklist(["not_approved", "books_pending", "no_approved_book"])),
  data_completed: v.boolean(),
  locations_completed: v.boolean(),
  shippers_completed: v.boolean(),
  books_total: v.number(),
  books_complete: v.number(),
  parcels_total: v.number(),
  parcels_sent: v.number(),
  parcels_with_shipper: v.number(),
});
export type LogisticsProgress = v.InferOutput<typeof LogisticsProgressSchema>;

export const BookLogisticsListSchema = v.object({
  books: v.array(BookLogisticsSchema),
  meta: PageMetaSchema,
});

export const ShipperSchema = v.object({
  id: v.string(),
  name: BilingualSchema,
  phone: v.string(),
  email: v.string(),
  active: v.boolean(),
});
export type Shipper = v.InferOutput<typeof ShipperSchema>;

export const ShipperInputSchema = v.object({
  name_ar: bilingualName("ar", 120),
  name_en: bilingualName("en", 120),
  phone: v.pipe(
    v.string("required"),
    v.transform((text) => normalizeDigits(text).replace(/[\s-]/g, "")),
    v.nonEmpty("required"),
    v.regex(/^\+?\d{7,15}$/, "phone"),
  ),
  email: EmailSchema,
  active: v.optional(v.boolean("invalid"), true),
});
export type ShipperInput = v.InferOutput<typeof ShipperInputSchema>;

export const ParcelItemSchema = v.object({
  book_id: v.string(),
  title: v.string(),
  isbn: v.string(),
  quantity: v.number(),
});

export const ParcelSchema = v.object({
  id: v.string(),
  organization_id: v.string(),
  organization_name: v.string(),
  number: v.string(),
  /** What the label's QR and Code 128 carry; the admin scan box looks it up. */
  code: v.string(),
  destination: v.nullable(v.picklist(DESTINATIONS)),
  status: v.picklist(PARCEL_STATUSES),
  shipper: v.nullable(v.object({ id: v.string(), name: BilingualSchema })),
  labels_attached_at: v.nullable(v.string()),
  sent_at: v.nullable(v.string()),
  items: v.array(ParcelItemSchema),
  total: v.number(),
});
export type Parcel = v.InferOutput<typeof ParcelSchema>;

export const ParcelListSchema = v.object({
  parcels: v.array(ParcelSchema),
  meta: PageMetaSchema,
});

/** A parcels list's destination filter: one destination, not sent yet, or sent anywhere. */
export const PARCEL_DESTINATION_FILTERS = [...DESTINATIONS, "none", "sent"] as const;
export type ParcelDestinationFilter = (typeof PARCEL_DESTINATION_FILTERS)[number];

export const ParcelFilterSchema = v.object({
  status: v.optional(v.picklist(PARCEL_STATUSES)),
  destination: v.optional(v.picklist(PARCEL_DESTINATION_FILTERS)),
  shipper: v.optional(v.picklist(["assigned", "none"])),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
});

export const AdminParcelFilterSchema = v.object({
  ...ParcelFilterSchema.entries,
  organization_id: v.optional(IdSchema),
  /** The parcels of the houses approved for this event (the dashboard's parcels tile). */
  event_id: v.optional(IdSchema),
});

const ParcelIdsSchema = v.pipe(
  v.array(IdSchema, "required"),
  v.minLength(1, "required"),
  v.maxLength(MAX_BULK_PARCELS, "too_long"),
);

/** Step 2: the labels are attached (a checkbox), and the chosen parcels go to one destination. */
export const SendParcelsInputSchema = v.object({
  ids: ParcelIdsSchema,
  destination: v.picklist(DESTINATIONS, "unknown_option"),
  labels_attached: v.literal(true, "labels_attached"),
});

/** Step 3: a shipper for the chosen parcels. */
export const AssignShipperInputSchema = v.object({
  ids: ParcelIdsSchema,
  shipper_id: IdSchema,
});

/** Admin: move parcels to a status (audited and notified). */
export const ParcelStatusInputSchema = v.object({
  ids: ParcelIdsSchema,
  status: v.picklist(PARCEL_STATUSES, "unknown_option"),
});

export const ScanInputSchema = v.object({
  code: v.pipe(
    v.string("required"),
    v.transform((text) => normalizeDigits(cleanText(text)).toUpperCase()),
    v.nonEmpty("required"),
    v.maxLength(64, "too_long"),
  ),
});

/** Stock per title (journey step 7), from the parcels. */
export const ProductStockSchema = v.object({
  book_id: v.string(),
  title: v.string(),
  isbn: v.string(),
  barcode: v.nullable(v.string()),
  price_halalas: v.nullable(v.number()),
  total: v.number(),
  in_storage: v.number(),
  at_booth: v.number(),
});
export type ProductStock = v.InferOutput<typeof ProductStockSchema>;

export const ProductListSchema = v.object({
  products: v.array(ProductStockSchema),
  totals: v.object({ total: v.number(), in_storage: v.number(), at_booth: v.number() }),
  meta: PageMetaSchema,
});

/**
 * A booth the organization holds for good (a confirmed reservation) at a fair that has not ended:
 * what a label sent to the booth prints as its hall/booth marking.
 */
export const FairBoothSchema = v.object({
  event_name: BilingualSchema,
  zone_name: BilingualSchema,
  booth_code: v.string(),
});
export type FairBooth = v.InferOutput<typeof FairBoothSchema>;

/** The print page's data: the organization, its confirmed booths, and the parcels. */
export const ParcelLabelsSchema = v.object({
  organization: v.object({ name: v.string() }),
  booths: v.array(FairBoothSchema),
  parcels: v.array(ParcelSchema),
});

export const ManifestSchema = v.object({
  organization: v.object({ id: v.string(), name: v.string() }),
  destination: v.picklist(DESTINATIONS),
  parcels: v.array(ParcelSchema),
  total: v.number(),
});
