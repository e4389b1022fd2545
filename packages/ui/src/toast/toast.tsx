import * as RadixToast from "@radix-ui/react-toast";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { useDirection } from "../direction/index.ts";
import { CloseIcon } from "../icons/icons.tsx";

export type ToastVariant = "success" | "error" | "info";

export type ToastProviderProps = {
  children?: ReactNode;
  /** Prefixed to each announcement so screen reader users know what interrupted them. */
  label?: string;
  /** Milliseconds each toast stays; a toast's own `duration` wins. */
  duration?: number;
  swipeThreshold?: number;
};

/**
 * Holds the toasts of the app. Toasts sit at the inline-end bottom corner, so they are swiped
 * away towards the inline end: right in LTR, left in RTL.
 */
export function ToastProvider({
  children,
  label = "Notification",
  duration = 5000,
  swipeThreshold,
}: ToastProviderProps) {
  const dir = useDirection();
  return (
    <RadixToast.Provider
      label={label}
      duration={duration}
      // eslint-disable-next-line rawaq/no-physical-direction-classes -- Radix's swipe is physical.
      swipeDirection={dir === "rtl" ? "left" : "right"}
      swipeThreshold={swipeThreshold}
    >
      {children}
    </RadixToast.Provider>
  );
}

export type ToastViewportProps = Omit<ComponentPropsWithRef<"ol">, "children"> & {
  /** Landmark name; `{hotkey}` is replaced with the shortcut that focuses the toasts. */
  label?: string;
  hotkey?: string[];
};

export function ToastViewport({
  label = "Notifications ({hotkey})",
  className,
  ...props
}: ToastViewportProps) {
  return (
    <RadixToast.Viewport
      {...props}
      label={label}
      data-slot="toast-viewport"
      className={[
        "fixed end-0 bottom-0 z-[60] m-0 flex max-h-full w-full max-w-sm list-none flex-col gap-2 p-4 outline-none",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    />
  );
}

export type ToastActionOptions = {
  label: string;
  /** How to do the same without the toast, for screen reader users who cannot reach it in time. */
  altText: string;
  onClick: () => void;
};

export type ToastProps = {
  variant?: ToastVariant;
  title: ReactNode;
  description?: ReactNode;
  action?: ToastActionOptions;
  /** Accessible name of the close (×) button. */
  closeLabel?: string;
  /** Milliseconds before it closes itself; `Infinity` keeps it. */
  duration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

const variantClass: Record<ToastVariant, string> = {
  success: "border-emerald-200 [--toast-accent:var(--color-emerald-700)]",
  error: "border-red-200 [--toast-accent:var(--color-red-700)]",
  info: "border-sky-200 [--toast-accent:var(--color-sky-700)]",
};

export function Toast({
  variant = "info",
  title,
  description,
  action,
  closeLabel = "Close",
  duration,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: ToastProps) {
  return (
    <RadixToast.Root
      // Errors interrupt (assertive); successes and information wait their turn (polite).
      type={variant === "error" ? "foreground" : "background"}
      duration={duration}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      data-slot="toast"
      data-variant={variant}
      className={[
        "pointer-events-auto relative flex items-start gap-3 overflow-hidden rounded-lg border bg-white p-4 pe-10 shadow-lg",
        "border-s-4 border-s-(--toast-accent) focus-visible:outline-2 focus-visible:outline-brand-700",
        "data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)",
        "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
        variantClass[variant],
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-(--toast-accent)">
        <VariantIcon variant={variant} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <RadixToast.Title data-slot="toast-title" className="text-sm font-semibold text-slate-900">
          {title}
        </RadixToast.Title>
        {description != null && (
          <RadixToast.Description data-slot="toast-description" className="text-sm text-slate-700">
            {description}
          </RadixToast.Description>
        )}
        {action && (
          <RadixToast.Action
            altText={action.altText}
            onClick={action.onClick}
            data-slot="toast-action"
            className="mt-2 inline-flex h-8 w-fit items-center rounded-md border border-brand-300 px-3 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {action.label}
          </RadixToast.Action>
        )}
      </div>
      <RadixToast.Close
        aria-label={closeLabel}
        title={closeLabel}
        data-slot="toast-close"
        className="absolute end-2 top-2 inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <CloseIcon />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

function VariantIcon({ variant }: { variant: ToastVariant }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
    >
      <circle cx="10" cy="10" r="8" />
      {variant === "success" && <path d="m6.5 10.25 2.5 2.5 4.5-5" />}
      {variant === "error" && <path d="m7.5 7.5 5 5m0-5-5 5" />}
      {variant === "info" && <path d="M10 9v5M10 6.25v.01" />}
    </svg>
  );
}
