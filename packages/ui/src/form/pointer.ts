import { useEffect, useState } from "react";

/**
 * Whether a pointer is pressed anywhere on the page, and what waits for its release. A field
 * left by pressing a button is validated once the pointer is released and the click is done:
 * errors appearing or going move the button, and a button that moves between press and release
 * never gets the click (the "press Send twice" bug).
 */
export type PointerState = {
  isDown: boolean;
  /** Runs after the click that follows the release. */
  afterRelease: (() => void)[];
};

export function usePointerState(): PointerState {
  const [pointer] = useState<PointerState>(() => ({ isDown: false, afterRelease: [] }));
  useEffect(() => {
    function handleDown() {
      pointer.isDown = true;
    }
    function handleUp() {
      pointer.isDown = false;
      const pending = pointer.afterRelease.splice(0);
      // After the click that follows the release (same task), so the button gets it first.
      if (pending.length > 0) setTimeout(() => pending.forEach((run) => run()), 0);
    }
    document.addEventListener("pointerdown", handleDown, true);
    document.addEventListener("pointerup", handleUp, true);
    document.addEventListener("pointercancel", handleUp, true);
    return () => {
      document.removeEventListener("pointerdown", handleDown, true);
      document.removeEventListener("pointerup", handleUp, true);
      document.removeEventListener("pointercancel", handleUp, true);
    };
  }, [pointer]);
  return pointer;
}
