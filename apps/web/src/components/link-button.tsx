import type { ComponentProps } from "react";
import { Link } from "react-router-dom";

const variantClass = {
  primary: "border-transparent bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border-brand-300 bg-white text-brand-800 hover:bg-brand-50",
} as const;

/** A navigation that looks like the kit's Button: a link, so it opens in a new tab too. */
export function LinkButton({
  variant = "primary",
  size = "md",
  className,
  ...props
}: ComponentProps<typeof Link> & {
  variant?: keyof typeof variantClass;
  size?: "sm" | "md";
}) {
  return (
    <Link
      {...props}
      className={[
        "inline-flex shrink-0 items-center justify-center gap-2 rounded-md border font-medium",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        size === "sm" ? "h-8 px-3 text-sm" : "h-10 px-4 text-base",
        variantClass[variant],
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    />
  );
}
