import { AdminEventPage } from "./admin-event-page.tsx";

export const Component = AdminEventPage;
