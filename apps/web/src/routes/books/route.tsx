import { BooksPage } from "./books-page.tsx";

export const Component = BooksPage;
