import { cloneElement, isValidElement } from "react";
import type { ComponentPropsWithRef, ReactNode, Ref } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md";
export type ButtonState = "idle" | "loading" | "disabled";

export type ButtonProps = ComponentPropsWithRef<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner in place of the leading icon, sets aria-busy and disables the button. */
  isLoading?: boolean;
  /** Rendered before the label (at the inline start: right in RTL). Decorative: aria-hidden. */
  leadingIcon?: ReactNode;
  /**
   * Lends the button's look to its one child element (a router `<Link>`, an `<a download>`)
   * instead of rendering a `<button>`: what navigates stays a link (opens in a new tab, is
   * announced as a link) and only looks like a button. A link is never disabled nor busy, so
   * `isLoading`, `disabled` and `type` do not apply.
   */
  asChild?: boolean;
};

type SlotChildProps = {
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  [prop: string]: unknown;
};

const baseClass =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md border " +
  "font-medium transition-colors select-none " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 " +
  "disabled:cursor-not-allowed disabled:opacity-60 " +
  "data-[state=loading]:cursor-progress";

const variantClass: Record<ButtonVariant, string> = {
  primary:
    "border-transparent bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900 " +
    "focus-visible:outline-brand-700",
  secondary:
    "border-brand-300 bg-white text-brand-800 hover:bg-brand-50 active:bg-brand-100 " +
    "focus-visible:outline-brand-700",
  ghost:
    "border-transparent bg-transparent text-brand-800 hover:bg-brand-50 active:bg-brand-100 " +
    "focus-visible:outline-brand-700",
  danger:
    "border-transparent bg-red-700 text-white hover:bg-red-800 active:bg-red-900 " +
    "focus-visible:outline-red-700",
};

const sizeClass: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-base",
};

const iconSizeClass: Record<ButtonSize, string> = {
  sm: "size-4",
  md: "size-5",
};

export function Button(props: ButtonProps) {
  const { variant = "primary", size = "md", leadingIcon, className, children } = props;
  const classes = [baseClass, variantClass[variant], sizeClass[size], className]
    .filter(Boolean)
    .join(" ");
  const iconSlot = (icon: ReactNode) =>
    icon != null && (
      <span
        aria-hidden="true"
        data-slot="button-icon"
        // The kit's icons come sized for text (size-4); here they fill the icon box.
        className={`inline-flex shrink-0 items-center justify-center [&>svg]:size-full ${iconSizeClass[size]}`}
      >
        {icon}
      </span>
    );

  if (props.asChild) {
    const {
      asChild: _asChild,
      variant: _variant,
      size: _size,
      leadingIcon: _leadingIcon,
      className: _className,
      children: child,
      isLoading: _isLoading,
      disabled: _disabled,
      type: _type,
      ...rest
    } = props;
    if (!isValidElement<SlotChildProps>(child)) {
      throw new Error("Button asChild takes exactly one element as its child.");
    }
    // The Button's props and ref go to the child; the child's own props (and ref) win, but the
    // classes add up.
    return cloneElement(
      child,
      {
        ...rest,
        ...child.props,
        "data-slot": "button",
        "data-state": "idle",
        "data-variant": variant,
        "data-size": size,
        className: [classes, child.props.className].filter(Boolean).join(" "),
      },
      iconSlot(leadingIcon),
      child.props.children,
    );
  }

  const {
    asChild: _asChild,
    variant: _variant,
    size: _size,
    isLoading = false,
    disabled = false,
    leadingIcon: _leadingIcon,
    type = "button",
    className: _className,
    children: _children,
    ...rest
  } = props;
  const state: ButtonState = isLoading ? "loading" : disabled ? "disabled" : "idle";

  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      data-slot="button"
      data-state={state}
      data-variant={variant}
      data-size={size}
      className={classes}
    >
      {iconSlot(isLoading ? <Spinner /> : leadingIcon)}
      {children}
    </button>
  );
}

function Spinner() {
  return (
    <svg
      data-slot="button-spinner"
      viewBox="0 0 24 24"
      fill="none"
      className="size-full motion-safe:animate-spin"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
