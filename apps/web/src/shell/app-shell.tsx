import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
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
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useCallback } from "react";
import {
  Link,
  Outlet,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigation,
} from "react-router-dom";
import { preload } from "swr";
import { LocaleSwitch } from "../components/locale-switch.tsx";
import { schedulePrefetch } from "../platform/prefetch.ts";
import { localePath } from "../router/page-loader.ts";
import { routes } from "../router/routes.tsx";
import { NotificationsBell } from "../features/notifications/notifications-bell.tsx";
import { PROFILE_KEY, fetchProfile, useProfile } from "../lib/use-profile.ts";
import { logoutAtom } from "../state/auth.ts";
import { selectViewAtom, showOrganizationAtom, sidebarCollapsedAtom } from "../state/view.ts";
import { Brand } from "./brand.tsx";
import { PageTransition } from "./page-transition.tsx";
import { useDocumentTitle } from "./use-document-title.ts";

const PERSONAL_MENU = [
  { path: "", label: msg`Home` },
  { path: "/auth/profile", label: msg`Profile` },
  { path: "/my-requests", label: msg`My requests` },
];

const ORGANIZATION_MENU = [
  { path: "/my-organization", label: msg`My organization` },
  { path: "/organization", label: msg`Organization information` },
  { path: "/books", label: msg`Books` },
  { path: "/completeData", label: msg`Complete data` },
  { path: "/shipment", label: msg`My shipments` },
  { path: "/products", label: msg`Products` },
  { path: "/reservation", label: msg`Booth reservation` },
  { path: "/payment-information", label: msg`Payment information` },
];

const ADMIN_MENU = [
  { path: "/admin", label: msg`Review queues` },
  { path: "/admin/organizations", label: msg`Organizations to review` },
  { path: "/admin/books", label: msg`Books to review` },
  { path: "/admin/audit", label: msg`Audit log` },
];

/** Downloads the code of the pages the menu leads to, and the user's data, ahead of a click. */
function prefetchMenu(locale: string, paths: string[]) {
  for (const path of paths) {
    for (const match of matchRoutes(routes, `/${locale}${path}`) ?? []) {
      const lazy = match.route.lazy;
      if (typeof lazy === "function") void (lazy as () => Promise<unknown>)().catch(() => {});
    }
  }
  void preload(PROFILE_KEY, fetchProfile).catch(() => {});
}

/** The spec's app layout: topbar, sidebar with menu, footer, around every signed-in page. */
export function AppShell() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = localePath(pathname);
  const showOrganization = useAtomValue(showOrganizationAtom);
  const selectView = useSetAtom(selectViewAtom);
  const [isCollapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const logout = useSetAtom(logoutAtom);
  const { data: user } = useProfile();
  useDocumentTitle();

  const isAdmin = user?.role === "admin";
  // The administration has no organization: its view is the review console.
  const menu = isAdmin ? ADMIN_MENU : showOrganization ? ORGANIZATION_MENU : PERSONAL_MENU;
  const handleSettled = useCallback(
    () =>
      schedulePrefetch(() =>
        prefetchMenu(
          locale,
          menu.map((item) => item.path),
        ),
      ),
    [locale, menu],
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
        topbar={
          <Topbar
            menuLabel={t`Open menu`}
            brand={<Brand />}
            viewToggle={
              isAdmin ? undefined : (
                <ViewToggle
                  value={showOrganization ? "organization" : "personal"}
                  onValueChange={(value) => selectView(value)}
                  label={t`View`}
                  personalLabel={t`Personal`}
                  organizationLabel={t`Organization`}
                />
              )
            }
            actions={user && !isAdmin ? <NotificationsBell /> : undefined}
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
                  isAdmin ? t`Administration` : showOrganization ? t`Organization` : t`Personal`
                }
              >
                {menu.map((item) => (
                  <MenuItem
                    key={item.path}
                    href={`/${locale}${item.path}`}
                    label={i18n._(item.label)}
                    isActive={current === (item.path || "/")}
                  />
                ))}
              </MenuGroup>
            </Menu>
          </Sidebar>
        }
        footer={<Footer copyright={t`© 2026 Rawaq. All rights reserved.`} />}
      >
        <PageTransition onSettled={handleSettled}>
          <Outlet />
        </PageTransition>
      </AppLayout>
    </>
  );
}
