import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  AppLayout,
  Footer,
  Menu,
  MenuGroup,
  MenuItem,
  Sidebar,
  Topbar,
  ViewToggle,
} from "@rawaq/ui/layout";
import { LoadingBar } from "@rawaq/ui/loading-bar";
import { useAtom, useAtomValue, useSetAtom, useStore } from "jotai";
import { PRIVACY_NOTICE_VERSION } from "@rawaq/domain/privacy";
import { Suspense, lazy, useCallback, useEffect } from "react";
import { Link, Outlet, useLocation, useNavigate, useNavigation } from "react-router-dom";
import { preload } from "swr";
import { LocaleSwitch } from "../components/locale-switch.tsx";
import { schedulePrefetch } from "../platform/prefetch.ts";
import { localePath } from "../router/page-loader.ts";
import { NotificationsBell } from "../features/notifications/notifications-bell.tsx";
import { useOrganization } from "../features/organizations/use-organization.ts";
import { useUnreadRequestMessages } from "../features/participation/use-participation.ts";
import { PROFILE_KEY, fetchProfile, useProfile } from "../lib/use-profile.ts";
import { logoutAtom } from "../state/auth.ts";
import { authenticatedAtom, isSigningOutAtom } from "../state/session.ts";
import { selectViewAtom, showOrganizationAtom, sidebarCollapsedAtom } from "../state/view.ts";
import { Brand } from "./brand.tsx";
import { PageTransition } from "./page-transition.tsx";
import { PreconditionGate } from "./precondition-gate.tsx";
import { useDocumentTitle } from "./use-document-title.ts";
import { isAdminPath, viewOfPath } from "./view-of-path.ts";

const PERSONAL_MENU = [
  { path: "", label: msg`Home` },
  { path: "/auth/profile", label: msg`Profile` },
  { path: "/my-requests", label: msg`My requests` },
];

/**
 * Someone who belongs to no organization has no organization view: the personal menu, and the
 * step that gives them one (issue 26: the organization menu led them to eight dead ends).
 */
const NO_ORGANIZATION_MENU = [
  ...PERSONAL_MENU,
  { path: "/AddNewOrganization", label: msg`Register your publishing house` },
];

const ORGANIZATION_MENU = [
  { path: "/my-organization", label: msg`My organization` },
  { path: "/organization", label: msg`Organization information` },
  { path: "/organization/guide", label: msg`Guide page` },
  { path: "/books", label: msg`Books` },
  { path: "/completeData", label: msg`Complete data` },
  { path: "/shipment", label: msg`My shipments` },
  { path: "/products", label: msg`Products` },
  { path: "/reservation", label: msg`Booth reservation` },
  { path: "/payment-information", label: msg`Payment information` },
];

const ADMIN_MENU = [
  { path: "/admin", label: msg`Dashboard` },
  { path: "/admin/organizations", label: msg`Organizations to review` },
  { path: "/admin/books", label: msg`Books to review` },
  { path: "/admin/requests", label: msg`Participation requests` },
  { path: "/admin/events", label: msg`Events` },
  { path: "/admin/reservations", label: msg`Reservations` },
  { path: "/admin/invoices", label: msg`Invoices` },
  { path: "/admin/e-invoices", label: msg`E-invoices` },
  { path: "/admin/seller", label: msg`Seller on the invoices` },
  { path: "/admin/badges", label: msg`Badges` },
  { path: "/admin/inbox", label: msg`Contact inbox` },
  { path: "/admin/parcels", label: msg`Parcels` },
  { path: "/admin/shippers", label: msg`Shippers` },
  { path: "/admin/audit", label: msg`Audit log` },
  { path: "/admin/privacy", label: msg`Records of processing` },
  { path: "/admin/users", label: msg`Users` },
  { path: "/admin/outbox", label: msg`Outbox` },
];

export interface AppShellProps {
  /** Starts downloading the pages at these locale-relative paths (given by the route table). */
  preloadPages: (locale: string, paths: readonly string[]) => void;
}

// Asked of few people, once: its dialog's code loads only for them.
const NoticeConsentDialog = lazy(() =>
  import("../features/privacy/notice-consent-dialog.tsx").then((module) => ({
    default: module.NoticeConsentDialog,
  })),
);

/** The spec's app layout: topbar, sidebar with menu, footer, around every signed-in page. */
export function AppShell({ preloadPages }: AppShellProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = localePath(pathname);
  const chosenView = useAtomValue(showOrganizationAtom);
  const selectView = useSetAtom(selectViewAtom);
  const [isCollapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const logout = useSetAtom(logoutAtom);
  const jotai = useStore();
  const { data: user } = useProfile();
  useDocumentTitle();

  // Before the profile is known, the admin console's pages assume the admin, so the topbar does
  // not change shape (a view toggle coming and going) when it arrives.
  const isAdmin = user ? user.role === "admin" : isAdminPath(current);
  // Known once GET organizations has answered (the login primes it); until then the topbar
  // keeps the toggle, as most exhibitors have an organization.
  const { data: caller } = useOrganization(Boolean(user) && !isAdmin);
  const hasNoOrganization = !isAdmin && caller?.organization === null;
  // The page says which view it belongs to; pages of both views keep the chosen one.
  const pathView = viewOfPath(current);
  const showOrganization =
    !hasNoOrganization && (pathView ? pathView === "organization" : chosenView);
  // Only when the page's view changes: a logout forgets the chosen view while its page is still
  // shown, and must not have it put back before the login page replaces it.
  useEffect(() => {
    if (pathView) selectView(pathView);
  }, [pathView, selectView]);
  const { data: unread } = useUnreadRequestMessages(
    user ? (user.role === "admin" ? "admin" : "exhibitor") : null,
  );
  // The administration has no organization: its view is the review console.
  const menu = isAdmin
    ? ADMIN_MENU
    : hasNoOrganization
      ? NO_ORGANIZATION_MENU
      : showOrganization
        ? ORGANIZATION_MENU
        : PERSONAL_MENU;
  // Once the page has settled: the code of the pages the menu leads to, and the user's data,
  // ahead of a click.
  const handleSettled = useCallback(
    () =>
      schedulePrefetch(() => {
        preloadPages(
          locale,
          menu.map((item) => item.path),
        );
        // Only in a live session: while it ends the request would carry the ending token, and
        // after it, none.
        if (jotai.get(authenticatedAtom) && !jotai.get(isSigningOutAtom)) {
          void preload(PROFILE_KEY, fetchProfile).catch(() => {});
        }
      }),
    [locale, menu, preloadPages, jotai],
  );

  async function handleLogout() {
    await logout();
    navigate(`/${locale}/auth/login`);
  }

  return (
    <>
      <LoadingBar isLoading={navigation.state === "loading"} label={t`Loading`} />
      <AppLayout
        skipLinkLabel={t`Skip to content`}
        isFooterBelowFold
        topbar={
          <Topbar
            menuLabel={t`Open menu`}
            brand={<Brand />}
            viewToggle={
              isAdmin || hasNoOrganization ? undefined : (
                <ViewToggle
                  value={showOrganization ? "organization" : "personal"}
                  onValueChange={(value) => {
                    selectView(value);
                    // A page of the other view: go to the chosen view's home.
                    if (pathView && pathView !== value) {
                      navigate(`/${locale}${value === "organization" ? "/my-organization" : ""}`);
                    }
                  }}
                  label={t({ message: "View", context: "view switch" })}
                  personalLabel={t`Personal`}
                  organizationLabel={t({ message: "Organization", context: "view" })}
                />
              )
            }
            actions={
              isAdmin ? undefined : user ? (
                <NotificationsBell />
              ) : (
                // The bell's place (size-9) while the profile loads: the topbar keeps its shape.
                <span aria-hidden="true" className="size-9" />
              )
            }
            localeSwitch={<LocaleSwitch />}
            userMenu={
              <div className="flex items-center gap-3">
                {user && (
                  <span className="hidden text-sm text-slate-700 sm:inline">
                    <bdi>
                      {user.first_name} {user.last_name}
                    </bdi>
                  </span>
                )}
                <button
                  type="button"
                  onClick={handleLogout}
                  className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {t`Log out`}
                </button>
              </div>
            }
          />
        }
        sidebar={
          <Sidebar
            label={t`Main menu`}
            isCollapsed={isCollapsed}
            onCollapsedChange={setCollapsed}
            collapseLabel={t`Collapse sidebar`}
            expandLabel={t`Expand sidebar`}
            closeLabel={t`Close menu`}
            drawerHeader={<Brand />}
          >
            <Menu renderLink={({ href, ...props }) => <Link to={href} {...props} />}>
              <MenuGroup
                title={
                  isAdmin
                    ? t`Administration`
                    : showOrganization
                      ? t({ message: "Organization", context: "view" })
                      : t`Personal`
                }
              >
                {menu.map((item) => {
                  // Unread messages about participation requests, on the menu entry that leads to them.
                  const badge =
                    item.path === "/my-requests" || item.path === "/admin/requests"
                      ? unread
                      : undefined;
                  return (
                    <MenuItem
                      key={item.path}
                      href={`/${locale}${item.path}`}
                      label={i18n._(item.label)}
                      isActive={current === (item.path || "/")}
                      badge={badge}
                      badgeLabel={
                        badge
                          ? t`${plural(badge, { one: "# unread message", other: "# unread messages" })}`
                          : undefined
                      }
                    />
                  );
                })}
              </MenuGroup>
            </Menu>
          </Sidebar>
        }
        footer={
          <Footer copyright={t`© 2026 Rawaq. All rights reserved.`}>
            <Link to={`/${i18n.locale}/privacy`} className="underline hover:text-slate-900">
              <Trans>Privacy notice</Trans>
            </Link>
            <Link to={`/${i18n.locale}/contact`} className="underline hover:text-slate-900">
              <Trans>Contact us</Trans>
            </Link>
          </Footer>
        }
      >
        <PageTransition onSettled={handleSettled}>
          <PreconditionGate>
            <Outlet />
          </PreconditionGate>
        </PageTransition>
      </AppLayout>
      {user && user.privacy_notice_version !== PRIVACY_NOTICE_VERSION ? (
        <Suspense fallback={null}>
          <NoticeConsentDialog user={user} />
        </Suspense>
      ) : null}
    </>
  );
}
