import { OrganizationEditPage } from "./organization-edit-page.tsx";

export const Component = OrganizationEditPage;
