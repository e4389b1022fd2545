import { GuidePrintPage } from "./guide-print-page.tsx";

export const Component = GuidePrintPage;
