import { AdminOrganizationPage } from "./admin-organization-page.tsx";

export const Component = AdminOrganizationPage;
