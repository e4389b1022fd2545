import { AdminBooksPage } from "./admin-books-page.tsx";

export const Component = AdminBooksPage;
