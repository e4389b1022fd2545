import { createContext, useContext, useId } from "react";
import type { MouseEvent, ReactNode } from "react";

/** What the kit hands to `renderLink`: spread it all onto the router's link. */
export type MenuLinkProps = {
  href: string;
  className: string;
  children: ReactNode;
  title: string | undefined;
  "aria-current": "page" | undefined;
  "data-slot": "menu-link";
  "data-state": "active" | "inactive";
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
};

export type RenderMenuLink = (props: MenuLinkProps) => ReactNode;

const renderAnchor: RenderMenuLink = (props) => <a {...props} />;

type MenuContextValue = {
  isCollapsed: boolean;
  /** Called after a link is followed, e.g. to close the drawer. */
  onNavigate: (() => void) | undefined;
  renderLink: RenderMenuLink;
};

/** Set by Sidebar: collapsed or not, and what to do after navigating. */
export const MenuStateContext = createContext<Omit<MenuContextValue, "renderLink">>({
  isCollapsed: false,
  onNavigate: undefined,
});

const RenderLinkContext = createContext<RenderMenuLink>(renderAnchor);

export type MenuProps = {
  children?: ReactNode;
  /**
   * Renders each item's link. The kit knows no router: pass e.g.
   * `({ href, ...props }) => <Link to={href} {...props} />`. A plain `<a>` by default.
   */
  renderLink?: RenderMenuLink;
  className?: string;
};

export function Menu({ children, renderLink = renderAnchor, className }: MenuProps) {
  return (
    <RenderLinkContext value={renderLink}>
      <ul data-slot="menu" className={["flex flex-col gap-4", className].filter(Boolean).join(" ")}>
        {children}
      </ul>
    </RenderLinkContext>
  );
}

export type MenuGroupProps = {
  title: string;
  children?: ReactNode;
};

export function MenuGroup({ title, children }: MenuGroupProps) {
  const { isCollapsed } = useContext(MenuStateContext);
  const titleId = useId();
  return (
    <li data-slot="menu-group">
      <span
        id={titleId}
        data-slot="menu-group-title"
        className={
          isCollapsed
            ? "sr-only"
            : "mb-1 block px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase"
        }
      >
        {title}
      </span>
      {isCollapsed && (
        <span aria-hidden="true" className="mx-2 mb-2 block border-t border-slate-200" />
      )}
      <ul aria-labelledby={titleId} className="flex flex-col gap-1">
        {children}
      </ul>
    </li>
  );
}

export type MenuItemProps = {
  href: string;
  label: string;
  /** Decorative: the label names the link, also when collapsed (where it is visually hidden). */
  icon?: ReactNode;
  /** The current page: highlighted and marked aria-current="page". */
  isActive?: boolean;
  /** A count shown at the inline end, e.g. pending requests. */
  badge?: number;
  /** Read instead of the bare number, e.g. "3 pending". */
  badgeLabel?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

export function MenuItem({
  href,
  label,
  icon,
  isActive = false,
  badge,
  badgeLabel,
  onClick,
}: MenuItemProps) {
  const { isCollapsed, onNavigate } = useContext(MenuStateContext);
  const renderLink = useContext(RenderLinkContext);
  const hasBadge = badge != null && badge > 0;

  const link = renderLink({
    href,
    // The native tooltip names icon-only links for sighted mouse users.
    title: isCollapsed ? label : undefined,
    "aria-current": isActive ? "page" : undefined,
    "data-slot": "menu-link",
    "data-state": isActive ? "active" : "inactive",
    onClick: (event) => {
      // A router's link may already have prevented the browser's navigation to do its own;
      // only an item's own onClick preventing it means "stay here".
      const wasPrevented = event.defaultPrevented;
      onClick?.(event);
      if (wasPrevented || !event.defaultPrevented) onNavigate?.();
    },
    className: [
      "relative flex h-10 items-center gap-3 rounded-md text-sm text-slate-700",
      "hover:bg-slate-100 hover:text-slate-900",
      "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700",
      "data-[state=active]:bg-brand-50 data-[state=active]:font-semibold data-[state=active]:text-brand-800",
      // The bar at the inline start marks the current page by shape, not only by colour.
      "before:absolute before:inset-y-2 before:start-0 before:w-1 before:rounded-full",
      "data-[state=active]:before:bg-brand-700",
      isCollapsed ? "justify-center px-0" : "px-3",
    ].join(" "),
    children: (
      <>
        {icon != null && (
          <span
            aria-hidden="true"
            data-slot="menu-item-icon"
            className="relative inline-flex size-5 shrink-0 items-center justify-center"
          >
            {icon}
            {isCollapsed && hasBadge && (
              <span className="absolute -end-1 -top-1 size-2.5 rounded-full bg-brand-700 ring-2 ring-white" />
            )}
          </span>
        )}
        <span
          data-slot="menu-item-label"
          className={isCollapsed ? "sr-only" : "min-w-0 flex-1 truncate"}
        >
          {label}
        </span>
        {hasBadge &&
          (isCollapsed ? (
            <span className="sr-only">{badgeLabel ?? badge}</span>
          ) : (
            <span
              data-slot="menu-item-badge"
              className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
            >
              <span aria-hidden={badgeLabel != null || undefined}>{badge}</span>
              {badgeLabel != null && <span className="sr-only">{badgeLabel}</span>}
            </span>
          ))}
      </>
    ),
  });

  return (
    <li data-slot="menu-item" data-state={isActive ? "active" : "inactive"}>
      {link}
    </li>
  );
}
