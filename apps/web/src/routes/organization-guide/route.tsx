import { OrganizationGuidePage } from "./organization-guide-page.tsx";

export const Component = OrganizationGuidePage;
