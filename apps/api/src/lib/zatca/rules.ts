import type { Document, Element } from "@xmldom/xmldom";
import { NS } from "./ubl.ts";

// The KSA business rules (ZATCA's "XML implementation standard") that apply to the documents
// Rawaq issues: standard tax invoices (388) and credit notes (381). Each rule is one function of
// the document; the simulator answers with the codes of those broken, and each has a test that
// breaks it (zatca-rules.test.ts).

export interface RuleFault {
  code: string;
  message: string;
}

const VAT_NUMBER = /^3\d{13}3$/;
const BUYER_SCHEMES = ["TIN", "CRN", "MOM", "MLS", "700", "SAG", "NAT", "GCC", "IQA", "PAS", "OTH"];

function path(root: Element, steps: string[]): Element | undefined {
  let current: Element | undefined = root;
  for (const step of steps) {
    const [prefix, localName] = step.split(":") as [keyof typeof NS, string];
    let next: Element | undefined;
    for (let node = current?.firstChild; node; node = node.nextSibling) {
      const element = node as Element;
      if (
        node.nodeType === 1 &&
        element.namespaceURI === NS[prefix] &&
        element.localName === localName
      ) {
        next = element;
        break;
      }
    }
    current = next;
    if (!current) return undefined;
  }
  return current;
}

const text = (root: Element, steps: string[]) => path(root, steps)?.textContent?.trim() ?? "";

function attachments(root: Element) {
  const found = new Map<string, Element>();
  for (let node = root.firstChild; node; node = node.nextSibling) {
    const element = node as Element;
    if (node.nodeType === 1 && element.localName === "AdditionalDocumentReference") {
      found.set(text(element, ["cbc:ID"]), element);
    }
  }
  return found;
}

const amount = (root: Element, steps: string[]) => Math.round(Number(text(root, steps)) * 100);

const RULES: { code: string; message: string; holds: (root: Element) => boolean }[] = [
  {
    code: "BR-KSA-05",
    message: "The invoice type code must be 388, 381, 383 or 386.",
    holds: (root) => ["388", "381", "383", "386"].includes(text(root, ["cbc:InvoiceTypeCode"])),
  },
  {
    code: "BR-KSA-06",
    message:
      "The invoice transaction code must be 0100000 or 0200000 in form, 01 for a standard invoice.",
    holds: (root) =>
      /^01[01]{5}$/.test(path(root, ["cbc:InvoiceTypeCode"])?.getAttribute("name") ?? ""),
  },
  {
    code: "BR-KSA-33",
    message: "The invoice counter value (ICV) must be a positive whole number.",
    holds: (root) => /^[1-9]\d*$/.test(text(attachments(root).get("ICV") ?? root, ["cbc:UUID"])),
  },
  {
    code: "BR-KSA-61",
    message: "The previous invoice hash (PIH) must be present, in base64.",
    holds: (root) => {
      const pih = text(attachments(root).get("PIH") ?? root, [
        "cac:Attachment",
        "cbc:EmbeddedDocumentBinaryObject",
      ]);
      return /^[A-Za-z0-9+/]{40,}={0,2}$/.test(pih);
    },
  },
  {
    code: "BR-KSA-15",
    message: "A standard tax invoice must state its supply date (KSA-5).",
    holds: (root) =>
      /^\d{4}-\d{2}-\d{2}$/.test(text(root, ["cac:Delivery", "cbc:ActualDeliveryDate"])),
  },
  {
    code: "BR-KSA-39",
    message: "The seller's VAT number must be 15 digits starting and ending with 3.",
    holds: (root) =>
      VAT_NUMBER.test(
        text(root, [
          "cac:AccountingSupplierParty",
          "cac:Party",
          "cac:PartyTaxScheme",
          "cbc:CompanyID",
        ]),
      ),
  },
  {
    code: "BR-KSA-08",
    message: "The seller must be identified by its commercial registration (schemeID CRN).",
    holds: (root) => {
      const id = path(root, [
        "cac:AccountingSupplierParty",
        "cac:Party",
        "cac:PartyIdentification",
        "cbc:ID",
      ]);
      return id?.getAttribute("schemeID") === "CRN" && /^\d{10}$/.test(id.textContent ?? "");
    },
  },
  {
    code: "BR-KSA-09",
    message:
      "The seller's address must have a street, building number, postal code, city, district and country.",
    holds: (root) => {
      const address = ["cac:AccountingSupplierParty", "cac:Party", "cac:PostalAddress"];
      return (
        [
          "cbc:StreetName",
          "cbc:BuildingNumber",
          "cbc:PostalZone",
          "cbc:CityName",
          "cbc:CitySubdivisionName",
        ].every((field) => text(root, [...address, field]) !== "") &&
        text(root, [...address, "cac:Country", "cbc:IdentificationCode"]) === "SA"
      );
    },
  },
  {
    code: "BR-KSA-37",
    message: "The seller's building number must be 4 digits.",
    holds: (root) =>
      /^\d{4}$/.test(
        text(root, [
          "cac:AccountingSupplierParty",
          "cac:Party",
          "cac:PostalAddress",
          "cbc:BuildingNumber",
        ]),
      ),
  },
  {
    code: "BR-KSA-66",
    message: "The seller's postal code must be 5 digits.",
    holds: (root) =>
      /^\d{5}$/.test(
        text(root, [
          "cac:AccountingSupplierParty",
          "cac:Party",
          "cac:PostalAddress",
          "cbc:PostalZone",
        ]),
      ),
  },
  {
    code: "BR-KSA-42",
    message: "A standard tax invoice must name the buyer.",
    holds: (root) =>
      text(root, [
        "cac:AccountingCustomerParty",
        "cac:Party",
        "cac:PartyLegalEntity",
        "cbc:RegistrationName",
      ]) !== "",
  },
  {
    code: "BR-KSA-63",
    message:
      "A Saudi buyer's address must have a street, building number, postal code, city and district.",
    holds: (root) => {
      const address = ["cac:AccountingCustomerParty", "cac:Party", "cac:PostalAddress"];
      if (text(root, [...address, "cac:Country", "cbc:IdentificationCode"]) !== "SA") return true;
      return [
        "cbc:StreetName",
        "cbc:BuildingNumber",
        "cbc:PostalZone",
        "cbc:CityName",
        "cbc:CitySubdivisionName",
      ].every((field) => text(root, [...address, field]) !== "");
    },
  },
  {
    code: "BR-KSA-67",
    message: "A Saudi buyer's postal code must be 5 digits.",
    holds: (root) => {
      const address = ["cac:AccountingCustomerParty", "cac:Party", "cac:PostalAddress"];
      if (text(root, [...address, "cac:Country", "cbc:IdentificationCode"]) !== "SA") return true;
      const zip = text(root, [...address, "cbc:PostalZone"]);
      return zip === "" || /^\d{5}$/.test(zip);
    },
  },
  {
    code: "BR-KSA-44",
    message: "The buyer's VAT number, when present, must be 15 digits starting and ending with 3.",
    holds: (root) => {
      const vat = path(root, [
        "cac:AccountingCustomerParty",
        "cac:Party",
        "cac:PartyTaxScheme",
        "cbc:CompanyID",
      ]);
      return !vat || VAT_NUMBER.test(vat.textContent ?? "");
    },
  },
  {
    code: "BR-KSA-14",
    message: "A buyer without a VAT number must carry another identifier with an allowed scheme.",
    holds: (root) => {
      const party = ["cac:AccountingCustomerParty", "cac:Party"];
      if (path(root, [...party, "cac:PartyTaxScheme", "cbc:CompanyID"])) return true;
      const id = path(root, [...party, "cac:PartyIdentification", "cbc:ID"]);
      return !!id?.textContent?.trim() && BUYER_SCHEMES.includes(id.getAttribute("schemeID") ?? "");
    },
  },
  {
    code: "BR-KSA-56",
    message: "A credit note must name the invoice it corrects (billing reference).",
    holds: (root) =>
      text(root, ["cbc:InvoiceTypeCode"]) !== "381" ||
      text(root, ["cac:BillingReference", "cac:InvoiceDocumentReference", "cbc:ID"]) !== "",
  },
  {
    code: "BR-KSA-17",
    message: "A credit note must give its reason (KSA-10).",
    holds: (root) =>
      text(root, ["cbc:InvoiceTypeCode"]) !== "381" ||
      text(root, ["cac:PaymentMeans", "cbc:InstructionNote"]) !== "",
  },
  {
    code: "BR-KSA-68",
    message: "The document and tax currencies must be SAR.",
    holds: (root) =>
      text(root, ["cbc:DocumentCurrencyCode"]) === "SAR" &&
      text(root, ["cbc:TaxCurrencyCode"]) === "SAR",
  },
  {
    code: "BR-CO-15",
    message: "The total with VAT must be the total without VAT plus the VAT.",
    holds: (root) => {
      const totals = ["cac:LegalMonetaryTotal"];
      return (
        amount(root, [...totals, "cbc:TaxInclusiveAmount"]) ===
        amount(root, [...totals, "cbc:TaxExclusiveAmount"]) +
          amount(root, ["cac:TaxTotal", "cbc:TaxAmount"])
      );
    },
  },
  {
    code: "BR-KSA-EN16931-08",
    message: "The VAT must be the taxable amount times the rate, rounded to the halala.",
    holds: (root) => {
      let breakdown: Element | undefined;
      for (let node = root.firstChild; node; node = node.nextSibling) {
        const element = node as Element;
        if (
          node.nodeType === 1 &&
          element.localName === "TaxTotal" &&
          path(element, ["cac:TaxSubtotal"])
        )
          breakdown = element;
      }
      if (!breakdown) return false;
      const taxable = amount(breakdown, ["cac:TaxSubtotal", "cbc:TaxableAmount"]);
      const percent = Number(
        text(breakdown, ["cac:TaxSubtotal", "cac:TaxCategory", "cbc:Percent"]),
      );
      const vat = amount(breakdown, ["cac:TaxSubtotal", "cbc:TaxAmount"]);
      return Math.abs(vat - (taxable * percent) / 100) <= 1;
    },
  },
];

/** The rules a document breaks (empty when it keeps them all). */
export function businessRuleFaults(document: Document): RuleFault[] {
  const root = document.documentElement;
  if (!root || root.namespaceURI !== NS.invoice || root.localName !== "Invoice") {
    return [{ code: "XSD", message: "The document is not a UBL 2.1 Invoice." }];
  }
  return RULES.filter((rule) => !rule.holds(root)).map(({ code, message }) => ({ code, message }));
}

/** The codes of every rule checked, for the tests that break each. */
export const RULE_CODES = RULES.map((rule) => rule.code);
