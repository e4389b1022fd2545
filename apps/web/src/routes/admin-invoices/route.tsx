import { AdminInvoicesPage } from "./admin-invoices-page.tsx";

export const Component = AdminInvoicesPage;
