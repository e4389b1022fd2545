import { type ComponentPropsWithRef, useMemo } from "react";
import { qrCode } from "../barcode/barcode.ts";
import { BarcodeSvg } from "../barcode/barcode-svg.tsx";

/** The document's fixed words, in the reader's language (the kit has no catalog). */
export type InvoiceDocumentTexts = {
  title: string;
  number: string;
  issued: string;
  due: string;
  seller: string;
  buyer: string;
  vatNumber: string;
  crNumber: string;
  booth: string;
  area: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  vat: string;
  total: string;
  payTo: string;
  bankName: string;
  iban: string;
  accountName: string;
  qrHint: string;
};

export type InvoiceDocumentParty = {
  name: string;
  vatNumber: string;
  crNumber: string;
  address: string;
};

/** One line, its values already formatted for the reader (9 m², SAR 500.00, «9 م²»). */
export type InvoiceDocumentLine = {
  booth: string;
  area: string;
  unitPrice: string;
  amount: string;
};

export type InvoiceDocumentProps = Omit<ComponentPropsWithRef<"article">, "children"> & {
  number: string;
  issuedOn: string;
  dueOn: string;
  seller: InvoiceDocumentParty;
  buyer: InvoiceDocumentParty;
  lines: InvoiceDocumentLine[];
  subtotal: string;
  /** The VAT line's label with its rate, e.g. "VAT 15 %". */
  vatLabel: string;
  vat: string;
  total: string;
  bank: { bankName: string; iban: string; accountName: string };
  /** The simplified e-invoice QR's text (base64 TLV), drawn as a QR code. */
  qr: string;
  /** A stamp across the header when the invoice is settled or void ("Paid", "Past due"). */
  stamp?: { label: string; tone: "paid" | "void" };
  texts: InvoiceDocumentTexts;
};

function Party({
  title,
  party,
  texts,
}: {
  title: string;
  party: InvoiceDocumentParty;
  texts: InvoiceDocumentTexts;
}) {
  return (
    <section className="flex-1 rounded border border-slate-300 p-[3mm]">
      <h2 className="mb-[1mm] text-[9pt] font-semibold text-slate-600">{title}</h2>
      <p className="text-[11pt] font-bold">
        <bdi>{party.name}</bdi>
      </p>
      <p className="text-[9pt]">
        <bdi>{party.address}</bdi>
      </p>
      <dl className="mt-[1mm] grid grid-cols-[auto_1fr] gap-x-[2mm] text-[9pt]">
        {party.vatNumber && (
          <>
            <dt className="text-slate-600">{texts.vatNumber}</dt>
            <dd className="tabular-nums">
              <span dir="ltr">{party.vatNumber}</span>
            </dd>
          </>
        )}
        <dt className="text-slate-600">{texts.crNumber}</dt>
        <dd className="tabular-nums">
          <span dir="ltr">{party.crNumber}</span>
        </dd>
      </dl>
    </section>
  );
}

/**
 * A simplified tax invoice as a printable A4 page: number and dates, seller and buyer, the lines,
 * subtotal, VAT and total, where to pay, and the e-invoice QR. The browser lays out the text, so
 * Arabic is shaped right; numbers, IBANs and amounts keep their LTR order inside Arabic.
 */
export function InvoiceDocument({
  number,
  issuedOn,
  dueOn,
  seller,
  buyer,
  lines,
  subtotal,
  vatLabel,
  vat,
  total,
  bank,
  qr,
  stamp,
  texts,
  className,
  ...props
}: InvoiceDocumentProps) {
  const qrDrawing = useMemo(() => qrCode(qr), [qr]);
  return (
    <article
      data-slot="invoice-document"
      data-state={stamp?.tone ?? "open"}
      className={`relative flex w-[210mm] max-w-full flex-col gap-[5mm] bg-white p-[12mm] text-slate-900 ${className ?? ""}`}
      {...props}
    >
      <header className="flex items-start justify-between gap-[6mm] border-b-2 border-slate-900 pb-[4mm]">
        <div>
          <h1 className="text-[20pt] leading-tight font-bold">{texts.title}</h1>
          <dl className="mt-[2mm] grid grid-cols-[auto_auto] gap-x-[4mm] gap-y-[1mm] text-[10pt]">
            <dt className="text-slate-600">{texts.number}</dt>
            <dd
              dir="ltr"
              data-slot="invoice-number"
              className="text-start font-semibold tabular-nums"
            >
              {number}
            </dd>
            <dt className="text-slate-600">{texts.issued}</dt>
            <dd className="tabular-nums">{issuedOn}</dd>
            <dt className="text-slate-600">{texts.due}</dt>
            <dd className="tabular-nums">{dueOn}</dd>
          </dl>
        </div>
        {stamp && (
          <p
            data-slot="stamp"
            className={`self-center rounded border-4 px-[4mm] py-[1mm] text-[16pt] font-bold uppercase ${
              stamp.tone === "paid"
                ? "border-emerald-700 text-emerald-700"
                : "border-red-700 text-red-700"
            }`}
          >
            {stamp.label}
          </p>
        )}
        {qrDrawing && (
          <figure className="flex shrink-0 flex-col items-center gap-[1mm]">
            <div data-slot="qr" role="img" aria-label={texts.qrHint} className="h-[30mm] w-[30mm]">
              <BarcodeSvg drawing={qrDrawing} />
            </div>
            <figcaption className="max-w-[34mm] text-center text-[7pt] text-slate-600">
              {texts.qrHint}
            </figcaption>
          </figure>
        )}
      </header>
      <div className="flex gap-[4mm]">
        <Party title={texts.seller} party={seller} texts={texts} />
        <Party title={texts.buyer} party={buyer} texts={texts} />
      </div>
      <table className="w-full border-collapse text-[10pt]">
        <thead>
          <tr className="border-b-2 border-slate-900">
            <th scope="col" className="py-[1.5mm] text-start font-semibold">
              {texts.booth}
            </th>
            <th scope="col" className="py-[1.5mm] text-end font-semibold">
              {texts.area}
            </th>
            <th scope="col" className="py-[1.5mm] text-end font-semibold">
              {texts.unitPrice}
            </th>
            <th scope="col" className="py-[1.5mm] text-end font-semibold">
              {texts.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.booth} className="border-b border-slate-300">
              <td dir="ltr" className="py-[1.5mm] text-start">
                {line.booth}
              </td>
              <td className="py-[1.5mm] text-end tabular-nums">{line.area}</td>
              <td className="py-[1.5mm] text-end tabular-nums">{line.unitPrice}</td>
              <td className="py-[1.5mm] text-end tabular-nums">{line.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="text-[10pt]">
          <tr>
            <th scope="row" colSpan={3} className="pt-[2mm] text-end font-normal">
              {texts.subtotal}
            </th>
            <td className="pt-[2mm] text-end tabular-nums">{subtotal}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className="text-end font-normal">
              {vatLabel}
            </th>
            <td className="text-end tabular-nums">{vat}</td>
          </tr>
          <tr className="text-[12pt] font-bold">
            <th scope="row" colSpan={3} className="pt-[1mm] text-end">
              {texts.total}
            </th>
            <td data-slot="total" className="pt-[1mm] text-end tabular-nums">
              {total}
            </td>
          </tr>
        </tfoot>
      </table>
      <section className="rounded bg-slate-100 p-[3mm] text-[9pt] print:bg-white print:ring-1 print:ring-slate-300">
        <h2 className="mb-[1mm] font-semibold">{texts.payTo}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-[4mm] gap-y-[0.5mm]">
          <dt className="text-slate-600">{texts.accountName}</dt>
          <dd>
            <bdi>{bank.accountName}</bdi>
          </dd>
          <dt className="text-slate-600">{texts.bankName}</dt>
          <dd>
            <bdi>{bank.bankName}</bdi>
          </dd>
          <dt className="text-slate-600">{texts.iban}</dt>
          <dd className="font-mono tabular-nums">
            <span dir="ltr">{bank.iban}</span>
          </dd>
        </dl>
      </section>
    </article>
  );
}
