import { atom } from "jotai";
import type { ReactNode } from "react";

/** A confirmation shown as a toast (decision 023): what was done, never an error. */
export type ToastMessage = {
  id: number;
  title: ReactNode;
  description?: ReactNode;
};

/** The toasts on screen, oldest first. */
export const toastsAtom = atom<readonly ToastMessage[]>([]);

let nextToastId = 1;

/** Adds a toast; `components/toasts.tsx` shows it and removes it when it closes. */
export const showToastAtom = atom(null, (get, set, toast: Omit<ToastMessage, "id">) => {
  set(toastsAtom, [...get(toastsAtom), { ...toast, id: nextToastId++ }]);
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});
