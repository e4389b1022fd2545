import { AddOrganizationPage } from "./add-organization-page.tsx";

export const Component = AddOrganizationPage;
