import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sampleDocument } from "../src/lib/zatca/parties.ts";
import { RULE_CODES, businessRuleFaults } from "../src/lib/zatca/rules.ts";
import { parseXml } from "../src/lib/zatca/stamp.ts";
import { FIRST_PIH, type UblDocument, buildUbl } from "../src/lib/zatca/ubl.ts";
import { sellerData } from "./fixtures.ts";

const seller = { ...sellerData, updated_at: null };
const now = new Date("2026-12-07T09:30:00Z");

function invoice(change: (doc: UblDocument) => void = () => {}): UblDocument {
  const doc = { ...sampleDocument(seller, "invoice", 1, FIRST_PIH, now), uuid: randomUUID() };
  change(doc);
  return doc;
}
const creditNote = () => ({
  ...sampleDocument(seller, "credit_note", 2, FIRST_PIH, now),
  uuid: randomUUID(),
});
const codes = (xml: string) => businessRuleFaults(parseXml(xml)).map((fault) => fault.code);

/** Each rule, and one way to break it alone. */
const BREAKS: Record<string, () => string> = {
  "BR-KSA-05": () =>
    buildUbl(invoice()).replace(">388</cbc:InvoiceTypeCode>", ">380</cbc:InvoiceTypeCode>"),
  "BR-KSA-06": () => buildUbl(invoice()).replace('name="0100000"', 'name="0200000"'),
  "BR-KSA-33": () => buildUbl(invoice((doc) => (doc.icv = 0))),
  "BR-KSA-61": () => buildUbl(invoice((doc) => (doc.pih = "not a hash"))),
  "BR-KSA-15": () => buildUbl(invoice()).replace(/<cac:Delivery>.*?<\/cac:Delivery>/, ""),
  "BR-KSA-39": () => buildUbl(invoice((doc) => (doc.seller.vat_number = "310122393500001"))),
  "BR-KSA-08": () =>
    buildUbl(invoice((doc) => (doc.seller.identifier = { scheme: "OTH", id: "1010665432" }))),
  "BR-KSA-09": () => buildUbl(invoice((doc) => (doc.seller.address.district = ""))),
  "BR-KSA-37": () => buildUbl(invoice((doc) => (doc.seller.address.building_number = "723"))),
  "BR-KSA-66": () => buildUbl(invoice((doc) => (doc.seller.address.zip = "1224"))),
  "BR-KSA-42": () => buildUbl(invoice((doc) => (doc.buyer.name = ""))),
  "BR-KSA-63": () => buildUbl(invoice((doc) => (doc.buyer.address.district = ""))),
  "BR-KSA-67": () => buildUbl(invoice((doc) => (doc.buyer.address.zip = "2333"))),
  "BR-KSA-44": () => buildUbl(invoice((doc) => (doc.buyer.vat_number = "300000000000000"))),
  "BR-KSA-14": () =>
    buildUbl(
      invoice(
        (doc) => (
          (doc.buyer.vat_number = ""),
          (doc.buyer.identifier = { scheme: "XYZ" as "OTH", id: "1" })
        ),
      ),
    ),
  "BR-KSA-56": () =>
    buildUbl(creditNote()).replace(/<cac:BillingReference>.*?<\/cac:BillingReference>/, ""),
  "BR-KSA-17": () =>
    buildUbl(creditNote()).replace(/<cbc:InstructionNote>.*?<\/cbc:InstructionNote>/, ""),
  "BR-KSA-68": () =>
    buildUbl(invoice()).replace(">SAR</cbc:TaxCurrencyCode>", ">USD</cbc:TaxCurrencyCode>"),
  "BR-CO-15": () => buildUbl(invoice((doc) => (doc.total_halalas += 1))),
  "BR-KSA-EN16931-08": () =>
    buildUbl(invoice((doc) => ((doc.vat_halalas -= 1000), (doc.total_halalas -= 1000)))),
};

describe("KSA business rules of standard invoices and credit notes", () => {
  it("a standard invoice and a credit note as Rawaq writes them keep every rule", () => {
    expect(codes(buildUbl(invoice()))).toEqual([]);
    expect(codes(buildUbl(creditNote()))).toEqual([]);
    // A buyer without a VAT number, identified by its commercial registration.
    expect(
      codes(
        buildUbl(
          invoice(
            (doc) => (
              (doc.buyer.vat_number = ""),
              (doc.buyer.identifier = { scheme: "CRN", id: "1010101010" })
            ),
          ),
        ),
      ),
    ).toEqual([]);
  });

  it("every rule checked has a test that breaks it", () => {
    expect(Object.keys(BREAKS).sort()).toEqual([...RULE_CODES].sort());
  });

  it.each(Object.entries(BREAKS))("%s is broken, alone", (code, broken) => {
    expect(codes(broken())).toEqual([code]);
  });

  it("a foreign buyer's address needs only its country", () => {
    const foreign = invoice((doc) => {
      doc.buyer.address = {
        ...doc.buyer.address,
        street: "",
        building_number: "",
        district: "",
        zip: "75006",
        country: "FR",
      };
      doc.buyer.vat_number = "";
      doc.buyer.identifier = { scheme: "OTH", id: "RCS-PARIS-552100554" };
    });
    expect(codes(buildUbl(foreign))).toEqual([]);
  });

  it("a document that is not a UBL invoice is refused as such", () => {
    expect(
      codes('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/>'),
    ).toEqual(["XSD"]);
  });
});
