import { AdminRequestsPage } from "./admin-requests-page.tsx";

export const Component = AdminRequestsPage;
