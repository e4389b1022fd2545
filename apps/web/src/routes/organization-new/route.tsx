import { OrganizationNewPage } from "./organization-new-page.tsx";

export const Component = OrganizationNewPage;
