import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useDirection } from "../direction/index.ts";
import { CloseIcon } from "../icons/icons.tsx";

export type DialogSize = "sm" | "md" | "lg";

export type DialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog, e.g. a Button; focus returns to it on close. */
  trigger?: ReactNode;
  title: ReactNode;
  /** Read together with the title when the dialog opens. */
  description?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Actions at the bottom, primary last (at the inline end). Wrap a cancel button in DialogClose. */
  footer?: ReactNode;
  /** Accessible name of the close (×) button. */
  closeLabel?: string;
  size?: DialogSize;
  /** Where the dialog is portalled; the document body by default. */
  container?: HTMLElement | null;
  /** Called when the dialog moves focus inside on open; prevent it to focus something else. */
  onOpenAutoFocus?: (event: Event) => void;
  className?: string;
};

const sizeClass: Record<DialogSize, string> = {
  sm: "max-w-sm",
  md: "max-w-lg",
  lg: "max-w-2xl",
};

/** Closes the surrounding Dialog; use `asChild` around a Button. */
export const DialogClose = RadixDialog.Close;

/**
 * A modal dialog: focus is trapped inside, Escape and the backdrop close it, and focus returns
 * to the trigger. Centred with auto margins, so it needs no direction-specific transforms.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  closeLabel = "Close",
  size = "md",
  container,
  onOpenAutoFocus,
  className,
}: DialogProps) {
  const dir = useDirection();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger != null && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay
          data-slot="dialog-overlay"
          className="fixed inset-0 z-50 bg-slate-900/50"
        />
        <RadixDialog.Content
          dir={dir}
          data-slot="dialog"
          data-size={size}
          onOpenAutoFocus={onOpenAutoFocus}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description == null ? { "aria-describedby": undefined } : {})}
          className={[
            "fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100%-2rem)] w-[calc(100%-2rem)]",
            "flex-col overflow-hidden rounded-xl bg-white text-slate-900 shadow-xl outline-none",
            sizeClass[size],
            className,
          ]
            .filter(Boolean)
            .join(" ")}
        >
          <div className="flex items-start gap-4 px-6 pt-5 pb-3">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <RadixDialog.Title
                data-slot="dialog-title"
                className="text-lg font-semibold text-slate-900"
              >
                {title}
              </RadixDialog.Title>
              {description != null && (
                <RadixDialog.Description
                  data-slot="dialog-description"
                  className="text-sm text-slate-600"
                >
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              aria-label={closeLabel}
              title={closeLabel}
              data-slot="dialog-close"
              className="-me-2 -mt-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {children != null && (
            <div data-slot="dialog-body" className="min-h-0 flex-1 overflow-y-auto px-6 py-2">
              {children}
            </div>
          )}
          {footer != null && (
            <div
              data-slot="dialog-footer"
              className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 px-6 py-4"
            >
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
