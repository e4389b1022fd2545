import { AdminEInvoicesPage } from "./admin-e-invoices-page.tsx";

export const Component = AdminEInvoicesPage;
