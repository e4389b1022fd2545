import { AdminBadgesPage } from "./admin-badges-page.tsx";

export const Component = AdminBadgesPage;
