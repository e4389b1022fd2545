import type { ReactNode } from "react";

// The kit's icons, and the app's: one module, so a drawing is made once. Every icon is
// decorative (aria-hidden): the control or the text beside it carries the name. An icon that
// points along the reading direction (an arrow) is drawn for LTR and mirrored in RTL.
//
// Sizes: an icon is `size-4` unless told otherwise (`className`); in a Button's leading icon it
// fills the Button's icon box.

export type IconProps = {
  /** Replaces the default size (and adds colour or spacing): `"size-5"`, `"mt-px size-3.5"`. */
  className?: string;
};

type SvgProps = {
  viewBox: string;
  className: string;
  children: ReactNode;
  strokeWidth?: number;
  filled?: boolean;
};

function Svg({ viewBox, className, children, strokeWidth = 2, filled = false }: SvgProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox={viewBox}
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? undefined : "currentColor"}
      strokeWidth={filled ? undefined : strokeWidth}
      strokeLinecap={filled ? undefined : "round"}
      strokeLinejoin={filled ? undefined : "round"}
      className={className}
    >
      {children}
    </svg>
  );
}

const MIRRORED = "rtl:-scale-x-100";

/** The × of close buttons (dialog, toast). */
export function CloseIcon({ className = "size-4" }: IconProps) {
  return (
    <Svg viewBox="0 0 16 16" strokeWidth={1.75} className={className}>
      <path d="m4 4 8 8M12 4l-8 8" />
    </Svg>
  );
}

/** The menu button of the top bar (three lines), on the 20-unit grid of the layout chrome. */
export function MenuIcon({ className = "size-5" }: IconProps) {
  return (
    <Svg viewBox="0 0 20 20" strokeWidth={1.75} className={className}>
      <path d="M3.5 5.5h13M3.5 10h13M3.5 14.5h13" />
    </Svg>
  );
}

/** The × that closes the sidebar drawer, drawn on the menu icon's grid so the two match. */
export function MenuCloseIcon({ className = "size-5" }: IconProps) {
  return (
    <Svg viewBox="0 0 20 20" strokeWidth={1.75} className={className}>
      <path d="m5 5 10 10M15 5 5 15" />
    </Svg>
  );
}

/** Collapsing moves towards the inline start: drawn for LTR, mirrored in RTL. */
export function CollapseIcon({
  isCollapsed,
  className = "size-5",
}: IconProps & { isCollapsed: boolean }) {
  return (
    <Svg viewBox="0 0 20 20" strokeWidth={1.75} className={`${className} ${MIRRORED}`}>
      <rect x="3" y="3.5" width="14" height="13" rx="2" />
      <path d="M8 3.5v13" />
      <path d={isCollapsed ? "m11.5 8 2 2-2 2" : "m13.5 8-2 2 2 2"} />
    </Svg>
  );
}

/** Back along the reading direction (a link back to a list): mirrored in RTL. */
export function ArrowBackIcon({ className = "size-4" }: IconProps) {
  return (
    <Svg viewBox="0 0 16 16" className={`${className} ${MIRRORED}`}>
      <path d="M13 8H3m4-4L3 8l4 4" />
    </Svg>
  );
}

/** Forward along the reading direction ("from → to"): mirrored in RTL. */
export function ArrowForwardIcon({ className = "size-4" }: IconProps) {
  return (
    <Svg viewBox="0 0 16 16" className={`${className} ${MIRRORED}`}>
      <path d="M3 8h10M9 4l4 4-4 4" />
    </Svg>
  );
}

/** A download (exports, templates). */
export function DownloadIcon({ className = "size-4" }: IconProps) {
  return (
    <Svg viewBox="0 0 16 16" strokeWidth={1.75} className={className}>
      <path d="M8 2.5v8M4.5 7 8 10.5 11.5 7M3 13.5h10" />
    </Svg>
  );
}

/** A document (a file to open). */
export function FileIcon({ className = "size-4" }: IconProps) {
  return (
    <Svg viewBox="0 0 16 16" strokeWidth={1.5} className={className}>
      <path d="M9.5 1.75H4.25a1 1 0 0 0-1 1v10.5a1 1 0 0 0 1 1h7.5a1 1 0 0 0 1-1V5L9.5 1.75Z" />
      <path d="M9.5 1.75V5h3.25" />
    </Svg>
  );
}

/** Done (a document received). */
export function CheckIcon({ className = "size-4" }: IconProps) {
  return (
    <Svg viewBox="0 0 16 16" className={className}>
      <path d="m3.5 8.5 3 3 6-7" />
    </Svg>
  );
}

/** Time still left (a task before its deadline). */
export function ClockIcon({ className = "size-4" }: IconProps) {
  return (
    <Svg viewBox="0 0 16 16" strokeWidth={1.5} className={className}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M8 4.75V8.5l2 1.25" />
    </Svg>
  );
}

/** Notifications. */
export function BellIcon({ className = "size-5" }: IconProps) {
  return (
    <Svg viewBox="0 0 24 24" className={className}>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </Svg>
  );
}

/** An error beside its message (a spreadsheet cell's). */
export function ErrorIcon({ className = "size-4" }: IconProps) {
  return (
    <Svg viewBox="0 0 20 20" filled className={className}>
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
      />
    </Svg>
  );
}
