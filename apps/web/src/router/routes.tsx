import { msg } from "@lingui/core/macro";
import { type RouteObject, matchRoutes } from "react-router-dom";
import { LocaleRedirect, LocaleRoot } from "./locale-root.tsx";
import { RouteErrorPage } from "../routes/error/route-error-page.tsx";
import type { MiddlewareName } from "./middleware.ts";
import { notFoundLoader, pageLoader } from "./page-loader.ts";
import type { RouteHandle } from "./route-handle.ts";

type LazyModule = () => Promise<Record<string, unknown>>;

function page(
  path: string | undefined,
  guard: MiddlewareName,
  title: RouteHandle["title"],
  lazy: LazyModule,
  requires?: RouteHandle["requires"],
): RouteObject {
  const handle: RouteHandle = requires ? { title, requires } : { title };
  const base = { loader: pageLoader(guard), handle, lazy };
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

const addOrganization: LazyModule = () => import("../routes/add-organization/route.tsx");

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
        lazy: () => import("../shell/auth-shell.tsx").then((m) => ({ Component: m.AuthShell })),
        errorElement: <RouteErrorPage />,
        children: [
          page("auth/login", "guest", msg`Log in`, () => import("../routes/login/route.tsx")),
          page("auth/signup", "guest", msg`Sign up`, () => import("../routes/signup/route.tsx")),
          page(
            "auth/forgot-password",
            "guest",
            msg`Forgot your password?`,
            () => import("../routes/forgot-password/route.tsx"),
          ),
          // Links from mail: opened whether or not this browser is signed in.
          page(
            "auth/reset-password",
            "public",
            // Neutral: the page may have to say its link can no longer be used.
            msg`Reset password`,
            () => import("../routes/reset-password/route.tsx"),
          ),
          page("contact", "public", msg`Contact us`, () => import("../routes/contact/route.tsx")),
          {
            lazy: swrScope,
            children: [
              page(
                "auth/confirm-email",
                "public",
                msg`Change email address`,
                () => import("../routes/confirm-email/route.tsx"),
              ),
              page(
                "AddNewOrganization",
                "auth",
                msg`Register your publishing house`,
                addOrganization,
              ),
              page(
                "AddNewOrganization/:id",
                "auth",
                msg`Register your publishing house`,
                addOrganization,
              ),
            ],
          },
        ],
      },
      {
        // The other layouts read the API through SWR themselves (the menu's profile).
        lazy: swrScope,
        children: [
          {
            lazy: () => import("../shell/bare-shell.tsx").then((m) => ({ Component: m.BareShell })),
            errorElement: <RouteErrorPage />,
            children: [
              page("badges/:id", "public", msg`Badge`, () => import("../routes/badge/route.tsx")),
              page(
                "NotFound",
                "public",
                msg`Page Not Found`,
                () => import("../routes/not-found/route.tsx"),
              ),
            ],
          },
          {
            lazy: () =>
              import("../shell/print-shell.tsx").then((m) => ({ Component: m.PrintShell })),
            errorElement: <RouteErrorPage />,
            children: [
              page(
                "reservation/badges",
                "auth",
                msg`Badges to print`,
                () => import("../routes/badges-print/route.tsx"),
                "approved_organization",
              ),
              // Print pages: nothing around the sheets.
              page(
                "completeData/labels",
                "auth",
                msg`Parcel labels`,
                () => import("../routes/parcel-labels/route.tsx"),
                "approved_organization",
              ),
              page(
                "admin/parcels/manifest/:organizationId/:destination",
                "auth",
                msg`Parcel list`,
                () => import("../routes/admin-manifest/route.tsx"),
              ),
              page(
                "payment-information/invoices/:id",
                "auth",
                msg`Invoice`,
                () => import("../routes/invoice/route.tsx"),
                "organization",
              ),
            ],
          },
          {
            lazy: () =>
              import("../shell/app-shell.tsx").then(({ AppShell }) => ({
                Component: () => <AppShell preloadPages={preloadPages} />,
              })),
            errorElement: <RouteErrorPage />,
            children: [
              page(undefined, "auth", msg`Home`, () => import("../routes/home/route.tsx")),
              page(
                "auth/profile",
                "auth",
                msg`Profile`,
                () => import("../routes/profile/route.tsx"),
              ),
              page(
                "books",
                "auth",
                msg`Books`,
                () => import("../routes/books/route.tsx"),
                "organization",
              ),
              page(
                "books/new",
                "auth",
                msg`Add books`,
                () => import("../routes/books-new/route.tsx"),
                "approved_organization",
              ),
              page(
                "completeData",
                "auth",
                msg`Complete data`,
                () => import("../routes/complete-data/route.tsx"),
                "organization",
              ),
              page(
                "completeData/add-edit-book",
                "auth",
                msg`Complete a book's data`,
                () => import("../routes/complete-data-book/route.tsx"),
                "approved_organization",
              ),
              page(
                "my-organization",
                "auth",
                msg`My organization`,
                () => import("../routes/my-organization/route.tsx"),
                "organization",
              ),
              page(
                "my-requests",
                "auth",
                msg`My requests`,
                () => import("../routes/my-requests/route.tsx"),
                "organization",
              ),
              page(
                "my-requests/view/:id",
                "auth",
                msg`Participation request`,
                () => import("../routes/my-request-view/route.tsx"),
                "organization",
              ),
              page(
                "organization",
                "auth",
                msg`Organization information`,
                () => import("../routes/organization/route.tsx"),
                "organization",
              ),
              page(
                "organization/new",
                "auth",
                msg`Register your publishing house`,
                () => import("../routes/organization-new/route.tsx"),
              ),
              page(
                "organization/edit",
                "auth",
                msg`Edit organization information`,
                () => import("../routes/organization-edit/route.tsx"),
                "organization",
              ),
              page(
                "payment-information",
                "auth",
                msg`Payment information`,
                () => import("../routes/payment-information/route.tsx"),
                "organization",
              ),
              page(
                "products",
                "auth",
                msg`Products`,
                () => import("../routes/products/route.tsx"),
                "approved_organization",
              ),
              page(
                "reservation",
                "auth",
                msg`Booth reservation`,
                () => import("../routes/reservation/route.tsx"),
                "approved_organization",
              ),
              page(
                "shipment",
                "auth",
                msg`My shipments`,
                () => import("../routes/shipment/route.tsx"),
                "approved_organization",
              ),
              // The admin console: the API answers 403 to anyone else, and the pages say so.
              page("admin", "auth", msg`Administration`, () => import("../routes/admin/route.tsx")),
              page(
                "admin/organizations",
                "auth",
                msg`Organizations to review`,
                () => import("../routes/admin-organizations/route.tsx"),
              ),
              page(
                "admin/organizations/:id",
                "auth",
                msg`Organization review`,
                () => import("../routes/admin-organization/route.tsx"),
              ),
              page(
                "admin/books",
                "auth",
                msg`Books to review`,
                () => import("../routes/admin-books/route.tsx"),
              ),
              page(
                "admin/users",
                "auth",
                msg`Users`,
                () => import("../routes/admin-users/route.tsx"),
              ),
              page(
                "admin/outbox",
                "auth",
                msg`Outbox`,
                () => import("../routes/admin-outbox/route.tsx"),
              ),
              page(
                "admin/events",
                "auth",
                msg`Events`,
                () => import("../routes/admin-events/route.tsx"),
              ),
              page(
                "admin/events/:id",
                "auth",
                msg`Event set-up`,
                () => import("../routes/admin-event/route.tsx"),
              ),
              page(
                "admin/requests",
                "auth",
                msg`Participation requests`,
                () => import("../routes/admin-requests/route.tsx"),
              ),
              page(
                "admin/requests/:id",
                "auth",
                msg`Participation request`,
                () => import("../routes/admin-request/route.tsx"),
              ),
              page(
                "admin/reservations",
                "auth",
                msg`Reservations`,
                () => import("../routes/admin-reservations/route.tsx"),
              ),
              page(
                "admin/invoices",
                "auth",
                msg`Invoices`,
                () => import("../routes/admin-invoices/route.tsx"),
              ),
              page(
                "admin/badges",
                "auth",
                msg`Badges`,
                () => import("../routes/admin-badges/route.tsx"),
              ),
              page(
                "admin/inbox",
                "auth",
                msg`Contact inbox`,
                () => import("../routes/admin-inbox/route.tsx"),
              ),
              page(
                "admin/inbox/:id",
                "auth",
                msg`Contact message`,
                () => import("../routes/admin-inbox-message/route.tsx"),
              ),
              page(
                "admin/shippers",
                "auth",
                msg`Shippers`,
                () => import("../routes/admin-shippers/route.tsx"),
              ),
              page(
                "admin/parcels",
                "auth",
                msg`Parcels`,
                () => import("../routes/admin-parcels/route.tsx"),
              ),
              page(
                "admin/audit",
                "auth",
                msg`Audit log`,
                () => import("../routes/admin-audit/route.tsx"),
              ),
            ],
          },
        ],
      },
      { path: "*", loader: notFoundLoader, element: null },
    ],
  },
];
