import { type ComponentPropsWithRef, useMemo, useState } from "react";
import { qrCode } from "../barcode/barcode.ts";
import { BarcodeSvg } from "../barcode/barcode-svg.tsx";

/** The printed fixed words, in the reader's language (the kit has no catalog). */
export type GuidePosterTexts = {
  /** Over the hall and booth on the poster, e.g. "Hall and booth". */
  location: string;
  /** Over the booth code on the table card, e.g. "Booth". */
  booth: string;
  /** Under the QR code, e.g. "Scan for our titles and prices". */
  scanHint: string;
  /** The logo's alternative text, e.g. "Al-Maarifa Publishing logo". */
  logoAlt: string;
};

/** What the poster and the table card both print about the exhibitor. */
type GuideExhibitor = {
  /** The exhibitor's name in the page's language, printed large. */
  exhibitorName: string;
  /** Its name in the other language, printed smaller; left out when it reads the same. */
  otherName?: string | null;
  /** The language of `otherName` ("en", "ar"), so screen readers and fonts read it as such. */
  otherNameLang?: string;
  /** The booth's code, Latin ("A-14"): printed left to right in either direction. */
  boothCode: string;
  /** What the QR code carries and the poster prints: the exhibitor's guide page. */
  guideUrl: string;
};

export type BoothPosterProps = Omit<ComponentPropsWithRef<"article">, "children"> &
  GuideExhibitor & {
    eventName: string;
    /** The hall's name as the reader reads it ("Hall A", «القاعة أ»). */
    hallName: string;
    /** The house's logo; nothing is printed without one, or when it fails to load. */
    logoUrl?: string | null;
    texts: GuidePosterTexts;
  };

export type TableCardProps = Omit<ComponentPropsWithRef<"article">, "children"> &
  GuideExhibitor & {
    texts: Pick<GuidePosterTexts, "booth" | "scanHint">;
  };

function hasOtherName(exhibitorName: string, otherName: string | null | undefined) {
  return Boolean(otherName?.trim()) && otherName?.trim() !== exhibitorName.trim();
}

/**
 * A printed name is never cut short, so a long one steps down a size instead; the step is by
 * length because print has no second chance to measure (a house's name runs to about 70
 * characters in either language).
 */
function isLongName(name: string) {
  return name.trim().length > 32;
}

/** The QR code to the guide page with its hint under it; nothing if the URL cannot be encoded. */
function GuideQr({
  guideUrl,
  scanHint,
  sizeClass,
  hintClass,
}: {
  guideUrl: string;
  scanHint: string;
  sizeClass: string;
  hintClass: string;
}) {
  const qr = useMemo(() => qrCode(guideUrl), [guideUrl]);
  if (!qr) return null;
  return (
    <figure className="flex flex-col items-center gap-[1.5mm]">
      <div data-slot="qr" role="img" aria-label={scanHint} className={sizeClass}>
        <BarcodeSvg drawing={qr} />
      </div>
      <figcaption className={`text-center text-balance ${hintClass}`}>{scanHint}</figcaption>
    </figure>
  );
}

/**
 * The logo, or nothing: a printed poster must not show a broken-image icon when the address
 * is stale. Keyed by its address by the caller, so a new address is tried afresh.
 */
function PosterLogo({ url, alt }: { url: string; alt: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) return null;
  return (
    <img
      data-slot="logo"
      src={url}
      alt={alt}
      onError={() => setHasFailed(true)}
      className="h-[26mm] max-w-[90mm] object-contain"
    />
  );
}

// NOTE: browsers print without background colours unless told otherwise (Chrome's "Background
// graphics" is off by default), which would leave the white words on the brand bands blank.
// `print-color-adjust` is inherited, so the root's value holds for everything inside.
const printColours = "[print-color-adjust:exact]";

/**
 * The exhibitor's booth poster, A4 portrait (210 × 297 mm): the event, the house's logo, its name
 * (in both languages when they differ), its hall and booth printed very large, and a big QR code
 * to its guide page with the address under it for those who type it. The print page sets
 * `@page { size: A4; margin: 0 }`; the screen shadow is dropped in print.
 */
export function BoothPoster({
  exhibitorName,
  otherName,
  otherNameLang,
  eventName,
  hallName,
  boothCode,
  logoUrl,
  guideUrl,
  texts,
  className,
  ...props
}: BoothPosterProps) {
  return (
    <article
      data-slot="booth-poster"
      className={`flex h-[297mm] w-[210mm] shrink-0 flex-col overflow-hidden bg-white text-slate-900 shadow-md ${printColours} print:break-inside-avoid print:shadow-none ${className ?? ""}`}
      {...props}
    >
      <header className="bg-brand-800 px-[14mm] py-[7mm] text-center text-white">
        <p data-slot="event-name" className="text-[18pt] leading-snug font-semibold">
          <bdi>{eventName}</bdi>
        </p>
      </header>
      <div className="flex flex-1 flex-col items-center gap-[5mm] px-[14mm] pt-[8mm] pb-[12mm] text-center">
        {/* Short names leave room: the exhibitor block sits in the middle of what the QR code
            leaves, rather than a gap opening above the code. */}
        <div className="flex flex-1 flex-col items-center justify-center gap-[5mm]">
          {logoUrl && <PosterLogo key={logoUrl} url={logoUrl} alt={texts.logoAlt} />}
          <div className="flex flex-col items-center gap-[2mm]">
            <h2
              data-slot="exhibitor-name"
              data-size={isLongName(exhibitorName) ? "long" : "short"}
              className={`${isLongName(exhibitorName) ? "text-[30pt]" : "text-[38pt]"} leading-[1.2] font-bold text-balance`}
            >
              <bdi>{exhibitorName}</bdi>
            </h2>
            {hasOtherName(exhibitorName, otherName) && (
              <p
                data-slot="other-name"
                lang={otherNameLang}
                className="text-[18pt] leading-snug text-slate-600"
              >
                <bdi>{otherName}</bdi>
              </p>
            )}
          </div>
          <div className="rounded-[4mm] bg-brand-50 px-[10mm] py-[4mm]">
            <p className="text-[12pt] font-semibold text-brand-800">{texts.location}</p>
            <p data-slot="location" className="text-[44pt] leading-tight font-bold text-balance">
              <bdi>{hallName}</bdi> ·{"\u00a0"}
              <bdi data-slot="booth-code" dir="ltr" className="whitespace-nowrap">
                {boothCode}
              </bdi>
            </p>
          </div>
        </div>
        <footer className="flex flex-col items-center gap-[2mm]">
          <GuideQr
            guideUrl={guideUrl}
            scanHint={texts.scanHint}
            sizeClass="size-[78mm]"
            hintClass="text-[16pt] font-semibold"
          />
          <p
            data-slot="guide-url"
            dir="ltr"
            className="max-w-[150mm] text-center font-mono text-[9pt] break-all text-slate-600"
          >
            {guideUrl}
          </p>
        </footer>
      </div>
    </article>
  );
}

function TableCardFace({
  exhibitorName,
  otherName,
  otherNameLang,
  boothCode,
  guideUrl,
  texts,
}: GuideExhibitor & { texts: TableCardProps["texts"] }) {
  return (
    <>
      <div className="flex min-w-0 flex-1 flex-col gap-[1.5mm]">
        <h2
          data-size={isLongName(exhibitorName) ? "long" : "short"}
          className={`${isLongName(exhibitorName) ? "text-[17pt]" : "text-[24pt]"} leading-[1.25] font-bold text-balance`}
        >
          <bdi>{exhibitorName}</bdi>
        </h2>
        {hasOtherName(exhibitorName, otherName) && (
          <p lang={otherNameLang} className="text-[11pt] leading-snug text-slate-600">
            <bdi>{otherName}</bdi>
          </p>
        )}
        <div className="mt-auto">
          <p className="text-[10pt] font-semibold text-brand-800">{texts.booth}</p>
          {/* The code reads left to right, but the line keeps the page's direction, so the
              code lines up with its label at the start of the column in Arabic as in English. */}
          <p className="text-[34pt] leading-none font-bold whitespace-nowrap">
            <bdi data-slot="booth-code" dir="ltr">
              {boothCode}
            </bdi>
          </p>
        </div>
      </div>
      <GuideQr
        guideUrl={guideUrl}
        scanHint={texts.scanHint}
        sizeClass="size-[56mm]"
        hintClass="max-w-[56mm] text-[9pt] font-semibold"
      />
    </>
  );
}

const faceClass =
  "flex h-[105mm] w-full gap-[6mm] overflow-hidden border-t-[3mm] border-brand-700 px-[8mm] pt-[6mm] pb-[7mm]";

/**
 * A tent card for the booth's table, printed on one 148 × 210 mm sheet (A5, or cut from A4) and
 * folded in the middle: two 148 × 105 mm faces, the upper one turned upside down so that each
 * reads upright from its side of the table. Each face has the exhibitor's name, its booth code
 * and the QR code to its guide page; the turned face is hidden from screen readers as a copy.
 */
export function TableCard({
  exhibitorName,
  otherName,
  otherNameLang,
  boothCode,
  guideUrl,
  texts,
  className,
  ...props
}: TableCardProps) {
  const face = { exhibitorName, otherName, otherNameLang, boothCode, guideUrl, texts };
  return (
    <article
      data-slot="table-card"
      className={`relative flex h-[210mm] w-[148mm] shrink-0 flex-col overflow-hidden bg-white text-slate-900 shadow-md ${printColours} print:break-inside-avoid print:shadow-none ${className ?? ""}`}
      {...props}
    >
      <div data-slot="table-card-face" aria-hidden="true" className={`${faceClass} rotate-180`}>
        <TableCardFace {...face} />
      </div>
      <div data-slot="table-card-face" className={faceClass}>
        <TableCardFace {...face} />
      </div>
      {/* Where to fold: across the two brand bands, which meet at the ridge of the tent. */}
      <div
        data-slot="fold-line"
        aria-hidden="true"
        className="absolute inset-x-0 top-[105mm] border-t border-dashed border-white"
      />
    </article>
  );
}
