import { CompleteDataBookPage } from "./complete-data-book-page.tsx";

export const Component = CompleteDataBookPage;
