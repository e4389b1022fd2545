import { msg } from "@lingui/core/macro";
import type { RouteObject } from "react-router-dom";
import { LocaleRedirect, LocaleRoot } from "../routes/locale-root.tsx";
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
): RouteObject {
  const handle: RouteHandle = { title };
  const base = { loader: pageLoader(guard), handle, lazy };
  return path === undefined ? { index: true, ...base } : { path, ...base };
}

const placeholder: LazyModule = () => import("../routes/placeholder/route.tsx");
const addOrganization: LazyModule = () => import("../routes/add-organization/route.tsx");

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
    // Pages render once their lazy module and guard are ready; nothing to show before that.
    hydrateFallbackElement: null,
    children: [
      {
        // Layouts are lazy too: the login page does not pay for the app's menu and drawer.
        lazy: () => import("../shell/auth-shell.tsx").then((m) => ({ Component: m.AuthShell })),
        errorElement: <RouteErrorPage />,
        children: [
          page("auth/login", "guest", msg`Log in`, () => import("../routes/login/route.tsx")),
          page("auth/signup", "guest", msg`Sign up`, () => import("../routes/signup/route.tsx")),
          page("contact", "public", msg`Contact us`, () => import("../routes/contact/route.tsx")),
          page("AddNewOrganization", "auth", msg`Register your publishing house`, addOrganization),
          page(
            "AddNewOrganization/:id",
            "auth",
            msg`Register your publishing house`,
            addOrganization,
          ),
        ],
      },
      {
        lazy: () => import("../shell/bare-shell.tsx").then((m) => ({ Component: m.BareShell })),
        errorElement: <RouteErrorPage />,
        children: [
          page("badges/:id", "public", msg`Badge`, placeholder),
          page(
            "NotFound",
            "public",
            msg`Page Not Found`,
            () => import("../routes/not-found/route.tsx"),
          ),
        ],
      },
      {
        lazy: () => import("../shell/app-shell.tsx").then((m) => ({ Component: m.AppShell })),
        errorElement: <RouteErrorPage />,
        children: [
          page(undefined, "auth", msg`Home`, () => import("../routes/home/route.tsx")),
          page("auth/profile", "auth", msg`Profile`, () => import("../routes/profile/route.tsx")),
          page("books", "auth", msg`Books`, () => import("../routes/books/route.tsx")),
          page("books/new", "auth", msg`Add books`, () => import("../routes/books-new/route.tsx")),
          page("completeData", "auth", msg`Complete data`, placeholder),
          page("completeData/add-edit-book", "auth", msg`Complete a book's data`, placeholder),
          page(
            "my-organization",
            "auth",
            msg`My organization`,
            () => import("../routes/my-organization/route.tsx"),
          ),
          page("my-requests", "auth", msg`My requests`, placeholder),
          page("my-requests/view/:id", "auth", msg`Participation request`, placeholder),
          page(
            "organization",
            "auth",
            msg`Organization information`,
            () => import("../routes/organization/route.tsx"),
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
          ),
          page("payment-information", "auth", msg`Payment information`, placeholder),
          page("products", "auth", msg`Products`, placeholder),
          page("reservation", "auth", msg`Booth reservation`, placeholder),
          page("shipment", "auth", msg`My shipments`, placeholder),
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
            "admin/audit",
            "auth",
            msg`Audit log`,
            () => import("../routes/admin-audit/route.tsx"),
          ),
        ],
      },
      { path: "*", loader: notFoundLoader, element: null },
    ],
  },
];
