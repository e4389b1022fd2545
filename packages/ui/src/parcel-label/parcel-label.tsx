import { type ComponentPropsWithRef, type ReactNode, useMemo } from "react";
import { code128, qrCode } from "../barcode/barcode.ts";
import { BarcodeSvg } from "../barcode/barcode-svg.tsx";

export type ParcelLabelItem = { title: string; quantity: number };

/** The label's fixed words, in the reader's language (the kit has no catalog). */
export type ParcelLabelTexts = {
  parcel: string;
  destination: string;
  marking: string;
  titles: string;
  copies: string;
  total: string;
};

export type ParcelLabelProps = Omit<ComponentPropsWithRef<"article">, "children"> & {
  organizationName: string;
  parcelNumber: string;
  /** What the QR code and the Code 128 carry: the parcel's scannable code (Latin, upper case). */
  code: string;
  items: ParcelLabelItem[];
  total: number;
  /** The destination in words ("Storage", "المستودع"), or null before it is chosen. */
  destination: string | null;
  /**
   * The fair's hall/booth marking printed large, already translated («القاعة الرئيسية · A-14»,
   * "Fair storage"). Markup, so the app keeps a booth code in one piece (`whitespace-nowrap`) and
   * isolated (`<bdi>`); the kit cannot tell a code from a word.
   */
  marking: ReactNode;
  texts: ParcelLabelTexts;
};

/**
 * One parcel's label, A6 (105 × 148 mm): the organization, the parcel number, the titles and
 * their quantities, the total, the destination, the fair's marking, and the code twice (QR and
 * Code 128) for scanners. Text is laid out by the browser, so Arabic is shaped right; the codes
 * and numbers keep their LTR order inside Arabic.
 */
export function ParcelLabel({
  organizationName,
  parcelNumber,
  code,
  items,
  total,
  destination,
  marking,
  texts,
  className,
  ...props
}: ParcelLabelProps) {
  const qr = useMemo(() => qrCode(code), [code]);
  const bars = useMemo(() => code128(code), [code]);
  return (
    <article
      data-slot="parcel-label"
      data-code={code}
      className={`flex h-[148mm] w-[105mm] flex-col gap-[3mm] overflow-hidden border border-slate-900 bg-white p-[5mm] text-slate-900 print:border-slate-400 ${className ?? ""}`}
      {...props}
    >
      <header className="flex items-start justify-between gap-[3mm] border-b-2 border-slate-900 pb-[2mm]">
        <div className="min-w-0">
          <p className="text-[9pt] text-slate-600">{texts.parcel}</p>
          <p data-slot="parcel-number" dir="ltr" className="text-[26pt] leading-none font-bold">
            {parcelNumber}
          </p>
          <p className="mt-[1mm] truncate text-[11pt] font-semibold">
            <bdi>{organizationName}</bdi>
          </p>
        </div>
        {qr && (
          <div data-slot="qr" aria-hidden="true" className="h-[28mm] w-[28mm] shrink-0">
            <BarcodeSvg drawing={qr} />
          </div>
        )}
      </header>
      {/* The destination takes what its word needs; the marking, printed large, the rest. */}
      <dl className="grid grid-cols-[auto_1fr] gap-x-[5mm] gap-y-[2mm] text-[10pt]">
        <div>
          <dt className="text-[8pt] text-slate-600">{texts.destination}</dt>
          <dd className="font-semibold">{destination ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-[8pt] text-slate-600">{texts.marking}</dt>
          <dd data-slot="marking" className="text-[14pt] leading-tight font-bold">
            {marking}
          </dd>
        </div>
      </dl>
      <table className="w-full border-collapse text-[9pt]">
        <thead>
          <tr className="border-b border-slate-400 text-start">
            <th scope="col" className="py-[1mm] text-start font-semibold">
              {texts.titles}
            </th>
            <th scope="col" className="w-[16mm] py-[1mm] text-end font-semibold">
              {texts.copies}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.title} className="border-b border-slate-200 align-top">
              <td className="py-[0.8mm] pe-[2mm]">
                <bdi className="line-clamp-2">{item.title}</bdi>
              </td>
              <td className="py-[0.8mm] text-end tabular-nums">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-[1mm] text-start">
              {texts.total}
            </th>
            <td data-slot="total" className="pt-[1mm] text-end font-bold tabular-nums">
              {total}
            </td>
          </tr>
        </tfoot>
      </table>
      <div className="flex-1" />
      <footer className="flex flex-col items-center gap-[1mm]">
        {bars && (
          <div data-slot="code128" aria-hidden="true" className="h-[16mm] w-full">
            <BarcodeSvg drawing={bars} />
          </div>
        )}
        <p dir="ltr" className="font-mono text-[10pt] tracking-widest">
          {code}
        </p>
      </footer>
    </article>
  );
}

export type ParcelLabelSheetsProps = Omit<ComponentPropsWithRef<"div">, "children"> & {
  labels: ParcelLabelProps[];
};

/**
 * Labels four to an A4 sheet (two by two), each sheet its own printed page. On screen the sheets
 * stack with a gap; `@media print` drops everything else around them (see the print page).
 */
export function ParcelLabelSheets({ labels, className, ...props }: ParcelLabelSheetsProps) {
  const sheets: ParcelLabelProps[][] = [];
  for (let index = 0; index < labels.length; index += 4) {
    sheets.push(labels.slice(index, index + 4));
  }
  return (
    <div
      data-slot="parcel-label-sheets"
      className={`flex flex-col items-center gap-6 print:block print:gap-0 ${className ?? ""}`}
      {...props}
    >
      {sheets.map((sheet, index) => (
        <section
          key={sheet[0]?.code ?? index}
          data-slot="label-sheet"
          className="grid h-[297mm] w-[210mm] shrink-0 grid-cols-2 grid-rows-2 place-items-center bg-white shadow print:break-after-page print:shadow-none"
        >
          {sheet.map((label) => (
            <ParcelLabel key={label.code} {...label} />
          ))}
        </section>
      ))}
    </div>
  );
}
