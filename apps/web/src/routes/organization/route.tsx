import { OrganizationPage } from "./organization-page.tsx";

export const Component = OrganizationPage;
