export { InvoiceDocument } from "./invoice-document.tsx";
export type {
  InvoiceDocumentLine,
  InvoiceDocumentParty,
  InvoiceDocumentProps,
  InvoiceDocumentTexts,
} from "./invoice-document.tsx";
