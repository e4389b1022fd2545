import type { DatabaseKind } from "@rawaq/domain/health";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { Database } from "./db/client.ts";
import { IMAGE_MAX_BYTES } from "@rawaq/domain/files";
import { BOOK_LIST_MAX_BYTES } from "@rawaq/domain/book";
import { authRoutes } from "./features/auth/routes.ts";
import { adminReviewRoutes } from "./features/audit/routes.ts";
import { adminBookRoutes } from "./features/books/admin-routes.ts";
import {
  bookImportRoutes,
  bookTemplateRoutes,
  booksByOrganizationRoutes,
  organizationBookRoutes,
} from "./features/books/routes.ts";
import { notificationRoutes } from "./features/notifications/routes.ts";
import { adminOrganizationRoutes } from "./features/organizations/admin-routes.ts";
import { invitationRoutes } from "./features/organizations/invitation-routes.ts";
import { contactRoutes } from "./features/contact/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { organizationRoutes } from "./features/organizations/routes.ts";
import { adminUserRoutes, profileRoutes } from "./features/profile/routes.ts";
import type { FileStore } from "./storage/file-store.ts";
import type { AppEnv } from "./http/context.ts";
import { spaRoutes } from "./http/spa.ts";
import { i18nFor, requestLocale } from "./i18n.ts";
import { apiMessages } from "./messages.ts";

/** Largest JSON body the API reads. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Largest multipart body: one image at its limit plus the form's text fields. */
export const UPLOAD_BODY_LIMIT_BYTES = IMAGE_MAX_BYTES + 256 * 1024;
/** Largest book-list upload: the 10 MB file plus the multipart envelope. */
export const BOOK_LIST_BODY_LIMIT_BYTES = BOOK_LIST_MAX_BYTES + 256 * 1024;

export interface AppOptions {
  db: Database;
  databaseKind: DatabaseKind;
  fileStore: FileStore;
  /** The built web app to serve beside the API; omitted in API-only tests. */
  webDistDir?: string;
}

export function createApp({ db, databaseKind, fileStore, webDistDir }: AppOptions) {
  const app = new Hono<AppEnv>();

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // NOTE: Radix injects small <style> elements (Select's scrollbar rules), so inline styles
        // stay allowed; scripts never are.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress());

  app.use("/api/*", async (c, next) => {
    const locale = requestLocale(c.req.header("accept-language"));
    c.set("locale", locale);
    c.set("i18n", i18nFor(locale));
    c.set("db", db);
    c.set("databaseKind", databaseKind);
    c.set("fileStore", fileStore);
    c.header("Content-Language", locale);
    await next();
  });
  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => c.json({ message: c.var.i18n._(apiMessages.payloadTooLarge) }, 413),
    });
  const jsonLimit = limitBody(JSON_BODY_LIMIT_BYTES);
  const uploadLimit = limitBody(UPLOAD_BODY_LIMIT_BYTES);
  const bookListLimit = limitBody(BOOK_LIST_BODY_LIMIT_BYTES);
  app.use("/api/*", (c, next) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
      return jsonLimit(c, next);
    }
    return c.req.path.endsWith("/book-imports") ? bookListLimit(c, next) : uploadLimit(c, next);
  });

  const api = new Hono<AppEnv>()
    .route("/health", healthRoutes)
    .route("/contact", contactRoutes)
    .route("/auth", authRoutes)
    .route("/profile", profileRoutes)
    .route("/admin/users", adminUserRoutes)
    .route("/organizations", organizationRoutes)
    .route("/organizations", organizationBookRoutes)
    .route("/get_books_by_organization", booksByOrganizationRoutes)
    .route("/book-imports", bookImportRoutes)
    .route("/", bookTemplateRoutes)
    .route("/invitations", invitationRoutes)
    .route("/notifications", notificationRoutes)
    .route("/admin/organizations", adminOrganizationRoutes)
    .route("/admin/books", adminBookRoutes)
    .route("/admin", adminReviewRoutes)
    .all("*", (c) => c.json({ message: c.var.i18n._(apiMessages.notFound) }, 404));
  app.route("/api", api);

  if (webDistDir) app.route("/", spaRoutes(webDistDir));

  app.onError((error, c) => {
    const i18n = c.var.i18n ?? i18nFor(requestLocale(c.req.header("accept-language")));
    if (error instanceof HTTPException && error.status < 500) {
      const message =
        error.status === 413
          ? i18n._(apiMessages.payloadTooLarge)
          : error.status === 400
            ? i18n._(apiMessages.malformedJson)
            : error.message || i18n._(apiMessages.notFound);
      return c.json({ message }, error.status);
    }
    // The details go to the server log only; the client learns nothing about the internals.
    console.error(error);
    return c.json({ message: i18n._(apiMessages.internalError) }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
