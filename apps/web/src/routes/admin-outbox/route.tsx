import { AdminOutboxPage } from "./admin-outbox-page.tsx";

export const Component = AdminOutboxPage;
