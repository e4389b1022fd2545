import { AdminShippersPage } from "./admin-shippers-page.tsx";

export const Component = AdminShippersPage;
