import { useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import { formatIban } from "@rawaq/domain/iban";
import type { Invoice } from "@rawaq/domain/payments";
import { formatDate, formatTimeWithZone } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { isolate } from "@rawaq/i18n/text";
import { InvoiceDocument } from "@rawaq/ui/invoice-document";
import { useFormatArea } from "../../lib/area.ts";
import { formatSar } from "@rawaq/domain/money";

/** An invoice as the kit's printable document, in the reader's language. */
export function InvoiceDocumentView({ invoice }: { invoice: Invoice }) {
  const { i18n, t } = useLingui();
  const formatArea = useFormatArea();
  const locale = i18n.locale as Locale;
  const money = (halalas: number) => formatSar(halalas, locale);
  const party = (p: Invoice["seller"]) => ({
    // The seller's legal name in English where it has one (issue 30); a buyer has one name.
    name: locale === "en" && p.name_en ? p.name_en : p.name,
    vatNumber: p.vat_number,
    crNumber: p.commercial_registration_number,
    address: localized(p.address, locale),
  });
  const stamp =
    invoice.status === "paid"
      ? { label: t({ context: "invoice", message: "Paid" }), tone: "paid" as const }
      : invoice.status === "expired"
        ? { label: t`Past due`, tone: "void" as const }
        : invoice.status === "void"
          ? { label: t({ context: "invoice", message: "Void" }), tone: "void" as const }
          : undefined;
  return (
    <InvoiceDocument
      number={invoice.number}
      issuedOn={formatDate(invoice.issued_at, locale) ?? ""}
      dueOn={formatTimeWithZone(invoice.due_at, locale) ?? ""}
      seller={party(invoice.seller)}
      buyer={party(invoice.buyer)}
      lines={invoice.lines.map((line) => {
        const zone = isolate(line.zone_code);
        const booth = isolate(line.booth_code);
        const price = money(line.unit_price_halalas);
        return {
          booth: t`${zone} · ${booth}`,
          area: formatArea(line.area_square_metres),
          unitPrice: line.price_mode === "per_square_metre" ? t`${price} per m²` : price,
          amount: money(line.amount_halalas),
        };
      })}
      subtotal={money(invoice.subtotal_halalas)}
      vatLabel={t`VAT ${invoice.vat_percent}%`}
      vat={money(invoice.vat_halalas)}
      total={money(invoice.total_halalas)}
      bank={{
        bankName: invoice.bank.bank_name,
        iban: formatIban(invoice.bank.iban),
        accountName: invoice.bank.account_name,
      }}
      qr={invoice.qr}
      stamp={stamp}
      texts={{
        // An e-invoice ZATCA clears is a standard tax invoice (388, 0100000); one issued while
        // e-invoicing was off stays the simplified invoice it was.
        title: invoice.e_invoice ? t`Tax invoice` : t`Simplified tax invoice`,
        number: t`Invoice number`,
        issued: t`Issue date`,
        due: t`Due date`,
        seller: t`Seller`,
        buyer: t`Buyer`,
        vatNumber: t`VAT number`,
        crNumber: t`CR number`,
        booth: t`Booth`,
        area: t`Area`,
        unitPrice: t`Unit price`,
        amount: t`Amount`,
        subtotal: t`Subtotal`,
        vat: t`VAT`,
        total: t`Total with VAT`,
        payTo: t`Pay by bank transfer to`,
        bankName: t`Bank`,
        iban: t`IBAN`,
        accountName: t`Account name`,
        qrHint: t`E-invoice code`,
      }}
    />
  );
}
