import { AdminSellerPage } from "./admin-seller-page.tsx";

export const Component = AdminSellerPage;
