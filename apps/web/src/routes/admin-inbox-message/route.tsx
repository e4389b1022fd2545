import { AdminInboxMessagePage } from "./admin-inbox-message-page.tsx";

export const Component = AdminInboxMessagePage;
