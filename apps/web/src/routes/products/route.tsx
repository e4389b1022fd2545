import { ProductsPage } from "./products-page.tsx";

export const Component = ProductsPage;
