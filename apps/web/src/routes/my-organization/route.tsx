import { MyOrganizationPage } from "./my-organization-page.tsx";

export const Component = MyOrganizationPage;
