import { useEffect, useState } from "react";
import type { ComponentPropsWithRef, CSSProperties } from "react";

/** The spec's loading-bar constants. Times in milliseconds, height in CSS pixels. */
export const LOADING_BAR_TIMINGS = {
  /** Work that finishes within this time never shows the bar. */
  throttle: 200,
  /** Time the bar takes to creep to ~90% while the work is still running. */
  duration: 2000,
  /** Bar thickness. */
  height: 3,
  /** After the work finishes, the bar stays full this long before hiding. */
  hideDelay: 500,
  /** After hiding, the bar's width resets to 0 after this. */
  resetDelay: 400,
} as const;

export type LoadingBarTimings = { [Key in keyof typeof LOADING_BAR_TIMINGS]: number };

export type LoadingBarState = "idle" | "loading" | "finishing";

export type LoadingBarPlacement = "viewport" | "container";

export type LoadingBarProps = Omit<ComponentPropsWithRef<"div">, "children" | "color"> & {
  /** Controlled: true while the work runs. */
  isLoading: boolean;
  /** Any CSS colour; defaults to the brand colour. */
  color?: string;
  /** Accessible name of the progress bar. */
  label?: string;
  /**
   * "viewport" pins the bar to the top of the window; "container" to the top of the nearest
   * positioned ancestor.
   */
  placement?: LoadingBarPlacement;
  /** Overrides for stories and tests; the defaults are the spec's {@link LOADING_BAR_TIMINGS}. */
  timings?: Partial<LoadingBarTimings>;
};

/**
 * Internal phases. "pending" (within the throttle) and "hiding" (fading out, still full width)
 * are invisible, so they are exposed as data-state="idle".
 */
type Phase = "idle" | "pending" | "loading" | "finishing" | "hiding";

const exposedState: Record<Phase, LoadingBarState> = {
  idle: "idle",
  pending: "idle",
  loading: "loading",
  finishing: "finishing",
  hiding: "idle",
};

const widthPercent: Record<Phase, number> = {
  idle: 0,
  pending: 0,
  loading: 90,
  finishing: 100,
  hiding: 100,
};

const FINISH_TRANSITION_MS = 150;
const FADE_OUT_MS = 150;

const placementClass: Record<LoadingBarPlacement, string> = {
  viewport: "fixed z-50",
  container: "absolute z-10",
};

export function LoadingBar({
  isLoading,
  color,
  label = "Loading",
  placement = "viewport",
  timings: timingOverrides,
  className,
  style,
  ...props
}: LoadingBarProps) {
  const timings: LoadingBarTimings = { ...LOADING_BAR_TIMINGS, ...timingOverrides };
  const [phase, setPhase] = useState<Phase>(isLoading ? "pending" : "idle");
  const [wasLoading, setWasLoading] = useState(isLoading);

  // NOTE: adjusting state while rendering when a prop changes, instead of in an effect, is React's
  // documented pattern (react.dev "You Might Not Need an Effect").
  if (isLoading !== wasLoading) {
    setWasLoading(isLoading);
    setPhase(isLoading ? onStart(phase) : onFinish(phase));
  }

  // Each timed phase schedules its successor; leaving the phase early cancels the timer.
  const { throttle, hideDelay, resetDelay } = timings;
  useEffect(() => {
    const next = nextPhase(phase, { throttle, hideDelay, resetDelay });
    if (!next) return;
    const timer = setTimeout(() => setPhase(next.phase), next.after);
    return () => clearTimeout(timer);
  }, [phase, throttle, hideDelay, resetDelay]);

  const state = exposedState[phase];
  const isVisible = phase === "loading" || phase === "finishing";
  const width = widthPercent[phase];

  return (
    <div
      {...props}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={state === "idle" ? 0 : width}
      aria-hidden={isVisible ? undefined : true}
      data-slot="loading-bar"
      data-state={state}
      data-placement={placement}
      className={[
        "pointer-events-none start-0 end-0 top-0 overflow-hidden",
        placementClass[placement],
        className,
      ]
        .filter(Boolean)
        .join(" ")}
      style={{
        height: timings.height,
        opacity: isVisible ? 1 : 0,
        transition: phase === "hiding" ? `opacity ${FADE_OUT_MS}ms ease-out` : "none",
        ...style,
      }}
    >
      <div
        data-slot="loading-bar-indicator"
        className={`absolute start-0 top-0 h-full ${color ? "" : "bg-brand-600"}`}
        style={indicatorStyle(phase, width, timings.duration, color)}
      />
    </div>
  );
}

function onStart(previous: Phase): Phase {
  if (previous === "loading") return "loading";
  // Already on screen: keep showing rather than blink out for the throttle.
  if (previous === "finishing") return "loading";
  return "pending";
}

function onFinish(previous: Phase): Phase {
  if (previous === "pending") return "idle";
  if (previous === "loading") return "finishing";
  return previous;
}

function nextPhase(
  phase: Phase,
  {
    throttle,
    hideDelay,
    resetDelay,
  }: Pick<LoadingBarTimings, "throttle" | "hideDelay" | "resetDelay">,
): { phase: Phase; after: number } | null {
  switch (phase) {
    case "pending":
      return { phase: "loading", after: throttle };
    case "finishing":
      return { phase: "hiding", after: hideDelay };
    case "hiding":
      return { phase: "idle", after: resetDelay };
    default:
      return null;
  }
}

function indicatorStyle(
  phase: Phase,
  width: number,
  duration: number,
  color: string | undefined,
): CSSProperties {
  const transition =
    phase === "loading"
      ? // Fast at first, then slowing down: reaches 90% exactly at `duration`.
        `width ${duration}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
      : phase === "finishing"
        ? `width ${FINISH_TRANSITION_MS}ms ease-out`
        : "none";
  return { width: `${width}%`, transition, backgroundColor: color };
}
