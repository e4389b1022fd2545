import { AdminRequestPage } from "./admin-request-page.tsx";

export const Component = AdminRequestPage;
