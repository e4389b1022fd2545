import { useLingui } from "@lingui/react/macro";
import { Toast, ToastProvider, ToastViewport } from "@rawaq/ui/toast";
import { useAtomValue, useSetAtom } from "jotai";
import { dismissToastAtom, toastsAtom } from "../state/toasts.ts";

/** The toasts on screen (Radix Toast): loaded with the first confirmation, see AppToasts. */
export function ToastStack() {
  const { t } = useLingui();
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return (
    <ToastProvider label={t`Notification`}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          variant="success"
          title={toast.title}
          description={toast.description}
          closeLabel={t`Close`}
          defaultOpen
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
        />
      ))}
      <ToastViewport label={t`Notifications ({hotkey})`} />
    </ToastProvider>
  );
}
