import { halalasToSar } from "@rawaq/domain/money";
import { VAT_PERCENT, vatHalalas } from "@rawaq/domain/payments";

// An invoice or credit note as ZATCA's e-invoicing rules want it: UBL 2.1, written compact (no
// whitespace between elements), so that taking the stamp's parts out for the hash leaves exactly
// the document that was hashed before they were added (decision 084).

export const NS = {
  invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
  ext: "urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2",
  sig: "urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2",
  sac: "urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2",
  sbc: "urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2",
  ds: "http://www.w3.org/2000/09/xmldsig#",
  xades: "http://uri.etsi.org/01903/v1.3.2#",
} as const;

/** ZATCA's PIH for a unit's first document: base64 of the hex SHA-256 of "0". */
export const FIRST_PIH =
  "NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==";

/** A Saudi national address, or a foreign one with what it has. */
export interface UblAddress {
  street: string;
  building_number: string;
  /** ZATCA's "additional number" (KSA-23), written as the plot identification. */
  additional_number: string;
  district: string;
  city: string;
  zip: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface UblParty {
  name: string;
  /** 15 digits, or empty for a buyer not registered for VAT. */
  vat_number: string;
  /** Another identifier when there is no VAT number (the seller always carries its CRN). */
  identifier: { scheme: "CRN" | "OTH" | "TIN"; id: string } | null;
  address: UblAddress;
}

export interface UblLine {
  id: string;
  name: string;
  amount_halalas: number;
}

export interface UblDocument {
  kind: "invoice" | "credit_note";
  /** The document's UUID: ZATCA's idempotency key. */
  uuid: string;
  /** The number as printed ("E7-0001"; a credit note's "E7-0001-C"). */
  number: string;
  issued_at: Date;
  /** The supply date (KSA-5): the fair's first day, or the issue date. */
  supply_date: string;
  due_date: string | null;
  icv: number;
  pih: string;
  seller: UblParty;
  buyer: UblParty;
  lines: UblLine[];
  subtotal_halalas: number;
  vat_halalas: number;
  total_halalas: number;
  iban: string;
  /** A credit note's original invoice and reason (KSA-10). */
  credits: { number: string; reason: string } | null;
}

/** What the signature adds; absent while the document is hashed. */
export interface UblStamp {
  /** The whole `<ext:UBLExtensions>` element, already serialised. */
  extensions: string;
  qr: string;
}

/** Riyadh's date and time of an instant (UTC+3 the year round), as UBL writes them. */
export function riyadhDateTime(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() + 3 * 60 * 60 * 1000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type Child = string | false | null | undefined;

/** One element, its children already serialised (or its text when `text` is given). */
function el(name: string, attributes: Record<string, string>, ...children: Child[]): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  return `<${name}${attrs}>${children.filter(Boolean).join("")}</${name}>`;
}
const text = (name: string, value: string, attributes: Record<string, string> = {}) =>
  el(name, attributes, escapeXml(value));
const sar = (name: string, halalas: number) =>
  text(name, halalasToSar(halalas), { currencyID: "SAR" });

function party(role: "AccountingSupplierParty" | "AccountingCustomerParty", p: UblParty) {
  const { address } = p;
  return el(
    `cac:${role}`,
    {},
    el(
      "cac:Party",
      {},
      p.identifier &&
        el(
          "cac:PartyIdentification",
          {},
          text("cbc:ID", p.identifier.id, { schemeID: p.identifier.scheme }),
        ),
      el(
        "cac:PostalAddress",
        {},
        address.street && text("cbc:StreetName", address.street),
        address.building_number && text("cbc:BuildingNumber", address.building_number),
        address.additional_number && text("cbc:PlotIdentification", address.additional_number),
        address.district && text("cbc:CitySubdivisionName", address.district),
        address.city && text("cbc:CityName", address.city),
        address.zip && text("cbc:PostalZone", address.zip),
        el("cac:Country", {}, text("cbc:IdentificationCode", address.country)),
      ),
      p.vat_number &&
        el(
          "cac:PartyTaxScheme",
          {},
          text("cbc:CompanyID", p.vat_number),
          el("cac:TaxScheme", {}, text("cbc:ID", "VAT")),
        ),
      el("cac:PartyLegalEntity", {}, text("cbc:RegistrationName", p.name)),
    ),
  );
}

const taxCategory = (name: "cac:TaxCategory" | "cac:ClassifiedTaxCategory") =>
  el(
    name,
    {},
    text("cbc:ID", "S"),
    // A whole percentage (15), written with two decimals as ZATCA's samples do.
    text("cbc:Percent", `${VAT_PERCENT}.00`),
    el("cac:TaxScheme", {}, text("cbc:ID", "VAT")),
  );

function attachment(id: string, base64: string) {
  return el(
    "cac:AdditionalDocumentReference",
    {},
    text("cbc:ID", id),
    el(
      "cac:Attachment",
      {},
      text("cbc:EmbeddedDocumentBinaryObject", base64, { mimeCode: "text/plain" }),
    ),
  );
}

/**
 * The document as UBL 2.1 XML: an `Invoice` of type 388 (a tax invoice) or 381 (a credit note),
 * named "0100000" (a standard invoice: cleared, for a business buyer). Without `stamp` it is the
 * document that is hashed and signed; with it, the one that is sent.
 */
export function buildUbl(doc: UblDocument, stamp?: UblStamp): string {
  const issued = riyadhDateTime(doc.issued_at);
  // VAT is rounded once per invoice (decision 045): a one-line invoice's line carries it all.
  const lineVat = (line: UblLine) =>
    doc.lines.length === 1 ? doc.vat_halalas : vatHalalas(line.amount_halalas);
  const body = el(
    "Invoice",
    { xmlns: NS.invoice, "xmlns:cac": NS.cac, "xmlns:cbc": NS.cbc, "xmlns:ext": NS.ext },
    stamp?.extensions,
    text("cbc:ProfileID", "reporting:1.0"),
    text("cbc:ID", doc.number),
    text("cbc:UUID", doc.uuid),
    text("cbc:IssueDate", issued.date),
    text("cbc:IssueTime", issued.time),
    doc.due_date && text("cbc:DueDate", doc.due_date),
    text("cbc:InvoiceTypeCode", doc.kind === "invoice" ? "388" : "381", { name: "0100000" }),
    text("cbc:DocumentCurrencyCode", "SAR"),
    text("cbc:TaxCurrencyCode", "SAR"),
    doc.credits &&
      el(
        "cac:BillingReference",
        {},
        el("cac:InvoiceDocumentReference", {}, text("cbc:ID", doc.credits.number)),
      ),
    el(
      "cac:AdditionalDocumentReference",
      {},
      text("cbc:ID", "ICV"),
      text("cbc:UUID", String(doc.icv)),
    ),
    attachment("PIH", doc.pih),
    stamp && attachment("QR", stamp.qr),
    stamp &&
      el(
        "cac:Signature",
        {},
        text("cbc:ID", "urn:oasis:names:specification:ubl:signature:Invoice"),
        text("cbc:SignatureMethod", "urn:oasis:names:specification:ubl:dsig:enveloped:xades"),
      ),
    party("AccountingSupplierParty", doc.seller),
    party("AccountingCustomerParty", doc.buyer),
    el("cac:Delivery", {}, text("cbc:ActualDeliveryDate", doc.supply_date)),
    el(
      "cac:PaymentMeans",
      {},
      // 42: payment to a bank account (UNCL 4461), the fair's IBAN.
      text("cbc:PaymentMeansCode", "42"),
      doc.credits && text("cbc:InstructionNote", doc.credits.reason),
      el("cac:PayeeFinancialAccount", {}, text("cbc:ID", doc.iban)),
    ),
    // ZATCA asks for the VAT total twice: once alone in the tax currency, once with its breakdown.
    el("cac:TaxTotal", {}, sar("cbc:TaxAmount", doc.vat_halalas)),
    el(
      "cac:TaxTotal",
      {},
      sar("cbc:TaxAmount", doc.vat_halalas),
      el(
        "cac:TaxSubtotal",
        {},
        sar("cbc:TaxableAmount", doc.subtotal_halalas),
        sar("cbc:TaxAmount", doc.vat_halalas),
        taxCategory("cac:TaxCategory"),
      ),
    ),
    el(
      "cac:LegalMonetaryTotal",
      {},
      sar("cbc:LineExtensionAmount", doc.subtotal_halalas),
      sar("cbc:TaxExclusiveAmount", doc.subtotal_halalas),
      sar("cbc:TaxInclusiveAmount", doc.total_halalas),
      sar("cbc:AllowanceTotalAmount", 0),
      sar("cbc:PrepaidAmount", 0),
      sar("cbc:PayableAmount", doc.total_halalas),
    ),
    ...doc.lines.map((line) =>
      el(
        "cac:InvoiceLine",
        {},
        text("cbc:ID", line.id),
        text("cbc:InvoicedQuantity", "1.00", { unitCode: "C62" }),
        sar("cbc:LineExtensionAmount", line.amount_halalas),
        el(
          "cac:TaxTotal",
          {},
          sar("cbc:TaxAmount", lineVat(line)),
          sar("cbc:RoundingAmount", line.amount_halalas + lineVat(line)),
        ),
        el("cac:Item", {}, text("cbc:Name", line.name), taxCategory("cac:ClassifiedTaxCategory")),
        el("cac:Price", {}, sar("cbc:PriceAmount", line.amount_halalas)),
      ),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}
