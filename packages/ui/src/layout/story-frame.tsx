import { useState } from "react";
import type { CSSProperties, ReactNode } from "react";

export type StoryFrameProps = {
  width: number;
  height: number;
  /** Gets the frame itself, to portal dialogs and drawers into it. */
  children: (container: HTMLElement) => ReactNode;
  /** Draws the window smaller (e.g. 0.5) while its content still lays out at full size. */
  scale?: number;
  className?: string;
};

/**
 * Story-only: a fixed-size box that stands in for the browser window. Layout containment makes
 * it the containing block of `position: fixed` descendants, so overlays, drawers and toasts
 * portalled into it stay inside it (in Storybook and in the screenshots).
 */
export function StoryFrame({ width, height, children, scale, className }: StoryFrameProps) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const style = { width, height, "--app-layout-height": `${height}px` } as CSSProperties;
  if (scale != null) {
    return (
      <div style={{ width: width * scale, height: height * scale }}>
        <div
          style={{ transform: `scale(${scale})` }}
          className="ltr:origin-top-left rtl:origin-top-right"
        >
          <StoryFrame width={width} height={height} className={className}>
            {children}
          </StoryFrame>
        </div>
      </div>
    );
  }
  return (
    <div
      ref={setContainer}
      data-slot="story-frame"
      style={style}
      className={[
        "relative overflow-hidden rounded-md border border-slate-300 bg-white [contain:layout]",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {container && children(container)}
    </div>
  );
}
