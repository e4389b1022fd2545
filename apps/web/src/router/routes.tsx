import { msg } from "@lingui/core/macro";
import { type RouteObject, matchRoutes } from "react-router-dom";
import { LocaleRedirect, LocaleRoot } from "./locale-root.tsx";
import { badgeLoader } from "../routes/badge/loader.ts";
import { privacyLoader } from "../routes/privacy/loader.ts";
import { RouteErrorPage } from "../routes/error/route-error-page.tsx";
import type { MiddlewareName } from "./middleware.ts";
import { notFoundLoader, pageLoader } from "./page-loader.ts";
import type { RouteHandle } from "./route-handle.ts";

type LazyModule = () => Promise<Record<string, unknown>>;

/** Every page's module, by folder; each is a chunk of its own, loaded when its route matches. */
const pageModules = import.meta.glob<Record<string, unknown>>("../routes/*/route.tsx");

function page(
  path: string | undefined,
  guard: MiddlewareName,
  title: RouteHandle["title"],
  folder: string,
  requires?: RouteHandle["requires"],
  data?: Parameters<typeof pageLoader>[1],
): RouteObject {
  const lazy = pageModules[`../routes/${folder}/route.tsx`];
  if (!lazy) throw new Error(`No page module in routes/${folder}/route.tsx`);
  // `module` names the chunk for the server, which asks for it with the page (src/server).
  const module = `src/routes/${folder}/route.tsx`;
  const handle: RouteHandle = requires ? { title, requires, module } : { title, module };
  const base = { loader: pageLoader(guard, data), handle, lazy: lazy as LazyModule };
  return path === undefined ? { index: true, ...base } : { path, ...base };
}

/**
 * Starts downloading the code of the pages at these locale-relative paths. The route table hands
 * it to the app layout, so the layout can preload its menu's pages without importing the table
 * (which imports the layouts).
 */
function preloadPages(locale: string, paths: readonly string[]): void {
  for (const path of paths) {
    for (const match of matchRoutes(routes, `/${locale}${path}`) ?? []) {
      const lazy = match.route.lazy;
      if (typeof lazy === "function") void (lazy as () => Promise<unknown>)().catch(() => {});
    }
  }
}

/** What the first page load shows while its page's code and guard load: nothing (a blank page). */
function NothingYet() {
  return null;
}

/** The layout route with SWR's settings, around every page that fetches through SWR. */
const swrScope = () => import("./swr-scope.tsx").then((m) => ({ Component: m.SwrScope }));

/**
 * The spec's route table (§2), each route under /ar and /en with the layout it names: the login
 * layout (AuthShell), no layout (BareShell), or the app layout (AppShell). Every page is a lazy
 * module.
 */
export const routes: RouteObject[] = [
  { path: "/", element: <LocaleRedirect /> },
  {
    path: "/:locale",
    element: <LocaleRoot />,
    errorElement: <RouteErrorPage />,
    // Pages render once their lazy module and guard are ready; nothing to show before that. The
    // router asks for a component (an element of `null` counts as none and logs a warning).
    HydrateFallback: NothingYet,
    children: [
      {
        // Layouts are lazy too: the login page does not pay for the app's menu and drawer.
        handle: { module: "src/shell/auth-shell.tsx" },
        lazy: () => import("../shell/auth-shell.tsx").then((m) => ({ Component: m.AuthShell })),
        errorElement: <RouteErrorPage />,
        children: [
          page("auth/login", "guest", msg`Log in`, "login"),
          page("auth/signup", "guest", msg`Sign up`, "signup"),
          page("auth/forgot-password", "guest", msg`Forgot your password?`, "forgot-password"),
          // Links from mail: opened whether or not this browser is signed in.
          page(
            "auth/reset-password",
            "public",
            // Neutral: the page may have to say its link can no longer be used.
            msg`Reset password`,
            "reset-password",
          ),
          page("contact", "public", msg`Contact us`, "contact"),
          {
            handle: { module: "src/router/swr-scope.tsx" },
            lazy: swrScope,
            children: [
              page("auth/confirm-email", "public", msg`Change email address`, "confirm-email"),
              page(
                "AddNewOrganization",
                "auth",
                msg`Register your publishing house`,
                "add-organization",
              ),
              page(
                "AddNewOrganization/:id",
                "auth",
                msg`Register your publishing house`,
                "add-organization",
              ),
            ],
          },
        ],
      },
      {
        // The other layouts read the API through SWR themselves (the menu's profile).
        handle: { module: "src/router/swr-scope.tsx" },
        lazy: swrScope,
        children: [
          {
            handle: { module: "src/shell/bare-shell.tsx" },
            lazy: () => import("../shell/bare-shell.tsx").then((m) => ({ Component: m.BareShell })),
            errorElement: <RouteErrorPage />,
            children: [
              page("badges/:id", "public", msg`Badge`, "badge", undefined, badgeLoader),
              page("privacy", "public", msg`Privacy notice`, "privacy", undefined, privacyLoader),
              page("NotFound", "public", msg`Page Not Found`, "not-found"),
            ],
          },
          {
            handle: { module: "src/shell/print-shell.tsx" },
            lazy: () =>
              import("../shell/print-shell.tsx").then((m) => ({ Component: m.PrintShell })),
            errorElement: <RouteErrorPage />,
            children: [
              page(
                "reservation/badges",
                "auth",
                msg`Badges to print`,
                "badges-print",
                "approved_organization",
              ),
              // Print pages: nothing around the sheets.
              page(
                "completeData/labels",
                "auth",
                msg`Parcel labels`,
                "parcel-labels",
                "approved_organization",
              ),
              page(
                "admin/parcels/manifest/:organizationId/:destination",
                "auth",
                msg`Parcel list`,
                "admin-manifest",
              ),
              page(
                "payment-information/invoices/:id",
                "auth",
                msg`Invoice`,
                "invoice",
                "organization",
              ),
              page(
                "organization/guide/print",
                "auth",
                msg`Booth poster and table card`,
                "guide-print",
                "organization",
              ),
            ],
          },
          {
            handle: { module: "src/shell/app-shell.tsx" },
            lazy: () =>
              import("../shell/app-shell.tsx").then(({ AppShell }) => ({
                Component: () => <AppShell preloadPages={preloadPages} />,
              })),
            errorElement: <RouteErrorPage />,
            children: [
              page(undefined, "auth", msg`Home`, "home"),
              page("auth/profile", "auth", msg`Profile`, "profile"),
              page("books", "auth", msg`Books`, "books", "organization"),
              page("books/new", "auth", msg`Add books`, "books-new", "approved_organization"),
              page("completeData", "auth", msg`Complete data`, "complete-data", "organization"),
              page(
                "completeData/add-edit-book",
                "auth",
                msg`Complete a book's data`,
                "complete-data-book",
                "approved_organization",
              ),
              page(
                "my-organization",
                "auth",
                msg`My organization`,
                "my-organization",
                "organization",
              ),
              page("my-requests", "auth", msg`My requests`, "my-requests", "organization"),
              page(
                "my-requests/view/:id",
                "auth",
                msg`Participation request`,
                "my-request-view",
                "organization",
              ),
              page(
                "organization",
                "auth",
                msg`Organization information`,
                "organization",
                "organization",
              ),
              page(
                "organization/new",
                "auth",
                msg`Register your publishing house`,
                "organization-new",
              ),
              page(
                "organization/edit",
                "auth",
                msg`Edit organization information`,
                "organization-edit",
                "organization",
              ),
              page(
                "organization/guide",
                "auth",
                msg`Guide page`,
                "organization-guide",
                "organization",
              ),
              page(
                "payment-information",
                "auth",
                msg`Payment information`,
                "payment-information",
                "organization",
              ),
              page("products", "auth", msg`Products`, "products", "approved_organization"),
              page(
                "reservation",
                "auth",
                msg`Booth reservation`,
                "reservation",
                "approved_organization",
              ),
              page("shipment", "auth", msg`My shipments`, "shipment", "approved_organization"),
              // The admin console: the API answers 403 to anyone else, and the pages say so.
              page("admin", "auth", msg`Administration`, "admin"),
              page(
                "admin/organizations",
                "auth",
                msg`Organizations to review`,
                "admin-organizations",
              ),
              page(
                "admin/organizations/:id",
                "auth",
                msg`Organization review`,
                "admin-organization",
              ),
              page("admin/books", "auth", msg`Books to review`, "admin-books"),
              page("admin/users", "auth", msg`Users`, "admin-users"),
              page("admin/outbox", "auth", msg`Outbox`, "admin-outbox"),
              page("admin/events", "auth", msg`Events`, "admin-events"),
              page("admin/events/:id", "auth", msg`Event set-up`, "admin-event"),
              page("admin/events/:id/guide", "auth", msg`Fair guide`, "admin-event-guide"),
              page("admin/events/:id/rules", "auth", msg`Fair rules`, "admin-event-rules"),
              page("admin/requests", "auth", msg`Participation requests`, "admin-requests"),
              page("admin/requests/:id", "auth", msg`Participation request`, "admin-request"),
              page("admin/reservations", "auth", msg`Reservations`, "admin-reservations"),
              page("admin/invoices", "auth", msg`Invoices`, "admin-invoices"),
              page("admin/e-invoices", "auth", msg`E-invoices`, "admin-e-invoices"),
              page("admin/badges", "auth", msg`Badges`, "admin-badges"),
              page("admin/inbox", "auth", msg`Contact inbox`, "admin-inbox"),
              page("admin/inbox/:id", "auth", msg`Contact message`, "admin-inbox-message"),
              page("admin/shippers", "auth", msg`Shippers`, "admin-shippers"),
              page("admin/seller", "auth", msg`Seller on the invoices`, "admin-seller"),
              page("admin/parcels", "auth", msg`Parcels`, "admin-parcels"),
              page("admin/audit", "auth", msg`Audit log`, "admin-audit"),
              page("admin/privacy", "auth", msg`Records of processing`, "admin-privacy"),
            ],
          },
        ],
      },
      { path: "*", loader: notFoundLoader, element: null },
    ],
  },
];
