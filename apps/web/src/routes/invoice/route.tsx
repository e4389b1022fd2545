import { InvoicePage } from "./invoice-page.tsx";

export const Component = InvoicePage;
