import { AdminOrganizationsPage } from "./admin-organizations-page.tsx";

export const Component = AdminOrganizationsPage;
