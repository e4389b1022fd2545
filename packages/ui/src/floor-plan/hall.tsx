import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from "react";

export type FloorPlanState = "available" | "held" | "confirmed" | "blocked";

export interface FloorPlanBooth {
  id: string;
  code: string;
  /** Position and size in grid cells (one cell is one metre). */
  x: number;
  y: number;
  width: number;
  height: number;
  state: FloorPlanState;
  /** The viewer's own booth (held or confirmed by their organization): outlined. */
  isMine?: boolean;
  /**
   * What a screen reader hears for the booth, whole and already translated, its code first
   * ("A-14: standard, 9 m², SAR 4,500.00, available, your booth"): the app writes it as one
   * sentence of its catalog. The code alone without it.
   */
  label?: string;
}

export interface FloorPlanLabels {
  /** The plan's accessible name, e.g. "Floor plan of the main hall". */
  plan: string;
  states: Record<FloorPlanState, string>;
  mine: string;
  legend: string;
}

/** A point of the hall in cells (fractional), under the pointer. */
export type HallPoint = readonly [x: number, y: number];

/** A direction of the hall, in cells: → is always east, whichever the page's direction. */
export type HallDirection = readonly [dx: number, dy: number];

const ARROWS: Record<string, HallDirection> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The hall direction an arrow key points to; undefined for any other key. */
export function arrowDirection(key: string): HallDirection | undefined {
  return Object.hasOwn(ARROWS, key) ? ARROWS[key] : undefined;
}

/** The booth nearest to `from` in a direction of the hall (its centre's angle within 45°). */
export function nearestBooth(
  booths: readonly FloorPlanBooth[],
  from: FloorPlanBooth,
  [dx, dy]: HallDirection,
): FloorPlanBooth | undefined {
  const centre = (booth: FloorPlanBooth) => [booth.x + booth.width / 2, booth.y + booth.height / 2];
  const [fx, fy] = centre(from) as [number, number];
  let best: FloorPlanBooth | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const booth of booths) {
    if (booth.id === from.id) continue;
    const [bx, by] = centre(booth) as [number, number];
    const along = (bx - fx) * dx + (by - fy) * dy;
    const across = Math.abs((bx - fx) * dy - (by - fy) * dx);
    if (along <= 0 || across > along) continue;
    const score = along + across * 2;
    if (score < bestScore) {
      bestScore = score;
      best = booth;
    }
  }
  return best;
}

const stateClass: Record<FloorPlanState, string> = {
  available: "fill-emerald-100 stroke-emerald-600",
  held: "fill-amber-200 stroke-amber-600",
  confirmed: "fill-sky-200 stroke-sky-700",
  blocked: "fill-slate-300 stroke-slate-500",
};

const swatchClass: Record<FloorPlanState, string> = {
  available: "bg-emerald-100 border-emerald-600",
  held: "bg-amber-200 border-amber-600",
  confirmed: "bg-sky-200 border-sky-700",
  blocked: "bg-slate-300 border-slate-500",
};

export interface FloorPlanProps<Booth extends FloorPlanBooth = FloorPlanBooth> {
  /** The hall's size in grid cells. */
  width: number;
  height: number;
  booths: Booth[];
  labels: FloorPlanLabels;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** Pixels per cell at full size; the plan scales down to its container. */
  cellSize?: number;
  className?: string;
}

/** The viewer's props and the hooks through which the editor adds its tools and gestures. */
export interface HallProps<
  Booth extends FloorPlanBooth = FloorPlanBooth,
> extends FloorPlanProps<Booth> {
  /** Above the drawing, following the page's direction (the editor's toolbar). */
  toolbar?: ReactNode;
  /** Any key inside the plan, toolbar included (the editor's undo shortcut). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /**
   * A key on a booth, before the hall's own handling (Enter selects, arrows move the focus);
   * `event.preventDefault()` takes the key over.
   */
  onBoothKeyDown?: (event: KeyboardEvent<SVGGElement>, booth: Booth) => void;
  /** A press on a booth, and where in the hall: the start of the editor's drags. */
  onBoothPointerDown?: (event: PointerEvent<SVGGElement>, booth: Booth, at: HallPoint) => void;
  onPointerMove?: (at: HallPoint) => void;
  onPointerUp?: () => void;
  onPointerCancel?: () => void;
  /** Drawn over the selected booth, inside its group (the editor's resize handle). */
  selectedOverlay?: (booth: Booth) => ReactNode;
}

/**
 * The drawing shared by the viewer and the editor: the hall on a grid, its booths coloured by
 * state, and the legend. The hall never mirrors in Arabic (docs/decisions/032-…): arrow keys move
 * the focus in the hall's own directions. Booths are one roving tab stop; Enter or Space selects.
 */
export function Hall<Booth extends FloorPlanBooth>({
  width,
  height,
  booths,
  labels,
  selectedId = null,
  onSelect,
  cellSize = 16,
  className = "",
  toolbar,
  onKeyDown,
  onBoothKeyDown,
  onBoothPointerDown,
  onPointerMove,
  onPointerUp,
  onPointerCancel,
  selectedOverlay,
}: HallProps<Booth>) {
  const svgRef = useRef<SVGSVGElement>(null);
  const focusRefs = useRef(new Map<string, SVGGElement>());
  // The roving tab stop: Tab comes back to the booth last focused, unless the selection changed
  // since (a booth chosen in the list view); else to the selected booth, else to the first.
  const [focused, setFocused] = useState<{ id: string; whenSelected: string | null } | null>(null);
  const tabStop =
    [focused?.whenSelected === selectedId ? focused.id : null, selectedId].find(
      (id) => id && booths.some((booth) => booth.id === id),
    ) ?? booths[0]?.id;

  // A booth removed while it had the focus (Delete in the editor) hands the focus to its nearest
  // neighbour, so the keyboard stays in the hall instead of falling back to the page.
  const previousBooths = useRef(booths);
  useEffect(() => {
    const before = previousBooths.current;
    previousBooths.current = booths;
    const gone = before.find((booth) => booth.id === focused?.id);
    if (!gone || booths.some((booth) => booth.id === gone.id) || booths.length === 0) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    const distance = (booth: Booth) =>
      Math.hypot(
        booth.x + booth.width / 2 - (gone.x + gone.width / 2),
        booth.y + booth.height / 2 - (gone.y + gone.height / 2),
      );
    const nearest = booths.reduce((best, booth) =>
      distance(booth) < distance(best) ? booth : best,
    );
    focusRefs.current.get(nearest.id)?.focus();
  }, [booths, focused?.id]);

  const handleKeyDown = (event: KeyboardEvent<SVGGElement>, booth: Booth) => {
    onBoothKeyDown?.(event, booth);
    if (event.defaultPrevented) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect?.(booth.id);
      return;
    }
    const direction = arrowDirection(event.key);
    if (direction) {
      event.preventDefault();
      const next = nearestBooth(booths, booth, direction);
      if (next) focusRefs.current.get(next.id)?.focus();
    }
  };

  const legend = (["available", "held", "confirmed", "blocked"] as const).map((state) => (
    <li key={state} className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className={`size-3.5 rounded-sm border ${swatchClass[state]}`} />
      {labels.states[state]}
    </li>
  ));

  return (
    <div
      className={`flex flex-col gap-3 ${className}`}
      data-slot="floor-plan"
      onKeyDown={onKeyDown}
    >
      {toolbar}
      {/* The hall's geometry never mirrors: it is drawn as built in both languages. */}
      <div dir="ltr" className="overflow-auto rounded-lg border border-slate-200 bg-white p-2">
        <svg
          ref={svgRef}
          role="group"
          aria-label={labels.plan}
          viewBox={`0 0 ${width} ${height}`}
          width={width * cellSize}
          height={height * cellSize}
          className="block max-w-full touch-none select-none"
          style={{ height: "auto" }}
          onPointerMove={
            onPointerMove && ((event) => onPointerMove(pointIn(svgRef, event, width, height)))
          }
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
        >
          <defs>
            <pattern id="floor-plan-grid" width="1" height="1" patternUnits="userSpaceOnUse">
              <path
                d="M 1 0 L 0 0 0 1"
                fill="none"
                className="stroke-slate-100"
                strokeWidth="0.05"
              />
            </pattern>
          </defs>
          <rect x="0" y="0" width={width} height={height} fill="url(#floor-plan-grid)" />
          {booths.map((booth) => {
            const isSelected = booth.id === selectedId;
            return (
              <g
                key={booth.id}
                ref={(node) => {
                  if (node) focusRefs.current.set(booth.id, node);
                  else focusRefs.current.delete(booth.id);
                }}
                role="button"
                tabIndex={booth.id === tabStop ? 0 : -1}
                aria-label={booth.label ?? booth.code}
                aria-pressed={onSelect ? isSelected : undefined}
                data-state={booth.state}
                data-booth={booth.code}
                className="cursor-pointer outline-none [&:focus-visible>rect:first-child]:stroke-[0.3] [&:focus-visible>rect:first-child]:stroke-slate-900"
                onKeyDown={(event) => handleKeyDown(event, booth)}
                onClick={() => onSelect?.(booth.id)}
                onFocus={() => setFocused({ id: booth.id, whenSelected: selectedId })}
                onPointerDown={
                  onBoothPointerDown &&
                  ((event) =>
                    onBoothPointerDown(event, booth, pointIn(svgRef, event, width, height)))
                }
              >
                <rect
                  x={booth.x + 0.08}
                  y={booth.y + 0.08}
                  width={booth.width - 0.16}
                  height={booth.height - 0.16}
                  rx="0.2"
                  strokeWidth={isSelected ? 0.25 : 0.1}
                  className={`${stateClass[booth.state]} ${isSelected ? "stroke-slate-900" : ""}`}
                />
                {booth.isMine ? (
                  <rect
                    x={booth.x + 0.3}
                    y={booth.y + 0.3}
                    width={booth.width - 0.6}
                    height={booth.height - 0.6}
                    rx="0.15"
                    fill="none"
                    strokeWidth="0.15"
                    strokeDasharray="0.4 0.2"
                    className="stroke-indigo-700"
                  />
                ) : null}
                <text
                  x={booth.x + booth.width / 2}
                  y={booth.y + booth.height / 2}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={Math.min(0.8, booth.width / Math.max(booth.code.length * 0.55, 1))}
                  className="pointer-events-none fill-slate-900 font-medium"
                >
                  {booth.code}
                </text>
                {isSelected ? selectedOverlay?.(booth) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <ul
        className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700"
        aria-label={labels.legend}
      >
        {legend}
        <li className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-3.5 rounded-sm border-2 border-dashed border-indigo-700 bg-white"
          />
          {labels.mine}
        </li>
      </ul>
    </div>
  );
}

/** Where the pointer is in the hall, in cells: the drawing may be scaled down to its box. */
function pointIn(
  svgRef: RefObject<SVGSVGElement | null>,
  event: PointerEvent,
  width: number,
  height: number,
): HallPoint {
  const box = svgRef.current?.getBoundingClientRect();
  if (!box) return [0, 0];
  return [
    ((event.clientX - box.left) / box.width) * width,
    ((event.clientY - box.top) / box.height) * height,
  ];
}
