import { AdminUsersPage } from "./admin-users-page.tsx";

export const Component = AdminUsersPage;
