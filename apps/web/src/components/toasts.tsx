import { useAtomValue, useSetAtom } from "jotai";
import { type ReactNode, Suspense, lazy, useCallback } from "react";
import { showToastAtom, toastsAtom } from "../state/toasts.ts";

// Radix Toast (about 10 KB gzipped) is fetched with the first confirmation, not with every page.
const ToastStack = lazy(async () => ({
  default: (await import("./toast-stack.tsx")).ToastStack,
}));

/**
 * The app's toasts, mounted once under the locale root (they follow its direction). Toasts
 * confirm what an action did; errors stay inline next to what failed (decision 023).
 */
export function AppToasts() {
  const hasToasts = useAtomValue(toastsAtom).length > 0;
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}

/** Shows a confirmation toast: `toast(title)` or `toast(title, description)`. */
export function useToast() {
  const show = useSetAtom(showToastAtom);
  return useCallback(
    (title: ReactNode, description?: ReactNode) => show({ title, description }),
    [show],
  );
}
