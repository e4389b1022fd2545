import { BooksNewPage } from "./books-new-page.tsx";

export const Component = BooksNewPage;
