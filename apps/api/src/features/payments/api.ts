import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import {
  adminEInvoiceRoutes,
  adminInvoiceRoutes,
  adminSellerRoutes,
  invoiceRoutes,
  organizationBankRoutes,
} from "./routes.ts";

/** The payments feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const paymentApi = new Hono<AppEnv>()
  .route("/organizations", organizationBankRoutes)
  .route("/invoices", invoiceRoutes)
  .route("/admin/invoices", adminInvoiceRoutes)
  .route("/admin/seller", adminSellerRoutes)
  .route("/admin/e-invoices", adminEInvoiceRoutes);
