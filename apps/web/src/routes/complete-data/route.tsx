import { CompleteDataPage } from "./complete-data-page.tsx";

export const Component = CompleteDataPage;
