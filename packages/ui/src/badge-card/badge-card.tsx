import { type ComponentPropsWithRef, useMemo } from "react";
import { qrCode } from "../barcode/barcode.ts";
import { BarcodeSvg } from "../barcode/barcode-svg.tsx";

export type BadgeCardState = "valid" | "revoked" | "expired";

/** The card's fixed words, in the reader's language (the kit has no catalog). */
export type BadgeCardTexts = {
  organization: string;
  validity: string;
  /** Under the QR code, e.g. "Scan to verify". */
  scanHint: string;
  /** The photo's alternative text. */
  photoAlt: string;
};

export type BadgeCardProps = Omit<ComponentPropsWithRef<"article">, "children"> & {
  printedName: string;
  roleLabel: string;
  organizationName: string;
  eventName: string;
  /** The event's dates as the reader reads them, e.g. "1–10 November 2026". */
  validity: string;
  photoUrl?: string | null;
  /** What the QR code carries: the address of the badge's own public page. */
  verifyUrl: string;
  state: BadgeCardState;
  /** The state in words ("Valid", "Revoked"…), shown as a band. */
  stateLabel: string;
  texts: BadgeCardTexts;
};

const stateClass: Record<BadgeCardState, string> = {
  valid: "bg-emerald-700 text-white",
  revoked: "bg-red-700 text-white",
  expired: "bg-slate-600 text-white",
};

/**
 * A staff badge, 90 × 130 mm (four to an A4 page): the event, photo, printed name, role,
 * organization, validity, and a QR code pointing to the badge's public page, where anyone can
 * check it. A revoked or expired badge says so in a band across it and its picture fades.
 */
export function BadgeCard({
  printedName,
  roleLabel,
  organizationName,
  eventName,
  validity,
  photoUrl,
  verifyUrl,
  state,
  stateLabel,
  texts,
  className,
  ...props
}: BadgeCardProps) {
  const qr = useMemo(() => qrCode(verifyUrl), [verifyUrl]);
  const isVoid = state !== "valid";
  return (
    <article
      data-slot="badge-card"
      data-state={state}
      className={`relative flex h-[130mm] w-[90mm] flex-col overflow-hidden rounded-[3mm] border border-slate-300 bg-white text-slate-900 print:rounded-none ${className ?? ""}`}
      {...props}
    >
      <header className="bg-brand-800 px-[5mm] py-[3mm] text-center text-white">
        <p className="text-[10pt] leading-snug font-semibold">
          <bdi>{eventName}</bdi>
        </p>
      </header>
      <div
        className={`flex flex-1 flex-col items-center gap-[2mm] px-[5mm] pt-[4mm] ${isVoid ? "grayscale" : ""}`}
      >
        {/* A void badge fades its photo only: its text keeps the contrast it needs to be read. */}
        <div
          className={`h-[32mm] w-[26mm] overflow-hidden rounded-[2mm] bg-slate-100 ring-1 ring-slate-300 ${isVoid ? "opacity-50" : ""}`}
        >
          {photoUrl ? (
            <img src={photoUrl} alt={texts.photoAlt} className="h-full w-full object-cover" />
          ) : (
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-full w-full text-slate-300">
              <circle cx="12" cy="9" r="4" fill="currentColor" />
              <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
            </svg>
          )}
        </div>
        <h2 data-slot="badge-name" className="text-center text-[16pt] leading-tight font-bold">
          <bdi>{printedName}</bdi>
        </h2>
        <p
          data-slot="badge-role"
          className="rounded-full bg-brand-50 px-[3mm] text-[10pt] font-semibold text-brand-800"
        >
          {roleLabel}
        </p>
        <dl className="grid w-full grid-cols-[auto_1fr] gap-x-[3mm] gap-y-[1mm] text-[9pt]">
          <dt className="text-slate-600">{texts.organization}</dt>
          <dd className="font-semibold">
            <bdi>{organizationName}</bdi>
          </dd>
          <dt className="text-slate-600">{texts.validity}</dt>
          <dd>{validity}</dd>
        </dl>
      </div>
      <footer className="flex items-center justify-between gap-[3mm] px-[5mm] pb-[4mm]">
        <p
          data-slot="badge-state"
          className={`rounded px-[3mm] py-[1mm] text-[11pt] font-bold uppercase ${stateClass[state]}`}
        >
          {stateLabel}
        </p>
        {qr && (
          <figure className="flex flex-col items-center">
            <div
              data-slot="qr"
              role="img"
              aria-label={texts.scanHint}
              className="h-[24mm] w-[24mm]"
            >
              <BarcodeSvg drawing={qr} />
            </div>
            <figcaption className="text-[7pt] text-slate-600">{texts.scanHint}</figcaption>
          </figure>
        )}
      </footer>
      {isVoid && (
        <p
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-[-20mm] top-[26mm] rotate-[-20deg] bg-red-700/85 py-[2mm] text-center text-[18pt] font-bold text-white uppercase"
        >
          {stateLabel}
        </p>
      )}
    </article>
  );
}
