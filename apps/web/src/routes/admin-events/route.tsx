import { AdminEventsPage } from "./admin-events-page.tsx";

export const Component = AdminEventsPage;
