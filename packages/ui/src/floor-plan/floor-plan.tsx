import { Button } from "../button/index.ts";
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useMemo,
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
  /** What a screen reader hears besides the code, e.g. "9 m², SAR 4,500, available". */
  description?: string;
}

export interface FloorPlanLabels {
  /** The plan's accessible name, e.g. "Floor plan of the main hall". */
  plan: string;
  states: Record<FloorPlanState, string>;
  mine: string;
  legend: string;
  /** Edit mode: the toolbar and its shortcuts. */
  add?: string;
  undo?: string;
  remove?: string;
  block?: string;
  editHelp?: string;
}

export type FloorPlanProps = {
  /** The hall's size in grid cells. */
  width: number;
  height: number;
  booths: FloorPlanBooth[];
  labels: FloorPlanLabels;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** Pixels per cell at full size; the plan scales down to its container. */
  cellSize?: number;
  className?: string;
} & (
  | { mode?: "view" }
  | {
      mode: "edit";
      /** The whole new layout after a move, resize, block, add or removal. */
      onChange: (booths: FloorPlanBooth[]) => void;
      /** A new booth at a free cell; the host numbers it. */
      onAdd?: () => void;
      onUndo?: () => void;
      canUndo?: boolean;
    }
);

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

type Arrow = "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight";
const ARROWS: Record<Arrow, readonly [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The booth nearest to `from` in a direction of the hall (its centre's angle within 45°). */
export function nearestBooth(
  booths: readonly FloorPlanBooth[],
  from: FloorPlanBooth,
  [dx, dy]: readonly [number, number],
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

function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, min), max);
}

/**
 * A hall's floor plan on a grid. The chrome (legend, toolbar) follows the page's direction; the
 * hall itself is drawn as built and never mirrors in Arabic (docs/decisions/032-…), so arrow keys
 * move in the hall's own directions. `view`: booths coloured by state, focusable, arrows move
 * between neighbours, Enter selects. `edit`: arrows move the selected booth, Shift+arrows resize
 * it, B blocks or frees it, Delete removes it; booths can be dragged, and resized from their
 * corner handle.
 */
export function FloorPlan(props: FloorPlanProps) {
  const {
    width,
    height,
    booths,
    labels,
    selectedId = null,
    onSelect,
    cellSize = 16,
    className = "",
  } = props;
  const isEdit = props.mode === "edit";
  const svgRef = useRef<SVGSVGElement>(null);
  const focusRefs = useRef(new Map<string, SVGGElement>());
  const [drag, setDrag] = useState<{
    id: string;
    kind: "move" | "resize";
    startX: number;
    startY: number;
    origin: FloorPlanBooth;
    moved: boolean;
  } | null>(null);
  const [preview, setPreview] = useState<FloorPlanBooth | null>(null);

  const shown = useMemo(
    () => (preview ? booths.map((booth) => (booth.id === preview.id ? preview : booth)) : booths),
    [booths, preview],
  );

  const change = useCallback(
    (next: FloorPlanBooth) => {
      if (props.mode !== "edit") return;
      props.onChange(booths.map((booth) => (booth.id === next.id ? next : booth)));
    },
    [booths, props],
  );

  const fit = useCallback(
    (booth: FloorPlanBooth): FloorPlanBooth => {
      const w = clamp(booth.width, 1, width);
      const h = clamp(booth.height, 1, height);
      return {
        ...booth,
        width: w,
        height: h,
        x: clamp(booth.x, 0, width - w),
        y: clamp(booth.y, 0, height - h),
      };
    },
    [width, height],
  );

  const focusBooth = (id: string) => {
    focusRefs.current.get(id)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<SVGGElement>, booth: FloorPlanBooth) => {
    const arrow = ARROWS[event.key as Arrow];
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect?.(booth.id);
      return;
    }
    if (isEdit && props.mode === "edit") {
      if (arrow && booth.id === selectedId) {
        event.preventDefault();
        const [dx, dy] = arrow;
        change(
          fit(
            event.shiftKey
              ? { ...booth, width: booth.width + dx, height: booth.height + dy }
              : { ...booth, x: booth.x + dx, y: booth.y + dy },
          ),
        );
        return;
      }
      if ((event.key === "Delete" || event.key === "Backspace") && booth.id === selectedId) {
        event.preventDefault();
        props.onChange(booths.filter((item) => item.id !== booth.id));
        return;
      }
      if ((event.key === "b" || event.key === "B") && booth.id === selectedId) {
        event.preventDefault();
        change({ ...booth, state: booth.state === "blocked" ? "available" : "blocked" });
        return;
      }
      if ((event.key === "z" || event.key === "Z") && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        props.onUndo?.();
        return;
      }
    }
    if (arrow) {
      event.preventDefault();
      const next = nearestBooth(booths, booth, arrow);
      if (next) focusBooth(next.id);
    }
  };

  const cellAt = (event: PointerEvent) => {
    const svg = svgRef.current;
    if (!svg) return [0, 0] as const;
    const box = svg.getBoundingClientRect();
    return [
      ((event.clientX - box.left) / box.width) * width,
      ((event.clientY - box.top) / box.height) * height,
    ] as const;
  };

  const handlePointerDown = (
    event: PointerEvent<SVGElement>,
    booth: FloorPlanBooth,
    kind: "move" | "resize",
  ) => {
    if (!isEdit) return;
    event.stopPropagation();
    (event.target as Element).setPointerCapture?.(event.pointerId);
    const [x, y] = cellAt(event);
    onSelect?.(booth.id);
    setDrag({ id: booth.id, kind, startX: x, startY: y, origin: booth, moved: false });
  };

  const handlePointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    const [x, y] = cellAt(event);
    const dx = Math.round(x - drag.startX);
    const dy = Math.round(y - drag.startY);
    const { origin } = drag;
    setPreview(
      fit(
        drag.kind === "move"
          ? { ...origin, x: origin.x + dx, y: origin.y + dy }
          : { ...origin, width: origin.width + dx, height: origin.height + dy },
      ),
    );
    if (dx !== 0 || dy !== 0) setDrag({ ...drag, moved: true });
  };

  const handlePointerUp = () => {
    if (drag && preview && drag.moved) change(preview);
    setDrag(null);
    setPreview(null);
  };

  const legend = (["available", "held", "confirmed", "blocked"] as const).map((state) => (
    <li key={state} className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className={`size-3.5 rounded-sm border ${swatchClass[state]}`} />
      {labels.states[state]}
    </li>
  ));

  return (
    <div className={`flex flex-col gap-3 ${className}`} data-slot="floor-plan">
      {isEdit && props.mode === "edit" ? (
        <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={labels.plan}>
          {props.onAdd ? (
            <Button variant="secondary" size="sm" onClick={props.onAdd}>
              {labels.add}
            </Button>
          ) : null}
          {props.onUndo ? (
            <Button variant="secondary" size="sm" onClick={props.onUndo} disabled={!props.canUndo}>
              {labels.undo}
            </Button>
          ) : null}
          {labels.editHelp ? <p className="text-xs text-slate-600">{labels.editHelp}</p> : null}
        </div>
      ) : null}
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
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerUp}
          onPointerCancel={handlePointerUp}
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
          {shown.map((booth, index) => {
            const isSelected = booth.id === selectedId;
            const name = [booth.code, booth.description, booth.isMine ? labels.mine : null]
              .filter(Boolean)
              .join(", ");
            return (
              <g
                key={booth.id}
                ref={(node) => {
                  if (node) focusRefs.current.set(booth.id, node);
                  else focusRefs.current.delete(booth.id);
                }}
                role="button"
                tabIndex={isSelected || (!selectedId && index === 0) ? 0 : -1}
                aria-label={name}
                aria-pressed={onSelect ? isSelected : undefined}
                data-state={booth.state}
                data-booth={booth.code}
                className="cursor-pointer outline-none [&:focus-visible>rect:first-child]:stroke-[0.3] [&:focus-visible>rect:first-child]:stroke-slate-900"
                onKeyDown={(event) => handleKeyDown(event, booth)}
                onClick={() => onSelect?.(booth.id)}
                onFocus={() => {
                  // Roving tab stop: the focused booth is the one Tab returns to.
                  for (const [id, node] of focusRefs.current) {
                    node.setAttribute("tabindex", id === booth.id ? "0" : "-1");
                  }
                }}
                onPointerDown={(event) => handlePointerDown(event, booth, "move")}
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
                {isEdit && isSelected ? (
                  <rect
                    x={booth.x + booth.width - 0.6}
                    y={booth.y + booth.height - 0.6}
                    width="0.6"
                    height="0.6"
                    className="cursor-nwse-resize fill-slate-900"
                    onPointerDown={(event) => handlePointerDown(event, booth, "resize")}
                  />
                ) : null}
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

/** Undo for the floor-plan editor: every change pushes the layout before it. */
export function useFloorPlanHistory(initial: FloorPlanBooth[]) {
  const [state, setState] = useState({ booths: initial, past: [] as FloorPlanBooth[][] });
  return {
    booths: state.booths,
    canUndo: state.past.length > 0,
    set: (booths: FloorPlanBooth[]) =>
      setState((current) => ({ booths, past: [...current.past, current.booths].slice(-100) })),
    undo: () =>
      setState((current) =>
        current.past.length === 0
          ? current
          : { booths: current.past.at(-1)!, past: current.past.slice(0, -1) },
      ),
    reset: (booths: FloorPlanBooth[]) => setState({ booths, past: [] }),
  };
}
