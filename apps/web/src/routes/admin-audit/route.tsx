import { AdminAuditPage } from "./admin-audit-page.tsx";

export const Component = AdminAuditPage;
