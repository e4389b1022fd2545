import { AdminInboxPage } from "./admin-inbox-page.tsx";

export const Component = AdminInboxPage;
