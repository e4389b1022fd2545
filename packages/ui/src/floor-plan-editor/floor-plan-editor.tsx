import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { Button } from "../button/index.ts";
import {
  arrowDirection,
  type FloorPlanBooth,
  type FloorPlanLabels,
  type FloorPlanProps,
  Hall,
  type HallPoint,
} from "../floor-plan/hall.tsx";

export interface FloorPlanEditorLabels extends FloorPlanLabels {
  add: string;
  undo: string;
  /** The toolbar's toggle that blocks the selected booth or frees it; no button without it. */
  block?: string;
  /** The toolbar's button that removes the selected booth; no button without it. */
  remove?: string;
  /** The keyboard and mouse shortcuts, shown in the toolbar. */
  editHelp?: string;
}

export type FloorPlanEditorProps<Booth extends FloorPlanBooth = FloorPlanBooth> = Omit<
  FloorPlanProps<Booth>,
  "labels" | "onSelect"
> & {
  labels: FloorPlanEditorLabels;
  /** A booth chosen by click, Enter or the start of a drag; `null` when Escape lets it go. */
  onSelect?: (id: string | null) => void;
  /** The whole new layout after a move, resize, block or removal; never called for no change. */
  onChange: (booths: Booth[]) => void;
  /** A new booth at a free cell; the host numbers it. */
  onAdd?: () => void;
  onUndo?: () => void;
  canUndo?: boolean;
};

interface Drag<Booth> {
  kind: "move" | "resize";
  from: HallPoint;
  origin: Booth;
  preview: Booth | null;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

const isSameBooth = (a: FloorPlanBooth, b: FloorPlanBooth) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height && a.state === b.state;

/**
 * Lays out a hall on the floor plan's drawing (`Hall`). With the mouse: drag a booth to move it,
 * drag its corner handle to resize it. With the keyboard, on the selected booth: arrows move it,
 * Shift+arrows resize it, B blocks or frees it, Delete removes it, Escape lets it go (arrows then
 * move between booths again). Ctrl+Z (⌘Z) undoes anywhere in the plan. A booth stays inside the
 * hall and at least one cell large; the hall never mirrors (docs/decisions/032-…).
 */
export function FloorPlanEditor<Booth extends FloorPlanBooth>({
  width,
  height,
  booths,
  labels,
  selectedId = null,
  onSelect,
  onChange,
  onAdd,
  onUndo,
  canUndo = false,
  cellSize,
  className,
}: FloorPlanEditorProps<Booth>) {
  // The drag lives in a ref for the pointer handlers, which can run before React re-renders
  // between two events; the preview is state, for the drawing.
  const drag = useRef<Drag<Booth> | null>(null);
  const [preview, setPreview] = useState<Booth | null>(null);
  const selected = booths.find((booth) => booth.id === selectedId);
  const shown = preview
    ? booths.map((booth) => (booth.id === preview.id ? preview : booth))
    : booths;

  const moved = (booth: Booth, dx: number, dy: number): Booth => ({
    ...booth,
    x: clamp(booth.x + dx, 0, width - booth.width),
    y: clamp(booth.y + dy, 0, height - booth.height),
  });
  // Resizing keeps the top-left corner where it is: a booth grown against the wall stops there.
  const resized = (booth: Booth, dx: number, dy: number): Booth => ({
    ...booth,
    width: clamp(booth.width + dx, 1, width - booth.x),
    height: clamp(booth.height + dy, 1, height - booth.y),
  });

  const commit = (next: Booth) => {
    const current = booths.find((booth) => booth.id === next.id);
    if (!current || isSameBooth(current, next)) return;
    onChange(booths.map((booth) => (booth.id === next.id ? next : booth)));
  };
  const toggleBlock = (booth: Booth) =>
    commit({ ...booth, state: booth.state === "blocked" ? "available" : "blocked" });
  const remove = (booth: Booth) => {
    onChange(booths.filter((item) => item.id !== booth.id));
    onSelect?.(null);
  };

  const handleBoothKeyDown = (event: KeyboardEvent<SVGGElement>, booth: Booth) => {
    if (booth.id !== selectedId || event.ctrlKey || event.metaKey || event.altKey) return;
    const direction = arrowDirection(event.key);
    if (direction) {
      event.preventDefault();
      commit(event.shiftKey ? resized(booth, ...direction) : moved(booth, ...direction));
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      remove(booth);
    } else if (event.key === "b" || event.key === "B") {
      event.preventDefault();
      toggleBlock(booth);
    } else if (event.key === "Escape") {
      event.preventDefault();
      onSelect?.(null);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "z") {
      event.preventDefault();
      if (canUndo) onUndo?.();
    }
  };

  const handleBoothPointerDown = (
    event: PointerEvent<SVGGElement>,
    booth: Booth,
    at: HallPoint,
  ) => {
    if (event.button !== 0) return;
    const isHandle = (event.target as Element).closest('[data-slot="resize-handle"]') !== null;
    // Captured, the drag goes on when the pointer leaves the booth or the drawing.
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { kind: isHandle ? "resize" : "move", from: at, origin: booth, preview: null };
    onSelect?.(booth.id);
  };

  const handlePointerMove = ([x, y]: HallPoint) => {
    const current = drag.current;
    if (!current) return;
    const dx = Math.round(x - current.from[0]);
    const dy = Math.round(y - current.from[1]);
    const next =
      current.kind === "move" ? moved(current.origin, dx, dy) : resized(current.origin, dx, dy);
    current.preview = next;
    setPreview(next);
  };

  const endDrag = (isDropped: boolean) => {
    const current = drag.current;
    drag.current = null;
    setPreview(null);
    if (isDropped && current?.preview) commit(current.preview);
  };

  const toolbar = (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={labels.plan}>
      {onAdd ? (
        <Button variant="secondary" size="sm" onClick={onAdd}>
          {labels.add}
        </Button>
      ) : null}
      {labels.block ? (
        <Button
          variant={selected?.state === "blocked" ? "primary" : "secondary"}
          size="sm"
          aria-pressed={selected?.state === "blocked"}
          disabled={!selected}
          onClick={() => selected && toggleBlock(selected)}
        >
          {labels.block}
        </Button>
      ) : null}
      {labels.remove ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={!selected}
          onClick={() => selected && remove(selected)}
        >
          {labels.remove}
        </Button>
      ) : null}
      {onUndo ? (
        <Button variant="secondary" size="sm" onClick={onUndo} disabled={!canUndo}>
          {labels.undo}
        </Button>
      ) : null}
      {labels.editHelp ? <p className="text-xs text-slate-600">{labels.editHelp}</p> : null}
    </div>
  );

  return (
    <Hall
      width={width}
      height={height}
      booths={shown}
      labels={labels}
      selectedId={selectedId}
      onSelect={onSelect}
      cellSize={cellSize}
      className={className}
      toolbar={toolbar}
      onKeyDown={handleKeyDown}
      onBoothKeyDown={handleBoothKeyDown}
      onBoothPointerDown={handleBoothPointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={() => endDrag(true)}
      onPointerCancel={() => endDrag(false)}
      selectedOverlay={(booth) => (
        <rect
          data-slot="resize-handle"
          x={booth.x + booth.width - 0.6}
          y={booth.y + booth.height - 0.6}
          width="0.6"
          height="0.6"
          className="cursor-nwse-resize fill-slate-900"
        />
      )}
    />
  );
}
