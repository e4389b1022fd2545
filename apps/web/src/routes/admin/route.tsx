import { AdminPage } from "./admin-page.tsx";

export const Component = AdminPage;
