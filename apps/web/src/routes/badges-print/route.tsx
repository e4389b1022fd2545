import { BadgesPrintPage } from "./badges-print-page.tsx";

export const Component = BadgesPrintPage;
