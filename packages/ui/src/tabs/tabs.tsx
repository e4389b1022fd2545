import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentPropsWithRef } from "react";
import { joinClasses } from "../text-field/field.tsx";

export type TabsProps = ComponentPropsWithRef<typeof TabsPrimitive.Root>;

/**
 * Tabs on Radix (WAI-ARIA tabs pattern): one tab stop for the list; arrows move along the reading
 * direction (mirrored under `dir="rtl"`, read from the DirectionProvider), Home and End jump, and
 * a focused tab is shown at once. Compose `TabsList` with `TabsTrigger`s, and a `TabsContent` per
 * value. Triggers and panels carry Radix's `data-state` (`active`/`inactive`).
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={joinClasses("flex flex-col gap-4", className)}
      {...props}
    />
  );
}

export type TabsListProps = Omit<ComponentPropsWithRef<typeof TabsPrimitive.List>, "aria-label"> & {
  /** Names the group of tabs for assistive technology ("How to add books"). */
  label: string;
};

export function TabsList({ label, className, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      aria-label={label}
      data-slot="tabs-list"
      className={joinClasses("flex gap-1 border-b border-slate-200", className)}
      {...props}
    />
  );
}

export type TabsTriggerProps = ComponentPropsWithRef<typeof TabsPrimitive.Trigger>;

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={joinClasses(
        "-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold text-slate-600",
        "transition-colors hover:text-brand-800",
        "focus-visible:outline-2 focus-visible:outline-brand-700",
        "data-[state=active]:border-brand-700 data-[state=active]:text-brand-900",
        "disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:text-slate-400",
        className,
      )}
      {...props}
    />
  );
}

export type TabsContentProps = Omit<
  ComponentPropsWithRef<typeof TabsPrimitive.Content>,
  "forceMount"
> & {
  /**
   * Keep the panel mounted (hidden) while another tab is shown, so what it holds survives a
   * switch: a half-filled form, a checked upload.
   */
  keepMounted?: boolean;
};

export function TabsContent({ keepMounted = false, className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      forceMount={keepMounted || undefined}
      data-slot="tabs-content"
      className={joinClasses(
        "focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700",
        // NOTE: a force-mounted Radix panel is never `hidden`; its inactive state hides it here.
        "data-[state=inactive]:hidden",
        className,
      )}
      {...props}
    />
  );
}
