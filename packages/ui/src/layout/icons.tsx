// Icons of the layout chrome. Decorative: their buttons carry the names.

const svgProps = {
  "aria-hidden": true,
  viewBox: "0 0 20 20",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.75,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  className: "size-5",
} as const;

export function MenuIcon() {
  return (
    <svg {...svgProps}>
      <path d="M3.5 5.5h13M3.5 10h13M3.5 14.5h13" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...svgProps}>
      <path d="m5 5 10 10M15 5 5 15" />
    </svg>
  );
}

/** Drawn for LTR, where collapsing moves towards the inline start; mirrored in RTL. */
export function CollapseIcon({ isCollapsed }: { isCollapsed: boolean }) {
  return (
    <svg {...svgProps} className="size-5 rtl:-scale-x-100">
      <rect x="3" y="3.5" width="14" height="13" rx="2" />
      <path d="M8 3.5v13" />
      <path d={isCollapsed ? "m11.5 8 2 2-2 2" : "m13.5 8-2 2 2 2"} />
    </svg>
  );
}
